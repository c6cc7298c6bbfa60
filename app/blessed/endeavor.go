package blessed

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/rules/blessed"
	"lantern/rules/words"
)

// endeavorView runs an Endeavor: one track per participant, readable at a
// glance, then the moves of the round's phase and the hand edits.
func (p *Play) endeavorView() app.UI {
	e := p.g.State.Endeavor
	if e == nil {
		begins := p.legal(-1, blessed.BeginEndeavor)
		if len(begins) == 0 {
			return app.Text("")
		}
		return tag.Section().ID("blessed-endeavor").Class("blessed-endeavor").Aria("label", "Endeavor").Body(
			tag.Div().Class("blessed-actions").Body(
				app.Range(begins).Slice(func(k int) app.UI {
					m := begins[k]
					return p.moveButton(p.say(m, "endeavor-begin-{value}"), beginEndeavorLabel(blessed.EndeavorKind(m.Value)), m).Class("secondary")
				}),
			),
		)
	}
	return tag.Section().ID("blessed-endeavor").Class("blessed-endeavor").Aria("label", "Endeavor").Body(
		tag.H2().Text(fmt.Sprintf("%v · round %d", e.Kind, e.Round)),
		tag.P().ID("endeavor-phase").Class("endeavor-phase").Text(p.phaseText(*e)),
		p.tracks(*e),
		p.choice("endeavor-join", "Join the Endeavor", p.legal(-1, blessed.JoinEndeavor), (*Play).joinLabel),
		p.monsterView(*e),
		p.choice("endeavor-tags", "A monstrosity's tags (secret)", p.legal(-1, blessed.TagMonster), (*Play).tagLabel),
		p.choice("endeavor-recovery", "Recovery button", p.legal(-1, blessed.SetRecovery), (*Play).recoveryLabel),
		p.choiceButton("endeavor-position", "Roll for position", "Roll", p.legal(-1, blessed.PositionRoll), (*Play).positionLabel),
		p.choiceButton("endeavor-act", "This turn", "Do it", p.turnMoves(), (*Play).actLabel),
		p.choiceButton("endeavor-strike", "Out of turn: a monstrosity's attack (Revenge, Unrelenting)", "Attack", p.legal(-1, blessed.Strike), (*Play).strikeLabel),
		p.endTurnButton(),
		p.buttons("endeavor-reverse", "Turn the order round (one who held the most temporary Blessings no longer does)", "secondary", p.legal(-1, blessed.ReverseOrder)),
		p.choiceButton("endeavor-fatigue", "Fatigue: check to stay in the race", "Check", p.legal(-1, blessed.FatigueCheck), (*Play).fatigueLabel),
		p.choiceButton("endeavor-special", "Special action", "Do it", p.legal(-1, blessed.Special, blessed.ComboOn), (*Play).specialLabel),
		p.buttons("endeavor-skip-special", "No special action: next round", "secondary", p.legal(-1, blessed.SkipSpecial)),
		p.choiceButton("endeavor-push", "After the combo: push down", "Push", p.legal(-1, blessed.Push), (*Play).pushLabel),
		p.choiceButton("endeavor-group", p.groupTitle(), "Move", p.legal(-1, blessed.GroupMove, blessed.Share), (*Play).groupLabel),
		p.landView(*e),
		tag.Details().Class("endeavor-hand").Body(
			tag.Summary().Text("Change the track by hand"),
			p.choice("endeavor-hand", "Hand edit (for effects Lantern leaves to the table)",
				p.legal(-1, blessed.TrackMove, blessed.Wound, blessed.LeaveEndeavor, blessed.PlaceTerrain), (*Play).handLabel),
			p.moveButton("endeavor-end", "End the Endeavor (temporary Blessings vanish)", blessed.Move{Kind: blessed.EndEndeavor}).Class("secondary"),
		),
	)
}

func (p *Play) endTurnButton() app.UI {
	ms := p.legal(-1, blessed.EndTurn)
	return app.Range(ms).Slice(func(k int) app.UI {
		return p.moveButton("endeavor-end-turn", "End "+p.sheets[ms[k].Seat].Name+"'s turn (pass or after protecting)", ms[k]).Class("secondary")
	})
}

