package hope

import (
	"strings"
	"testing"

	"lantern/rules/hope"
	"lantern/rules/record/hoperec"
)

func TestHouseRuleWords(t *testing.T) {
	for _, tt := range []struct {
		v    hope.Variant
		want string
	}{
		{hope.Variant{}, ""},
		{hope.Variant{Hope: 1}, "House rule: the Hope pool starts with 1 die more."},
		{hope.Variant{Hope: -2, Humanity: 3}, "House rule: the Hope pool starts with 2 dice fewer; characters start at 3 Humanity."},
	} {
		if got := houseRule(tt.v); got != tt.want {
			t.Errorf("houseRule(%+v) = %q, want %q", tt.v, got, tt.want)
		}
	}
}

// A game under a house rule says so in the journal's first entry, read
// from its record; the lab's choices make the Config they name.
func TestHouseRuleJournal(t *testing.T) {
	cfg := Table{Seats: []SeatLook{{Name: "Ada"}, {Name: "Ben"}, {Name: "Cy"}}}.Config()
	cfg.Variant = labRule([]int{0, 3, 4, 1, 0}).Variant
	if cfg.Variant != (hope.Variant{Hope: 1, Humanity: 1}) {
		t.Fatalf("lab choices made %+v", cfg.Variant)
	}
	rec, err := hoperec.Adapter.Start(cfg, 9)
	if err != nil {
		t.Fatal(err)
	}
	start, _, err := replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{rec: rec, start: start}
	if err := g.rebuild(); err != nil {
		t.Fatal(err)
	}
	if first := g.log[0].Text; !strings.HasSuffix(first, " House rule: the Hope pool starts with 1 die more; characters start at 1 Humanity.") || g.rule == "" {
		t.Errorf("first entry %q", first)
	}
	if start.Hope != 4 || start.Seats[0].Humanity != 1 {
		t.Errorf("the game began with Hope %d, Humanity %d", start.Hope, start.Seats[0].Humanity)
	}
}

// The lab tries the table's own cards only once the new-game screen has
// taken them, and only for a game they can deal; they are the house-rule
// side's deck.
func TestLabTriesTheTablesCards(t *testing.T) {
	defer func(kept deckChoice) { lastCards = kept }(lastCards)
	own := []int{0, 0, 0, 0, 1}
	lastCards = deckChoice{}
	if got := refuseCards(own); !strings.Contains(got, "new-game screen first") {
		t.Errorf("no cards chosen: %q", got)
	}
	if got := refuseCards([]int{0, 0, 0, 0, 0}); got != "" {
		t.Errorf("Lantern's cards refused: %q", got)
	}
	few := *hope.StandardDeck()
	few.Personalities = few.Personalities[:3]
	lastCards = deckChoice{mode: cardsOwn, play: &few}
	if got := refuseCards(own); !strings.HasPrefix(got, "Your cards cannot deal 4 characters: it needs ") || !strings.Contains(got, "4 personalities and has 3") {
		t.Errorf("three personalities for four seats: %q", got)
	}
	if got := refuseCards([]int{1, 0, 0, 0, 1}); got != "" || labRule([]int{1, 0, 0, 0, 1}).Deck != &few {
		t.Errorf("three seats on the table's cards: %q", got)
	}
}
