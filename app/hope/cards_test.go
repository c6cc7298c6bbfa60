package hope

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/hope"
)

// humanGame is an all-human three-seat game begun at the table, played by
// tapping the first offered move (greedy: the most dice to commit or
// support) until stop says so; the pending player then holds the tablet.
// The e2e tests in hope_cards_test.go use the same seeds.
func humanGame(t *testing.T, seed uint64, greedy bool, stop func(hope.State, []hope.Move) bool) *Game {
	t.Helper()
	g, ok := findGame(t, seed, greedy, stop)
	if !ok {
		t.Fatalf("seed %d: the situation never came", seed)
	}
	return g
}

// findGame is humanGame, saying whether the situation came at all.
func findGame(t *testing.T, seed uint64, greedy bool, stop func(hope.State, []hope.Move) bool) (*Game, bool) {
	t.Helper()
	tb := Table{Seed: seed, Begun: true, Seats: []SeatLook{{Name: "Mara"}, {Name: "Jun", Symbol: 1}, {Name: "Ada", Symbol: 2}}}
	tb.Sheets = []Sheet{{Done: true}, {Done: true}, {Done: true}}
	start, err := hope.New(tb.Config(), seed)
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{start: start, t: tb, loaded: true, holder: -1, carder: -1, botAt: -1}
	s := start
	for step := 0; step < 300 && !s.Over; step++ {
		legal := hope.Legal(s)
		if stop(s, legal) {
			g.replayTo(t, g.moves)
			return g, true
		}
		var main []hope.Move
		for _, m := range movesOf(legal, s.Pending.Seat) {
			if !optional(m.Kind) {
				main = append(main, m)
			}
		}
		m := main[0]
		for _, x := range main {
			if greedy && (x.Kind == hope.Commit || x.Kind == hope.Support) && x.N > m.N {
				m = x
			}
		}
		if s, _, err = hope.Apply(s, m); err != nil {
			t.Fatal(err)
		}
		g.moves = append(g.moves, m)
	}
	return nil, false
}

// replayTo rebuilds the game from moves and hands the tablet to the
// player the game waits for.
func (g *Game) replayTo(t *testing.T, moves []hope.Move) {
	t.Helper()
	g.moves = moves
	if err := g.rebuild(); err != nil {
		t.Fatal(err)
	}
	g.holder = g.s.Pending.Seat
}

func pending(k hope.PendKind) func(hope.State, []hope.Move) bool {
	return func(s hope.State, _ []hope.Move) bool { return s.Pending.Kind == k }
}

func offers(kind hope.MoveKind) func(hope.State, []hope.Move) bool {
	return func(s hope.State, legal []hope.Move) bool {
		for _, m := range movesOf(legal, s.Pending.Seat) {
			if m.Kind == kind {
				return true
			}
		}
		return false
	}
}

func firstOf(legal []hope.Move, kind hope.MoveKind) hope.Move {
	for _, m := range legal {
		if m.Kind == kind {
			return m
		}
	}
	return hope.Move{}
}

// Deaths are settled after the scene that caused them is discarded. The
// scene panel then shows how the scene ended, not that its hardship is
// still the acting player's secret (seed 9: Mara dies in Ada's scene).
func TestSettledSceneIsShownAsOver(t *testing.T) {
	g := humanGame(t, 9, true, pending(hope.PendGift))
	if g.s.Scene.Card >= 0 {
		t.Fatalf("the scene is still on the table at %v", g.s.Pending)
	}
	html := app.HTMLString(g)
	if strings.Contains(html, "knows the hardship") {
		t.Fatal("a discarded scene is shown as still secret")
	}
	if g.last.Title == "" || !strings.Contains(html, `id="hope-last"`) || !strings.Contains(html, g.last.Title) {
		t.Fatalf("the scene that ended (%q) is not shown", g.last.Title)
	}
}

