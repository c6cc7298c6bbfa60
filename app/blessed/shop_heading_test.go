package blessed

import (
	"testing"

	"lantern/rules/blessed"
)

// The page's heading in the Session Shop reads as a sentence: it used to
// put the Hardy die between the session and "is over" ("session 1 ·
// Hardy d2 is over: Session Shop").
func TestShopHeadingReadsAsASentence(t *testing.T) {
	rec, _ := blessed.Adapter.Start(blessed.Config{Edition: blessed.Edition, Hardy: true}, 5)
	p := &Play{g: newCampaign(), title: "The lighthouse"}
	if err := p.g.Open(rec); err != nil {
		t.Fatal(err)
	}
	play := func(m blessed.Move) {
		t.Helper()
		if _, err := p.g.Play(m); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	play(blessed.Move{Kind: blessed.AddCharacter, Stat: blessed.Heart, Lifestyle: blessed.Carefree, Ethic: blessed.ViceVirtue})
	if got, want := p.heading(), "The lighthouse — session 1 · Hardy d2"; got != want {
		t.Errorf("in play the heading is %q; want %q", got, want)
	}
	play(blessed.Move{Kind: blessed.EndSession})
	if got, want := p.heading(), "The lighthouse — session 1 is over, and the Session Shop is open"; got != want {
		t.Errorf("in the shop the heading is %q; want %q", got, want)
	}
}
