package harrowing

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/harrowing"
)

// spreading: the question places corruption or healing point by point,
// which the table answers in one step (a count per sin, then Done).
func spreading(s harrowing.State) bool {
	return s.Ask != nil && (s.Ask.Kind == harrowing.AskCorrupt || s.Ask.Kind == harrowing.AskHeal)
}

// spreadView is a count for each sin the question allows, and Done once
// the counts add up to what must be placed.
func (p *Play) spreadView() app.UI {
	s := p.g.State
	a := s.Ask
	if p.spreadAt != p.g.Moves || len(p.spread) != len(harrowing.Sins) {
		p.spread, p.spreadAt = suggest(s), p.g.Moves
	}
	left := int(a.N) - sum(p.spread)
	return bodyEl("div", "harrowing-spread-form",
		textWith("p", spreadLine(*a, left), "id", "harrowing-spread-left", "aria-live", "polite"),
		bodyWith("div", []string{"class", "harrowing-spread"},
			app.Range(a.Options).Slice(func(i int) app.UI { return p.spreadField(a.Options[i].Index, left) }),
		),
		el("button", "type", "button", "id", "harrowing-spread-done", "class", "btn").Attr("disabled", left != 0).
			Text("Done").OnClick(p.spreadDone),
	)
}

// spreadLine says how many points the question places, the number its
// words give, and how many of them the counts leave to choose (none once
// the suggested counts are taken).
func spreadLine(a harrowing.Ask, left int) string {
	verb := " corruption to place: "
	if a.Kind == harrowing.AskHeal {
		verb = " corruption to heal: "
	}
	return strconv.Itoa(int(a.N)) + verb + strconv.Itoa(left) + " more to choose."
}

// spreadField is one sin's count: how much it has, and a select of how
// many points go there.
func (p *Play) spreadField(sin int8, left int) app.UI {
	s := p.g.State
	a := s.Ask
	ef := s.Effigies[a.Seat]
	room := int(harrowing.MaxSin - ef.Corrupt[sin])
	if a.Kind == harrowing.AskHeal {
		room = int(ef.Corrupt[sin] - ef.Base[sin])
	}
	most := min(room, p.spread[sin]+left)
	id := "harrowing-spread-" + string(harrowing.Sins[sin])
	return bodyEl("div", "field",
		textWith("label", title(string(harrowing.Sins[sin]))+" ("+strconv.Itoa(int(ef.Corrupt[sin]))+" of 6)", "for", id),
		el("select", "id", id).DataSet("sin", sin).OnChange(p.setSpread).Body(
			app.Range(make([]struct{}, most+1)).Slice(func(k int) app.UI {
				return option(strconv.Itoa(k), strconv.Itoa(k), k == p.spread[sin])
			}),
		),
	)
}

func (p *Play) setSpread(ctx app.Context, _ app.Event) {
	v, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
	if sin := dataInt(ctx, "sin"); err == nil && sin < len(p.spread) {
		p.spread[sin] = v
	}
}

// spreadDone plays the counts as the rules ask them: one point at a
// time, while the game still asks this effigy where its points go.
func (p *Play) spreadDone(app.Context, app.Event) {
	plan := p.spread
	p.spread = nil
	for _, m := range spreadMoves(p.g.State, plan) {
		p.play(m)
		if !spreading(p.g.State) {
			break
		}
	}
}

// spreadMoves are the answers that place plan, point by point, for as
// long as the game keeps asking (a damned effigy handing its corruption
// on ends it); each stays a move of its own in the record.
func spreadMoves(s harrowing.State, plan []int) []harrowing.Move {
	var out []harrowing.Move
	for spreading(s) {
		m, ok := nextSpread(s, plan)
		if !ok {
			break
		}
		next, _, err := harrowing.Apply(s, m)
		if err != nil {
			break
		}
		out, s = append(out, m), next
	}
	return out
}

// nextSpread is the answer placing the next planned point, taking it off
// plan.
func nextSpread(s harrowing.State, plan []int) (harrowing.Move, bool) {
	for i, o := range s.Ask.Options {
		if plan[o.Index] > 0 {
			plan[o.Index]--
			return harrowing.Move{Kind: harrowing.Choose, Seat: s.Ask.Seat, Index: int8(i)}, true
		}
	}
	return harrowing.Move{}, false
}

// suggest is the plan offered first, for the table to change or accept:
// each point where it does least harm, corruption to the emptiest sin,
// healing from the fullest.
func suggest(s harrowing.State) []int {
	a := s.Ask
	ef := s.Effigies[a.Seat]
	plan := make([]int, len(harrowing.Sins))
	for range a.N {
		best := -1
		for _, o := range a.Options {
			i := o.Index
			now := ef.Corrupt[i] + int8(plan[i])
			if a.Kind == harrowing.AskHeal {
				now = ef.Corrupt[i] - int8(plan[i])
				if now > ef.Base[i] && (best < 0 || now > ef.Corrupt[best]-int8(plan[best])) {
					best = int(i)
				}
				continue
			}
			if now < harrowing.MaxSin && (best < 0 || now < ef.Corrupt[best]+int8(plan[best])) {
				best = int(i)
			}
		}
		if best < 0 {
			break
		}
		plan[best]++
	}
	return plan
}

func sum(list []int) int {
	t := 0
	for _, v := range list {
		t += v
	}
	return t
}