// A played trait and an asset are both a card title on a seat: each list
// carries a visible heading so the table can tell them apart (seed 2:
// Ada may play Horse Trader at once, and gains an asset by it).
func TestPlayedTraitsAreHeaded(t *testing.T) {
	g := humanGame(t, 2, false, offers(hope.PlayTrait))
	m := firstOf(movesOf(hope.Legal(g.s), g.s.Pending.Seat), hope.PlayTrait)
	g.replayTo(t, append(g.moves, m))
	html := app.HTMLString(g)
	title := g.s.Cards.Traits[m.Card].Title
	if !strings.Contains(html, "<strong>Played traits:</strong>") || !strings.Contains(html, ">"+title+"<") {
		t.Fatalf("the played trait %q is not under a visible heading", title)
	}
}

// Answerers of a choice scene are told the answers' consequences are the
// secret, not a hardship the scene does not have (seed 1).
func TestChoiceSceneHiddenText(t *testing.T) {
	g := humanGame(t, 1, false, pending(hope.PendAnswer))
	if g.s.Pending.Seat == g.s.Turn {
		t.Fatal("the acting player answers first")
	}
	html := app.HTMLString(g)
	if !strings.Contains(html, "knows what each answer leads to") || strings.Contains(html, "knows the hardship") {
		t.Fatal("a choice scene is described as a hardship kept secret")
	}
}

// junChooses stops where Jun may play a trait whose effect Jun must
// choose (Make Do: a card is offered only once it would change something).
func junChooses(s hope.State, legal []hope.Move) bool {
	return junsChoice(s, legal).Kind == hope.PlayTrait
}

func junsChoice(s hope.State, legal []hope.Move) hope.Move {
	for _, m := range legal {
		if effs := s.Cards.Traits[m.Card].Effects; m.Kind == hope.PlayTrait && m.Seat == 1 && effs[0].Kind == hope.Choose {
			return m
		}
	}
	return hope.Move{}
}

// Jun plays a trait at someone else's decision (seed 2) whose effect Jun
// must choose: the choice shows at once instead of waiting unseen behind
// the card panel, which offers only card plays.
func TestOutOfTurnCardOpensItsDecision(t *testing.T) {
	g := humanGame(t, 2, false, junChooses)
	jun := int8(1)
	m := junsChoice(g.s, hope.Legal(g.s))
	if m.Kind != hope.PlayTrait {
		t.Fatal("Jun has no trait to play at the first decision")
	}
	g.replayTo(t, append(g.moves, m))
	g.carder, g.holder = jun, jun
	g.endCardPlay()
	if g.s.Pending.Seat != jun || g.s.Pending.Kind != hope.PendPick {
		t.Fatalf("after Jun's trait the game waits for %v", g.s.Pending)
	}
	html := app.HTMLString(g)
	if !strings.Contains(html, `data-move="pick-0"`) || strings.Contains(html, `id="cards-done"`) {
		t.Fatal("Jun's choice is not on screen after the card play")
	}
}

// A played trait is a secret shown to the whole table: like a draw or a
// roll, it cannot be taken back by an undo (seed 2: Jun plays Make Do).
func TestPlayedTraitLocksUndo(t *testing.T) {
	g := humanGame(t, 2, false, junChooses)
	m := junsChoice(g.s, hope.Legal(g.s))
	g.replayTo(t, append(g.moves, m))
	if i := g.undoFrom(); i >= 0 {
		t.Fatalf("move %d (%v) may be undone after the trait was shown", i, g.moves[i])
	}
}

// An asset with one use left reads "1 use", on the seat and in the
// journal (seed 206: Mara's Faded Photograph, as she dies).
func TestOneUseIsSingular(t *testing.T) {
	g := humanGame(t, 206, true, pending(hope.PendInherit))
	html := app.HTMLString(g)
	if strings.Contains(html, "(1 uses") || !strings.Contains(html, "(1 use)") {
		t.Fatal("an asset with one use left is not counted as one use")
	}
	if got := usesN(2) + ", " + usesN(1); got != "2 uses, 1 use" {
		t.Fatalf("usesN: %q", got)
	}
}

