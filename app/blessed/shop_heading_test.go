package blessed

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/internal/htmltest"
	"lantern/rules/blessed"
)

// The shop's heading is written as Lantern's other headings are, in
// sentence case ("The party", "Add a character").
func TestShopHeadingIsInSentenceCase(t *testing.T) {
	rec, _ := blessed.Adapter.Start(blessed.Config{Edition: blessed.Edition}, 5)
	p := &Play{g: newCampaign()}
	if err := p.g.Open(rec); err != nil {
		t.Fatal(err)
	}
	for _, m := range []blessed.Move{
		{Kind: blessed.AddCharacter, Stat: blessed.Heart, Lifestyle: blessed.Carefree, Ethic: blessed.ViceVirtue},
		{Kind: blessed.EndSession},
	} {
		if _, err := p.g.Play(m); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	p.sheets = unpackNotes(nil, p.g.State)
	html := app.HTMLString(p.sessionView())
	htmltest.Has(t, html, "<h2>Session shop</h2>", `aria-label="Session shop"`)
}
