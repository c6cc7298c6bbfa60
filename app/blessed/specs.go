package blessed

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/rules/blessed"
	"lantern/rules/words"
)

// specsView names the Specializations a character has chosen, with what
// waits for a recharge or is used up this session, and offers choosing,
// dropping and recharging them.
func (p *Play) specsView(i int) app.UI {
	ms := p.legal(i, blessed.ChooseSpec, blessed.RechargeSpec)
	if len(ms) == 0 {
		return app.Text("")
	}
	return tag.Div().Class("blessed-specs").Body(
		app.If(p.specsText(i) != "", func() app.UI {
			return tag.P().ID(fmt.Sprintf("char-%d-specs", i+1)).Text(p.specsText(i))
		}),
		p.choice(fmt.Sprintf("char-%d-spec", i+1), "Specializations Lantern applies", ms, (*Play).specLabel),
	)
}

func (p *Play) specsText(i int) string {
	st := p.g.State
	var parts []string
	for sp := blessed.Helpful; sp <= blessed.Dominating; sp++ {
		if !st.HasSpec(i, sp) {
			continue
		}
		s := sp.String()
		switch {
		case st.SpecUsed(i, sp):
			s += fmt.Sprintf(" (used: recharge with %s)", st.RechargeText(i, sp))
		case sp == blessed.Analytical && len(st.Marks) > i && st.Marks[i].Analyzed > 0:
			s += fmt.Sprintf(" (%s of %d this session)", words.Count(st.Marks[i].Analyzed, "use"), blessed.AnalyticalUses)
		case sp == blessed.Calm && len(st.Marks) > i && st.Marks[i].Kept > 0:
			s += fmt.Sprintf(" (a %d kept)", st.Marks[i].Kept)
		case sp == blessed.Calm && len(st.Marks) > i && st.Marks[i].Calmed:
			s += " (used this session)"
		}
		parts = append(parts, s)
	}
	if len(parts) == 0 {
		return ""
	}
	return "Specializations: " + strings.Join(parts, ", ")
}

func (p *Play) specLabel(m blessed.Move) string {
	sp := blessed.Spec(m.Value)
	switch {
	case m.Kind == blessed.RechargeSpec:
		return fmt.Sprintf("Recharge %v (%s)", sp, p.g.State.RechargeText(m.Seat, sp))
	case m.Other == 1:
		return "Drop " + sp.String()
	}
	return "Take " + sp.String() + ": " + specEffect[sp]
}

// specEffect says what each Specialization Lantern applies does.
var specEffect = [...]string{
	blessed.Helpful:      "Help Blessings worth 1 more",
	blessed.Favored:      "one more boon on a success it covers",
	blessed.Mischievous:  "another's check 3 lower, then recharge",
	blessed.Imposing:     "first position roll twice, the higher kept",
	blessed.Analytical:   "twice a session, Help with four d6: +5 for two equal piles",
	blessed.Ascendant:    "a non-violent spark of three d8-or-larger stats, at double the cost",
	blessed.Attentive:    "after a Hand or Heart success, a violent attack with that stat",
	blessed.Calm:         "once a session, keep a Head or Home roll for a later check",
	blessed.Determined:   "one check without harm from conditions, then recharge",
	blessed.Harmonious:   "spark with another Harmonious character's stat",
	blessed.Insured:      "a check tending their wounds succeeds; its recharge grows",
	blessed.Protective:   "become the defender of a violent attack, then recharge",
	blessed.Resolved:     "an attack that succeeds costs a boon and a bust, and gives a Blessing",
	blessed.SelfAccepted: "a social success with an unconventional stat: one more boon",
	blessed.Tactical:     "in an Endeavor action, an ally yet to act helps and skips their turn",
	blessed.Commanding:   "as an Endeavor action, an ally yet to act rolls a new position roll, then recharge",
	blessed.Kinetic:      "exchange a Hand or Home position roll with an ally's lower one before anyone acts, then recharge",
	blessed.SureFooted:   "protecting themself, a check with the position roll keeps it up longer",
	blessed.Zealous:      "as an Endeavor action, Zeal buttons a place below them and their allies, then recharge",
	blessed.Dominating:   "an opponent their action moves onto a stopping button moves on",
}

// favorView is the character's favorability with everyone at the table
// it is not zero with, and the moves that change it.
func (p *Play) favorView(i int) app.UI {
	ms := p.legal(i, blessed.Favorability, blessed.CallFavor)
	if len(ms) == 0 {
		return app.Text("")
	}
	return tag.Div().Class("blessed-favor").Body(
		tag.P().ID(fmt.Sprintf("char-%d-favor", i+1)).Text(p.favorText(i)),
		p.choice(fmt.Sprintf("char-%d-favoring", i+1), "Change favorability", ms, (*Play).favorLabel),
	)
}

func (p *Play) favorText(i int) string {
	st := p.g.State
	var parts []string
	for j := range st.Party {
		if f := st.FavorOf(i, j); j != i && f != 0 {
			parts = append(parts, fmt.Sprintf("%s %+d", p.sheets[j].Name, f))
		}
	}
	if len(parts) == 0 {
		return "Favorability: even with everyone at the table."
	}
	return "Favorability: " + strings.Join(parts, ", ") + "."
}

func (p *Play) favorLabel(m blessed.Move) string {
	who := p.sheets[m.Other].Name
	switch {
	case m.Kind == blessed.CallFavor:
		return fmt.Sprintf("Call on %s: favorability down %d for %s", who, m.Value, words.Count(m.Value, "Blessing"))
	case m.Value == 1:
		return fmt.Sprintf("Up with %s (now %+d)", who, p.g.State.FavorOf(m.Seat, m.Other))
	}
	return fmt.Sprintf("Down with %s (now %+d)", who, p.g.State.FavorOf(m.Seat, m.Other))
}