func (p *Play) phaseText(e blessed.Endeavor) string {
	switch e.Phase {
	case blessed.Turns:
		if a := e.Actor(); a >= 0 {
			order := make([]string, len(e.Order))
			for k, i := range e.Order {
				order[k] = p.sheets[e.Racers[i].Seat].Name
			}
			return fmt.Sprintf("%s's turn. Order: %s.", p.sheets[e.Racers[a].Seat].Name, strings.Join(order, " → "))
		}
	case blessed.Specials:
		if p.fatigueFirst() {
			return "Every turn is taken. First each racer with Fatigue buttons checks to stay in the race; then the special action."
		}
		var who []string
		for _, i := range e.Leaders() {
			who = append(who, p.sheets[e.Racers[i].Seat].Name)
		}
		return "Every turn is taken. The special action goes to the most temporary Blessings: " + words.List(who) + "."
	}
	return "Each participant rolls a stat for position; half the roll, at least 1, is their standard amount and their temporary Blessings."
}

// tracks draws one row per participant: a line of words with everything
// the row shows, and the track itself (its marks repeat the words).
func (p *Play) tracks(e blessed.Endeavor) app.UI {
	length := 20
	if e.Kind == blessed.Monstrous {
		length = blessed.VictoryAt + 1
	}
	for _, r := range e.Racers {
		length = max(length, r.Pos+3, r.Start+1)
	}
	length = min(length, blessed.MaxTrack+1)
	return tag.Ul().ID("endeavor-tracks").Class("endeavor-tracks").Body(
		app.Range(e.Racers).Slice(func(k int) app.UI {
			r := e.Racers[k]
			cls := "track-row"
			if r.Out {
				cls += " out"
			}
			if e.Actor() == k {
				cls += " acting"
			}
			return tag.Li().ID(fmt.Sprintf("track-%d", r.Seat+1)).Class(cls).Body(
				tag.P().Class("track-label").Text(p.racerText(e, r)),
				tag.Ol().Class("track").Aria("hidden", true).Body(
					app.Range(make([]int, length)).Slice(func(at int) app.UI { return trackCell(e, r, at) }),
				),
				trackScale(length),
			)
		}),
	)
}

func trackCell(e blessed.Endeavor, r blessed.Racer, at int) app.UI {
	cls, mark := "cell", ""
	add := func(on bool, c, m string) {
		if on {
			cls += " " + c
			mark += m
		}
	}
	add(slices.Contains(r.Wounds, at), "wound", "W")
	add(r.Recovery == at && r.Recovery > 0, "recovery", "R")
	add(slices.Contains(r.Zeal, at), "zeal", "Z")
	add(r.Monster && at == 0, "defeat", "D")
	add(slices.Contains(e.Terrain, at) || slices.Contains(r.Terrain, at), "terrain", "T")
	add(slices.Contains(r.Areas, at), "area", "A")
	add(e.Finish > 0 && at == e.Finish, "finish", "F")
	add(slices.Contains(e.Schemes, at), "scheme", "S")
	add(r.Pos == at, "here", "●")
	return tag.Li().Class(cls).Text(mark)
}

// trackScale numbers every tenth position under the track, in a grid of
// the track's columns: a number is centred on its cell and may spill
// into its neighbours, so it stays whole at body size even where a cell
// is a few pixels wide; the first and last keep inside the track's ends.
func trackScale(length int) app.UI {
	var at []int
	for n := 0; n < length; n += 10 {
		at = append(at, n)
	}
	return tag.Ol().Class("track-scale").Aria("hidden", true).
		Style("grid-template-columns", fmt.Sprintf("repeat(%d, minmax(0, 1fr))", length)).Body(
		app.Range(at).Slice(func(k int) app.UI {
			n, align := at[k], "center"
			switch {
			case n == 0:
				align = "start"
			case length-1-n < 2:
				align = "end"
			}
			return tag.Li().Style("grid-column", itoa(n+1)).Style("justify-self", align).Text(itoa(n))
		}),
	)
}

