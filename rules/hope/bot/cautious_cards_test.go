package bot

import (
	"testing"

	"lantern/rules/hope"
	"lantern/rules/rng"
)

// TestCautiousPlaysEveryCard: over many seeded games with the expansion,
// the cautious bot plays every trait and uses every asset of Lantern's
// decks at least once. A card it never plays is either never useful
// (a deck problem) or one whose use the bot cannot see (a bot problem);
// both skew what `lantern hope sim` says about the decks (issue #13).
func TestCautiousPlaysEveryCard(t *testing.T) {
	played := map[string]int{}
	var d *hope.Deck
	for seed := range uint64(1500) {
		s, err := hope.New(hope.Config{Seats: seats(3 + int(seed%3)), Expansion: true}, seed)
		if err != nil {
			t.Fatal(err)
		}
		d = s.Cards
		r := rng.New(^seed)
		pols := []Policy{Cautious{}, Cautious{}, Cautious{}, Cautious{}, Cautious{}}[:s.N]
		_, err = Play(s, pols, &r, func(e hope.Event) {
			switch e.Kind {
			case hope.EvTrait:
				played[d.Traits[e.Card].ID]++
			case hope.EvAssetUse:
				played[d.Assets[e.Card].ID]++
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range d.Traits {
		if played[c.ID] == 0 {
			t.Errorf("trait %s %q never played", c.ID, c.Title)
		}
	}
	for _, c := range d.Assets {
		if played[c.ID] == 0 {
			t.Errorf("asset %s %q never used", c.ID, c.Title)
		}
	}
}
