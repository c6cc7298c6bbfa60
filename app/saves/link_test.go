package saves

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/store"
	"lantern/internal/htmltest"
	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
)

func hopeLink(t *testing.T) (string, record.Summary) {
	t.Helper()
	cfg := hope.Config{Seats: []hope.SeatConfig{{Name: "Mara"}, {Name: "Ode"}, {Name: "Ike"}}}
	rec, err := hoperec.Adapter.Start(cfg, 9)
	if err != nil {
		t.Fatal(err)
	}
	payload, err := record.EncodeLink(rec)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := record.Load(rec)
	if err != nil {
		t.Fatal(err)
	}
	return payload, sum
}

func TestLinkPageRender(t *testing.T) {
	payload, sum := hopeLink(t)
	rec, _ := record.DecodeLink(payload)
	titled, _ := record.EncodeLinkFile(record.File{Title: "Tuesday night", Record: rec})
	tests := []struct {
		name    string
		payload string
		have    *store.Meta
		want    []string
		not     []string
	}{
		{"good", payload, nil, []string{"Mara, Ode, Ike", "Round 1 of 5", revealNote("hope"), `data-state-hash="` + sum.Hash + `"`, "link-import"}, []string{"data-link-error"}},
		{"titled", titled, nil, []string{"A shared game: Tuesday night", "Add to my saved games"}, []string{"already have"}},
		{"already saved", payload, &store.Meta{ID: "s1", Game: "hope", Title: "Tuesday night"},
			[]string{"You already have this game", `href="#/play/hope/s1"`, "link-open", "Add another copy"}, []string{"Add to my saved games"}},
		{"broken", payload[:len(payload)-3] + "xyz", nil, []string{"data-link-error", "Nothing was saved"}, []string{"link-import"}},
		{"empty", "", nil, []string{"data-link-error", "empty or was cut short"}, []string{"link-import"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &LinkPage{Payload: tt.payload, decodedFor: tt.payload, started: true}
			p.game, p.title, p.bad = ReadLink(tt.payload) // what decode hands over
			p.have = tt.have
			html := app.HTMLString(p.Render())
			htmltest.Has(t, html, tt.want...)
			htmltest.Lacks(t, html, tt.not...)
		})
	}
}

// Render never decodes or replays: a link may hold a game long enough to
// hold the page for seconds. Until decode hands the game over, the page
// says it is opening.
func TestLinkPageNeverDecodesInRender(t *testing.T) {
	payload, _ := hopeLink(t)
	p := &LinkPage{Payload: payload}
	p.started, p.decodedFor, p.decoding = true, payload, true // as decode leaves it
	html := app.HTMLString(p.Render())
	htmltest.Has(t, html, "data-link-opening", "Opening the shared game")
	htmltest.Lacks(t, html, "Mara, Ode, Ike", "link-import")
	fresh := app.HTMLString((&LinkPage{Payload: payload}).Render())
	htmltest.Has(t, fresh, "data-link-opening")
	htmltest.Lacks(t, fresh, "Mara, Ode, Ike")
}

// An empty link (#/r/, or one a messenger cut off at the payload) is
// decoded like any other, and says it is empty or cut short: never an
// empty summary with a button that does nothing.
func TestLinkPageEmpty(t *testing.T) {
	fresh := app.HTMLString((&LinkPage{}).Render())
	htmltest.Has(t, fresh, "data-link-opening")
	htmltest.Lacks(t, fresh, "link-import", "link-summary")
	for _, payload := range []string{"", record.LinkPrefix} {
		_, _, err := ReadLink(payload)
		if err == nil || !strings.Contains(err.Error(), "empty or was cut short") {
			t.Errorf("ReadLink(%q) = %v; want it said to be empty or cut short", payload, err)
		}
	}
}

// Humanity Blessed keeps its characters' names in their sheets, not in
// the record's names: its preview has no Players row rather than an empty
// one.
func TestLinkPageLeavesOutNoPlayers(t *testing.T) {
	p := &LinkPage{Payload: "x", decodedFor: "x", started: true}
	p.game.Summary = record.Summary{Game: "blessed", Progress: "Session 1, scene 1", Hash: "h"}
	html := app.HTMLString(p.Render())
	htmltest.Has(t, html, "Session 1, scene 1", revealNote("blessed"))
	htmltest.Lacks(t, html, "<dt>Players</dt>")
	p.game.Summary.Players = []string{"Mara"}
	htmltest.Has(t, app.HTMLString(p.Render()), "<dt>Players</dt>")
}