func (p *Play) racerText(e blessed.Endeavor, r blessed.Racer) string {
	parts := []string{fmt.Sprintf("%s: at %d", p.sheets[r.Seat].Name, r.Pos)}
	if r.Monster {
		parts[0] += fmt.Sprintf(" (monstrosity, started at %d)", r.Start)
	}
	if r.Out {
		parts = append(parts, "out of the Endeavor")
	}
	parts = append(parts, words.CountOf(len(r.Temp), "temporary Blessing", "temporary Blessings"))
	if r.Rolled() {
		parts = append(parts, fmt.Sprintf("position %v %d, standard amount %d", r.Stat, sumOf(r.Faces), r.Standard()))
	}
	if n := r.Protection(); n > 0 {
		parts = append(parts, fmt.Sprintf("protected: attacks %s harder", words.Count(n, "rank")))
	}
	if len(r.Wounds) > 0 {
		parts = append(parts, "Wounds at "+numbers(r.Wounds))
	}
	if len(r.Zeal) > 0 {
		parts = append(parts, "Zeal at "+numbers(r.Zeal))
	}
	if r.Recovery > 0 {
		parts = append(parts, fmt.Sprintf("Recovery at %d", r.Recovery))
	}
	if r.Fatigue > 0 {
		parts = append(parts, words.Count(r.Fatigue, "Fatigue button"))
	}
	if len(r.Terrain) > 0 {
		parts = append(parts, "Terrain at "+numbers(r.Terrain))
	}
	if len(r.Areas) > 0 {
		parts = append(parts, "Areas at "+numbers(r.Areas))
	}
	s := strings.Join(parts, " · ")
	if len(e.Schemes) > 0 && r.Monster {
		s += " · Schemes at " + numbers(e.Schemes)
	}
	if e.Finish > 0 {
		s += fmt.Sprintf(" · finish line at %d", e.Finish)
	}
	return s + "."
}

func numbers(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = itoa(x)
	}
	return words.List(parts)
}

