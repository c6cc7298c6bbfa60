package bot

import (
	"lantern/rules/hope"
	"lantern/rules/lab"
	"lantern/rules/rng"
)

// Causes names what loses a Hope game in the lab, by lab.Outcome.Cause:
// the cause of the last death (hope.Cause, Alive never used).
var Causes = []string{"", "hunger", "harm", "Humanity"}

// Sim is the lab's Hope game: n cautious bots on Lantern's cards, the
// standard side on the core game, the variant side with house's Martial
// Law, Variant and Deck (the table's own cards when not nil). A game is as
// long as the rounds it reached.
func Sim(n int, house hope.Config) lab.Sim {
	seats := make([]hope.SeatConfig, n)
	pols := make([]Policy, n)
	for i := range seats {
		seats[i] = hope.SeatConfig{Name: "Bot " + string(rune('1'+i)), Bot: true}
		pols[i] = Cautious{}
	}
	// A Hope game takes a few milliseconds: it plays on to its end even
	// when tick says the run is stopped.
	return func(seed uint64, variant bool, tick func() bool) (lab.Outcome, error) {
		cfg := hope.Config{Seats: seats}
		if variant {
			cfg.Expansion, cfg.Variant, cfg.Deck = house.Expansion, house.Variant, house.Deck
		}
		s, err := hope.New(cfg, seed)
		if err != nil {
			return lab.Outcome{}, err
		}
		r := rng.New(^seed)
		cause := 0
		end, err := Play(s, pols, &r, func(e hope.Event) {
			tick()
			if e.Kind == hope.EvDeath {
				cause = e.Value
			}
		})
		return lab.Outcome{Won: end.Won, Length: int(end.Round), Cause: cause}, err
	}
}