// Through whole all-human games, both policies, the player holding the
// tablet is offered a button for each of their legal moves, each other
// player's card panel one for each of theirs, and no label is a format
// error or a bare move name.
func TestEveryLegalMoveHasAButton(t *testing.T) {
	kinds := map[hope.MoveKind]bool{}
	for _, seed := range []uint64{1, 2, 4, 9, 151, 206, 361} {
		for _, greedy := range []bool{false, true} {
			findGame(t, seed, greedy, func(s hope.State, legal []hope.Move) bool {
				p := s.Pending.Seat
				if p < 0 {
					return false
				}
				g := &Game{s: s, t: Table{Begun: true, Seats: make([]SeatLook, s.N)}, holder: p, carder: -1, botAt: -1}
				html := app.HTMLString(g.decision())
				for _, m := range movesOf(legal, p) {
					if !strings.Contains(html, `data-move="`+moveKey(m)+`"`) {
						t.Fatalf("seed %d: no button for %v at %v", seed, m, s.Pending)
					}
					kinds[m.Kind] = true
				}
				if strings.Contains(html, "%!") || strings.Contains(html, ">move(") {
					t.Fatalf("seed %d: a broken label at %v", seed, s.Pending)
				}
				for x := range s.N { // the others, each taking the tablet to play a card
					if x == p {
						continue
					}
					g.carder, g.holder = x, x
					html := app.HTMLString(g.decision())
					for _, m := range movesOf(legal, x) {
						if !strings.Contains(html, `data-move="`+moveKey(m)+`"`) {
							t.Fatalf("seed %d: %d's card panel has no button for %v at %v", seed, x, m, s.Pending)
						}
					}
				}
				return false
			})
		}
	}
	for _, k := range []hope.MoveKind{hope.PlayTrait, hope.UseAsset, hope.Steal, hope.Lend, hope.LastHope,
		hope.Answer, hope.Inherit, hope.Gift, hope.Grace} {
		if !kinds[k] {
			t.Errorf("no %v move came up: the sweep proves nothing about it", k)
		}
	}
}

// A card play or steal whose cost leaves the player's character lost says
// so before the tap (a steal at 0 Humanity costs the character).
func TestPreviewWarnsOfLosingTheCharacter(t *testing.T) {
	warned := 0
	for _, seed := range []uint64{4, 9, 151, 206, 1, 2, 3, 5, 6, 7, 8, 10, 11, 12} {
		findGame(t, seed, true, func(s hope.State, legal []hope.Move) bool {
			g := &Game{s: s, holder: s.Pending.Seat, carder: -1}
			for _, m := range legal {
				if !optional(m.Kind) || m.Kind == hope.Lend {
					continue
				}
				next, _, err := hope.Apply(s, m)
				if err != nil {
					t.Fatal(err)
				}
				lost := !s.Seats[m.Seat].Lost && next.Seats[m.Seat].Lost
				if says := strings.Contains(g.preview(m), "character is lost"); says != lost {
					t.Fatalf("seed %d: %v leaves the character lost %v, preview says so %v", seed, m, lost, says)
				}
				if lost {
					warned++
				}
			}
			return false
		})
	}
	if warned == 0 {
		t.Fatal("no move that costs the character came up: the check proves nothing")
	}
}

// A Grace of Innocence newcomer has no relationship (HI-20): their sheet
// must not offer the dead character's broken ones as theirs (seed 9:
// Mara dies and brings in a newcomer). The newcomer's cards are dealt at
// random and shown: no undo goes back past them.
func TestNewcomerSheetHasNoRelationships(t *testing.T) {
	g := humanGame(t, 9, true, pending(hope.PendGrace))
	x := g.s.Pending.Seat
	g.replayTo(t, append(g.moves, hope.Move{Kind: hope.Grace, Seat: x, N: 1}))
	if i := g.undoFrom(); i >= 0 {
		t.Fatalf("move %v may be undone after the newcomer's cards were dealt and shown", g.moves[i])
	}
	g.t.Sheets[x] = Sheet{}
	g.holder = x
	html := app.HTMLString(g)
	if !strings.Contains(html, "Grace of Innocence: a new character") {
		t.Fatal("the newcomer's sheet is not on screen")
	}
	if strings.Contains(html, "Relationship</") || !strings.Contains(html, "No relationships.") {
		t.Fatal("the newcomer's sheet shows relationships")
	}
}
