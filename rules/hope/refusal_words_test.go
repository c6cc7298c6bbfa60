package hope

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// rawWords are the rules' own identifiers that must never reach a player
// in a card's refusal: windows, move and decision names, card numbers.
var rawWords = regexp.MustCompile(`_|\b(any|trait|asset|rolled|outcome|answer)$|cannot (trait|asset)\b|\(card \d|waits for \S+ to [a-z]+$`)

// cardRefusal is Apply's refusal of m, or "" when m is legal.
func cardRefusal(t *testing.T, s State, m Move) string {
	t.Helper()
	if s.legal(m) {
		return ""
	}
	_, _, err := Apply(s, m)
	if err == nil {
		t.Fatalf("%v is not legal, yet Apply took it", m)
	}
	return err.Error()
}

// Every refusal of a trait or asset play says in words why: the card is
// named, and no identifier of the rules reaches the table (HI-41 made
// "that trait is played any" the answer to a card that changes nothing).
func TestCardRefusalsSayWhyInWords(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	seen := 0
	for range 12 {
		g := lanternGame(t)
		for i := range g.s.N {
			for range 3 {
				if len(g.s.TraitDeck) > 0 {
					g.s.Seats[i].Traits = add(g.s.Seats[i].Traits, g.s.TraitDeck[0])
					g.s.TraitDeck = g.s.TraitDeck[1:]
				}
			}
		}
		for step := 0; step < 400 && !g.s.Over; step++ {
			for x := range g.s.N {
				if !g.s.Seats[x].Alive {
					continue
				}
				var ms []Move
				for _, c := range g.s.Seats[x].Traits {
					ms = append(ms, Move{Kind: PlayTrait, Seat: x, Card: c})
				}
				for _, a := range g.s.Assets {
					ms = append(ms, Move{Kind: UseAsset, Seat: x, Card: a.Card})
				}
				for _, m := range ms {
					why := cardRefusal(t, g.s, m)
					if why == "" {
						continue
					}
					seen++
					title := g.s.Cards.Traits[m.Card].Title
					if m.Kind == UseAsset {
						title = g.s.Cards.Assets[m.Card].Title
					}
					if rawWords.MatchString(why) || !strings.Contains(why, title) {
						t.Fatalf("%v refused with %q", m, why)
					}
				}
			}
			legal := Legal(g.s)
			g.apply(legal[r.IntN(len(legal))])
		}
	}
	if seen == 0 {
		t.Fatal("no card was refused")
	}
}

// A card that would change nothing is refused with the reason it does
// nothing (HI-41), never with when it is played.
func TestACardThatChangesNothingSaysWhy(t *testing.T) {
	for _, tc := range []struct {
		name, trait string
		seat        int8
		set         func(*State)
		want        string
	}{
		{"Once a Nurse with only the Crippled", "core-trait03", 1, func(s *State) { s.Seats[2].Harm = 2 }, "Crippled cannot be healed"},
		{"Once a Nurse with nobody hurt", "core-trait03", 1, func(*State) {}, "nobody it can reach is Hurt"},
		{"Ghost at Hunted 0", "ml-trait01", 0, func(*State) {}, "nobody is Hunted"},
		{"Make Do with no conditions", "core-trait16", 0, func(*State) {}, "is not Hungry"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := lanternGame(t)
			c := g.giveTrait(tc.trait, int(tc.seat))
			tc.set(&g.s)
			m := Move{Kind: PlayTrait, Seat: tc.seat, Card: c}
			why := cardRefusal(t, g.s, m)
			if !strings.Contains(why, tc.want) || !strings.Contains(why, g.s.Cards.Traits[c].Title) {
				t.Fatalf("refused with %q, want the reason %q", why, tc.want)
			}
		})
	}
}
