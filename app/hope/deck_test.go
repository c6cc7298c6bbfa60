package hope

import (
	"fmt"
	stdhtml "html"
	"os"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/internal/htmltest"
	"lantern/rules/hope"
	"lantern/rules/record/hoperec"
)

func deckFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("../../e2e/testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The import section takes a file only when it is valid in the chosen
// mode, keeps the previous choice otherwise, and lists every problem.
func TestDeckChoice(t *testing.T) {
	good, broken := deckFile(t, "hope-deck.json"), deckFile(t, "hope-deck-broken.json")
	clash := []byte(strings.Replace(string(good), `"own-w01"`, `"`+hope.CoreDeck().Scenes[0].ID+`"`, 1))
	type step func(*deckChoice)
	load := func(b []byte) step { return func(d *deckChoice) { d.load("deck.json", b) } }
	pick := func(mode string) step { return func(d *deckChoice) { d.take(d.name, d.file, mode) } }
	tests := []struct {
		name     string
		steps    []step
		mode     string // the radio checked
		cards    int    // scenes in play; 0 is Lantern's
		problems []string
		shows    []string
	}{
		{"nothing chosen", nil, cardsLantern, 0, nil, []string{"Playing Lantern&#39;s cards."}},
		{"a good file", []step{load(good)}, cardsOwn, 5, nil, []string{
			"Playing your cards only, from deck.json: 5 scenes (Wilderness 1, Mountainous 1, Coastal 1, Urban 1, Any Terrain 1), 2 assets, 9 traits, 3 personalities, 3 relationships; no Martial Law cards.",
			"Your cards added to Lantern&#39;s",
		}},
		{"added to Lantern's", []step{load(good), pick(cardsAdded)}, cardsAdded, len(hope.StandardDeck().Scenes) + 5, nil,
			[]string{"Playing your cards added to Lantern&#39;s"}},
		{"back to Lantern's", []step{load(good), pick(cardsLantern)}, cardsLantern, 0, nil, []string{"Playing Lantern&#39;s cards.", "Your cards only"}},
		{"a broken file first", []step{load(broken)}, cardsLantern, 0,
			[]string{`scene broken-w01: terrain "swamp"`, "scene broken-w01: hardship 9", `scene broken-w01: fail: effect 1: effect kind "fly"`, "asset broken-asset01: uses 0"},
			[]string{"Not taken; the cards in play did not change."}},
		{"a broken file keeps the good one", []step{load(good), load(broken)}, cardsOwn, 5, []string{"asset broken-asset01: uses 0"}, nil},
		{"an id clash refuses adding", []step{load(clash), pick(cardsAdded)}, cardsOwn, 5, []string{"scene core-w01: id is already used"}, nil},
		{"not JSON", []step{load([]byte("scenes: none"))}, cardsLantern, 0, []string{"deck is not readable JSON"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &Setup{}
			s.OnInit()
			for _, do := range tt.steps {
				do(&s.deck)
			}
			if got := s.deck.modeOrLantern(); got != tt.mode {
				t.Errorf("mode %q, want %q", got, tt.mode)
			}
			if got := scenesInPlay(s.deck.play); got != tt.cards {
				t.Errorf("%d scenes in play, want %d", got, tt.cards)
			}
			if len(s.deck.problems) < len(tt.problems) {
				t.Errorf("problems %q, want %q", s.deck.problems, tt.problems)
			}
			for i, p := range tt.problems {
				if i < len(s.deck.problems) && !strings.Contains(strings.Join(s.deck.problems, "\n"), p) {
					t.Errorf("problems %q lack %q", s.deck.problems, p)
				}
			}
			html := htmltest.Render(t, s)
			htmltest.Has(t, html, append(tt.shows, `id="hope-deck-status"`, `aria-live="polite"`, `id="hope-deck-file"`)...)
			for _, p := range s.deck.problems {
				htmltest.Has(t, html, "<li>"+stdhtml.EscapeString(p)+"</li>")
			}
		})
	}
}

func scenesInPlay(d *hope.Deck) int {
	if d == nil {
		return 0
	}
	return len(d.Scenes)
}

// The section says when the deck cannot deal the chosen seats, and the
// start refuses the game for the same reason.
func TestDeckTooSmallForSeats(t *testing.T) {
	s := &Setup{}
	s.OnInit()
	s.deck.load("deck.json", deckFile(t, "hope-deck.json"))
	s.n = 5
	htmltest.Has(t, app.HTMLString(s.deck.render(s.n, false)), "This deck cannot deal 5 characters: it needs 5 personalities and has 3; 15 traits and has 9; 5 relationships and has 3")
	tb, err := s.table()
	if err != nil {
		t.Fatal(err)
	}
	cfg := tb.Config()
	cfg.Deck = s.deck.play
	if _, err := hoperec.Adapter.Start(cfg, 1); err == nil || !strings.Contains(err.Error(), "cannot deal 5 characters") {
		t.Fatalf("Start = %v", err)
	}
	htmltest.Lacks(t, app.HTMLString(s.deck.render(3, false)), "cannot deal")
	// Five scenes cannot last three travellers five rounds: the table is
	// told the journey will be short (HI-05), and may still play it.
	htmltest.Has(t, app.HTMLString(s.deck.render(3, false)), "A whole journey draws at least 15 scenes and this deck has 5 in play")
	s.deck.take(s.deck.name, s.deck.file, cardsAdded)
	htmltest.Lacks(t, app.HTMLString(s.deck.render(3, false)), "A whole journey")
}

// A game started on an owner's deck plays the owner's cards after a
// replay from its record, as the play screen loads it.
func TestOwnerDeckGameReplays(t *testing.T) {
	s := &Setup{}
	s.OnInit()
	s.deck.load("deck.json", deckFile(t, "hope-deck.json"))
	tb, _ := s.table()
	cfg := tb.Config()
	cfg.Deck = s.deck.play
	rec, err := hoperec.Adapter.Start(cfg, 5)
	if err != nil {
		t.Fatal(err)
	}
	start, _, err := replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if p := start.Seats[0].Personality; !strings.HasPrefix(start.Cards.Personalities[p].ID, "own-") {
		t.Fatalf("seat 0 was dealt %s, not an owner's card", start.Cards.Personalities[p].ID)
	}
}

// A deck whose scenes run out ends the journey early (HI-05), and the
// journal and the end screen say why rather than only that it ended.
func TestScenesRunOut(t *testing.T) {
	s := &Setup{}
	s.OnInit()
	s.deck.load("deck.json", deckFile(t, "hope-deck.json"))
	tb, _ := s.table()
	for i := range tb.Seats {
		tb.Seats[i].Bot = true
		tb.Sheets = append(tb.Sheets, Sheet{Done: true})
	}
	cfg := tb.Config()
	cfg.Deck = s.deck.play
	rec, err := hoperec.Adapter.Start(cfg, 3)
	if err != nil {
		t.Fatal(err)
	}
	start, _, _ := replay(rec)
	moves, end := playOut(t, start)
	if !end.Won || end.Round == hope.Rounds || !scenesGone(end) {
		t.Fatalf("game over in round %d, won %v: not a journey cut short by the scenes running out", end.Round, end.Won)
	}
	g := &Game{start: start, moves: moves, t: tb}
	if err := g.rebuild(); err != nil {
		t.Fatal(err)
	}
	if last := g.log[len(g.log)-1].Text; !strings.Contains(last, "no scene is left to draw") {
		t.Fatalf("last journal line %q", last)
	}
	htmltest.Has(t, app.HTMLString(g.ending()), fmt.Sprintf("ended in round %d of 5, when no scene was left to draw.", end.Round))
}