func sumOf(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

func (p *Play) joinLabel(m blessed.Move) string {
	if m.Value > 0 {
		return p.say(m, "{seat} joins as a monstrosity at {value}")
	}
	return p.sheets[m.Seat].Name + " joins"
}

func (p *Play) recoveryLabel(m blessed.Move) string {
	return p.say(m, "{seat}: Recovery button {value} below the start")
}

func (p *Play) positionLabel(m blessed.Move) string {
	return fmt.Sprintf("%s rolls %v (%v)", p.sheets[m.Seat].Name, m.Stat, p.g.State.Party[m.Seat].Die(m.Stat))
}

// turnMoves are the actions of the turn: act, protect, and the
// Specializations that change the track (HB-52).
func (p *Play) turnMoves() []blessed.Move {
	return p.legal(-1, blessed.Act, blessed.Protect, blessed.Command, blessed.Exchange, blessed.SureFoot, blessed.Zeal,
		blessed.ZealAct, blessed.UniqueSkill)
}

func (p *Play) actLabel(m blessed.Move) string {
	name := p.sheets[m.Seat].Name
	switch m.Kind {
	case blessed.Command:
		return fmt.Sprintf("%s, Commanding: %s rolls %v for a new position roll", name, p.sheets[m.Other].Name, m.Stat)
	case blessed.Exchange:
		return fmt.Sprintf("%s, Kinetic: exchange position rolls with %s", name, p.sheets[m.Other].Name)
	case blessed.SureFoot:
		return name + ", Sure-footed: check with the position roll to stay protected longer"
	case blessed.Zeal:
		return name + ", Zealous: Zeal buttons a place below them and their allies"
	case blessed.ZealAct:
		if blessed.Action(m.Value) == blessed.NoAction {
			return name + " makes no Zeal attack"
		}
		return fmt.Sprintf("%s's Zeal attack: %v on %s", name, blessed.Action(m.Value), p.sheets[m.Other].Name)
	case blessed.Protect:
		return fmt.Sprintf("%s spends a %d to protect %s", name, m.Value, p.sheets[m.Other].Name)
	case blessed.UniqueSkill:
		return fmt.Sprintf("%s spends two %ds on a Unique Skill: two actions combined", name, m.Value)
	}
	if a := blessed.Action(m.Value); a != blessed.Advance {
		return fmt.Sprintf("%s: %v on %s", name, a, p.sheets[m.Other].Name)
	}
	return name + ": advance (a check; success moves up the standard amount)"
}

func (p *Play) specialLabel(m blessed.Move) string {
	name := p.sheets[m.Seat].Name
	a := blessed.SpecialAction(m.Value)
	switch {
	case a == blessed.Victory:
		return fmt.Sprintf("%s declares victory: %s is out", name, p.sheets[m.Other].Name)
	case m.Kind == blessed.ComboOn:
		var on []string
		for seat := range p.g.State.Party {
			if m.Value&(1<<seat) != 0 {
				on = append(on, p.sheets[seat].Name)
			}
		}
		return fmt.Sprintf("%s performs a combo wounding %s", name, words.List(on))
	case a == blessed.Combo && p.g.State.NPC(m.Seat):
		return fmt.Sprintf("%s performs a combo on %s", name, p.sheets[m.Other].Name)
	}
	return fmt.Sprintf("%s: %v", name, a)
}

func (p *Play) handLabel(m blessed.Move) string {
	switch m.Kind {
	case blessed.TrackMove:
		if m.Value < 0 {
			return fmt.Sprintf("%s down %d", p.sheets[m.Seat].Name, -m.Value)
		}
		return p.say(m, "{seat} up {value}")
	case blessed.Wound:
		return p.sheets[m.Seat].Name + " is wounded"
	case blessed.LeaveEndeavor:
		return p.sheets[m.Seat].Name + " leaves the Endeavor"
	}
	return p.say(m, "Terrain at {value}")
}

// beginEndeavorLabel reads "Begin an Endeavor", "Begin a Racing Endeavor".
func beginEndeavorLabel(k blessed.EndeavorKind) string {
	if k == blessed.PlainEndeavor {
		return "Begin an Endeavor"
	}
	return "Begin a " + k.String()
}

func (p *Play) fatigueLabel(m blessed.Move) string {
	return p.say(m, "{seat} checks {stat}")
}

func (p *Play) pushLabel(m blessed.Move) string {
	return p.say(m, "{seat} moves down {value}, pushing {other} down {value}")
}

// groupTitle heads the group's movement: its total to share, or what is left.
func (p *Play) groupTitle() string {
	if g := p.g.State.Group; g != 0 {
		return fmt.Sprintf("The group's movement: %d %s left to share out", max(g, -g), upOrDown(g))
	}
	return "A group moves together"
}

func (p *Play) groupLabel(m blessed.Move) string {
	switch {
	case m.Kind == blessed.Share:
		return p.say(m, "{seat} takes {value} of it")
	case m.Value == 0:
		return "The group moves no further"
	}
	return fmt.Sprintf("The group moves %s %d in all", upOrDown(m.Value), max(m.Value, -m.Value))
}

func upOrDown(n int) string {
	if n < 0 {
		return "down"
	}
	return "up"
}

// fatigueFirst reports whether the round's Fatigue checks are owed
// before its special action can be taken (edition 3).
func (p *Play) fatigueFirst() bool {
	return len(p.legal(-1, blessed.FatigueCheck)) > 0 && len(p.legal(-1, blessed.SkipSpecial)) == 0
}

// landView lays out a race (edition 3): its finish line, and each racer's
// own Terrain, a few places ahead of them at a time (the list stays short).
func (p *Play) landView(e blessed.Endeavor) app.UI {
	at := map[int]int{} // by seat: where each racer stands
	for _, r := range e.Racers {
		at[r.Seat] = r.Pos
	}
	var terrain []blessed.Move
	for _, m := range p.legal(-1, blessed.LayTerrain) {
		if m.Value > at[m.Seat] && m.Value <= at[m.Seat]+landAhead {
			terrain = append(terrain, m)
		}
	}
	return tag.Div().Body(
		p.choiceButton("endeavor-finish", "Finish line", "Set", p.legal(-1, blessed.Finish), (*Play).finishLabel),
		p.choiceButton("endeavor-terrain", "The lay of the land: a racer's own Terrain", "Lay it", terrain, (*Play).terrainLabel),
	)
}

// landAhead is how far ahead of a racer Terrain is offered.
const landAhead = 15

func (p *Play) finishLabel(m blessed.Move) string { return p.say(m, "Finish line at {value}") }

func (p *Play) terrainLabel(m blessed.Move) string {
	if m.Other == 1 {
		return p.say(m, "{seat}: Terrain at {value}, an Area (it limits the stats for position rolls)")
	}
	return p.say(m, "{seat}: Terrain at {value}")
}

func (p *Play) tagLabel(m blessed.Move) string {
	if m.Other == 1 {
		return fmt.Sprintf("%s loses %v", p.sheets[m.Seat].Name, blessed.MonsterTag(m.Value))
	}
	return fmt.Sprintf("%s: %v (%s)", p.sheets[m.Seat].Name, blessed.MonsterTag(m.Value), tagBlurbs[m.Value])
}

// tagBlurbs say in a few words what each monstrosity tag does.
var tagBlurbs = [...]string{
	"recovering, it attacks one who moved it down",
	"at each round's end, an attack for each Recovery used",
	"while its Recovery button stands, each roll twice, the higher kept",
	"attacks close to its aptitudes fail",
	"a Unique Skill for two Blessings of one face",
}

func (p *Play) strikeLabel(m blessed.Move) string {
	return p.say(m, "{seat} attacks {other} with its position roll")
}
