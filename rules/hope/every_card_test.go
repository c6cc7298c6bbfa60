package hope

import (
	"slices"
	"testing"
)

func allEffects(out ...Outcome) []Effect {
	var effs []Effect
	for _, o := range out {
		effs = append(effs, o.Effects...)
	}
	return effs
}

func sixes(n int) []int { return slices.Repeat([]int{6}, n) }
func ones(n int) []int  { return slices.Repeat([]int{1}, n) }

// TestEveryCardExercised plays every card of Lantern's core and Martial
// Law decks where it applies and checks each of its effects.
func TestEveryCardExercised(t *testing.T) {
	d := StandardDeck()
	for _, sc := range d.Scenes {
		t.Run(sc.ID, func(t *testing.T) { exerciseScene(t, d, sc) })
	}
	for _, tr := range d.Traits {
		t.Run(tr.ID, func(t *testing.T) { exerciseCard(t, d, tr.ID, tr.Window, tr.Effects, false) })
	}
	for _, a := range d.Assets {
		t.Run(a.ID, func(t *testing.T) { exerciseCard(t, d, a.ID, a.Window, a.Effects, true) })
	}
	for _, p := range d.Personalities {
		for _, ps := range p.Passives {
			t.Run(p.ID+"/"+string(ps.Trigger), func(t *testing.T) { exercisePassive(t, d, p.ID, false, ps) })
		}
	}
	for _, r := range d.Relationships {
		for _, ps := range r.Passives {
			t.Run(r.ID+"/"+string(ps.Trigger), func(t *testing.T) { exercisePassive(t, d, r.ID, true, ps) })
		}
	}
}

func exerciseScene(t *testing.T, d *Deck, sc Scene) {
	if sc.NoRoll {
		for o := range sc.Options {
			x := exerciseGame(t, d, allEffects(sc.Options[o].Outcome), stack(sc.ID))
			x.g.scene(sc.ID)
			x.g.do(Act, 0, 0)
			from := len(x.g.ev)
			for _, seat := range []int8{1, 2, 0} {
				x.g.do(Answer, seat, int8(o))
			}
			x.settle()
			for i, seat := range []int8{0, 1, 2} {
				x.expect(from, seat, -1, sc.Options[o].Outcome.Effects, i == 0, "option")
			}
			for _, gr := range sc.Group {
				if gr.Option == o && gr.When != NoneChose {
					x.expect(from, 0, -1, gr.Outcome.Effects, true, "group rule")
				}
			}
		}
		return
	}
	for _, ok := range []bool{true, false} {
		out := sc.Fail
		faces := ones(12)
		if ok {
			out, faces = sc.Succeed, sixes(12)
		}
		x := exerciseGame(t, d, allEffects(out, sc.Refuse), both(stack(sc.ID), dice(faces...)))
		x.g.scene(sc.ID)
		x.g.do(Act, 0, 0)
		x.g.do(Commit, 0, 3)
		x.g.do(Support, 1, 3)
		x.g.do(Refuse, 2, 0)
		x.g.do(Boost, 0, 1)
		from := len(x.g.ev)
		x.g.do(Roll, 0, 0)
		x.settle()
		if x.g.count(EvSuccess) != b2i(ok) {
			t.Fatalf("success %v expected", ok)
		}
		x.expect(from, 0, -1, out.Effects, true, "acting")
		x.expect(from, 1, -1, out.Effects, false, "supporter")
		x.expect(from, 2, -1, sc.Refuse.Effects, true, "refuser")
	}
	if !sc.Unavoidable {
		out := sc.Refuse
		if len(sc.AllRefuse.Effects) > 0 || sc.AllRefuse.Text != "" {
			out = sc.AllRefuse
		}
		x := exerciseGame(t, d, out.Effects, stack(sc.ID))
		x.g.scene(sc.ID)
		from := len(x.g.ev)
		x.g.do(Avoid, 0, 0)
		x.settle()
		for i := range int8(3) {
			x.expect(from, i, -1, out.Effects, i == 0, "avoid")
		}
	}
}

// exerciseCard plays a trait or asset by seat 0 in its window, on a
// hardship scene that seat 0 acts on with seat 1 supporting.
func exerciseCard(t *testing.T, d *Deck, id string, w Window, effs []Effect, asset bool) {
	scene := d.Scenes[slices.IndexFunc(d.Scenes, func(s Scene) bool { return !s.NoRoll })].ID
	x := exerciseGame(t, d, effs, both(stack(scene), dice(ones(12)...)))
	g := x.g
	var card int16
	if asset {
		card = g.giveAsset(id, 0)
	} else {
		card = g.giveTrait(id, 0)
	}
	play := func() int {
		from := len(g.ev)
		if asset {
			g.do(UseAsset, 0, 0, card)
		} else {
			g.do(PlayTrait, 0, 0, card)
		}
		x.settle()
		return from
	}
	steps := []func(){
		func() { g.scene(scene) },
		func() { g.do(Act, 0, 0) },
		func() { g.do(Commit, 0, 2) },
		func() { g.do(Support, 1, 1); g.do(Refuse, 2, 0) },
		func() { g.do(Boost, 0, 0) },
		func() { g.do(Roll, 0, 0) },
		func() { // the after-roll window opens only for someone's card
			if g.s.Pending.Kind == PendRolled {
				g.do(Pass, 0, 0)
			}
		},
	}
	at := map[Window]int{OwnTurn: 0, AnyDecision: 0, OnDraw: 1, OnCommit: 3, BeforeRoll: 5, AfterRoll: 6, OnOutcome: 7}[w]
	for _, step := range steps[:at] {
		step()
	}
	from := play()
	x.expect(from, 0, -1, effs, true, id)
}

// exercisePassive gives seat 0 the personality (or puts the relationship
// between seats 0 and 1) and makes its trigger happen.
func exercisePassive(t *testing.T, d *Deck, id string, rel bool, ps Passive) {
	scene := ""
	for _, sc := range d.Scenes {
		// a scene whose outcomes cannot undo what the passive does
		clash := (uses(ps.Effects, Heal) && uses(allEffects(sc.Fail, sc.Succeed, sc.Refuse), Harm)) ||
			(uses(ps.Effects, Feed) && uses(allEffects(sc.Fail, sc.Succeed, sc.Refuse), Hunger))
		if !sc.NoRoll && !sc.Unavoidable && !clash && (ps.Terrain == "" || sc.Terrain == ps.Terrain) {
			scene = sc.ID
			break
		}
	}
	faces := sixes(12)
	if ps.Trigger == WhenFailing {
		faces = ones(12)
	}
	x := exerciseGame(t, d, ps.Effects, both(stack(scene), dice(faces...)))
	g := x.g
	if rel {
		g.s.Rels[0] = Rel{Card: g.s.Cards.relIndex(id)}
	} else {
		g.s.Seats[0].Personality = g.s.Cards.personIndex(id)
	}
	from := len(g.ev)
	self, partner := int8(0), int8(1)
	switch ps.Trigger {
	case WhenRoundStarts:
		g.s.Owed = 0
		g.scene(scene)
		from = len(g.ev)
		g.do(Avoid, 0, 0)
	case WhenAvoiding:
		g.scene(scene)
		g.do(Avoid, 0, 0)
	default:
		g.scene(scene)
		from = len(g.ev)
		g.do(Act, 0, 0)
		g.do(Commit, 0, 2)
		if ps.Trigger == WhenSupporting || ps.Trigger == WhenRefusing {
			self, partner = 1, 0 // the holder is the one helping or not
			if !rel {
				g.s.Seats[0].Personality, g.s.Seats[1].Personality = NoCard, g.s.Seats[0].Personality
			}
		}
		if ps.Trigger == WhenPartnerActs {
			self, partner = 1, 0
		}
		if ps.Trigger == WhenRefusing || ps.Trigger == WhenPartnerRefuses {
			g.do(Refuse, 1, 0)
		} else {
			g.do(Support, 1, 1)
		}
		g.do(Refuse, 2, 0)
		g.do(Boost, 0, 1)
		g.do(Roll, 0, 0)
	}
	x.settle()
	x.expect(from, self, partner, ps.Effects, true, id)
}
