package blessed

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/blessed"
	"lantern/rules/words"
)

func (p *Play) partyView() app.UI {
	return tag.Section().Class("blessed-party").Aria("label", "The party").Body(
		tag.H2().Text("The party"),
		app.If(len(p.g.State.Party) == 0, func() app.UI {
			return tag.P().Class("hint").Text("No characters yet: add the first one below.")
		}),
		tag.Ul().Class("blessed-sheets").Body(
			app.Range(p.g.State.Party).Slice(func(i int) app.UI { return p.sheetView(i) }),
		),
	)
}

// sheetView is one character's card: dice by stat in words, Blessings,
// conditions and the moves that touch only them.
func (p *Play) sheetView(i int) app.UI {
	c, sh := p.g.State.Party[i], p.sheets[i]
	id := "char-" + itoa(i+1)
	title := sh.Name
	if sh.Pronouns != "" {
		title += " (" + sh.Pronouns + ")"
	}
	stats := p.g.State.Config.Stats()
	gains, spends := p.legal(i, blessed.GainBlessing), spendable(p.legal(i, blessed.SpendBlessing))
	return tag.Li().ID(id).Class("blessed-sheet").Body(
		tag.H3().Text(title),
		tag.P().Text(p.kindText(i)),
		tag.Ul().Class("blessed-dice").Aria("label", "Stat dice").Body(
			app.Range(stats).Slice(func(k int) app.UI {
				st := stats[k]
				mark := ""
				if c.Ignites(st) {
					mark = " (ignited)"
				}
				return tag.Li().Text(st.String() + " " + c.Die(st).String() + mark)
			}),
		),
		tag.P().ID(id+"-apts").Text(aptitudes(c, sh)),
		tag.P().ID(id+"-blessings").Text(blessingsText(c, p.g.State.PermanentBlessings(i))),
		app.If(len(p.g.State.TempBlessings(i)) > 0, func() app.UI {
			return tag.P().ID(id + "-temporary").Text("Temporary " + blessingsText(c, p.g.State.TempBlessings(i)))
		}),
		tag.P().ID(id+"-conditions").Text(conditionsText(c)),
		tag.Div().Class("blessed-actions").Body(
			p.buttons(id+"-gain", "Gain a Blessing", "", gains),
			app.Range(spends).Slice(func(k int) app.UI {
				m := spends[k]
				return p.moveButton(fmt.Sprintf("%s-spend-%s%d", id, permanentID(m), m.Value), "Spend a "+p.faceText(m), m)
			}),
		),
		p.choice(id+"-share", "Blessings between characters", p.legal(i, blessed.GiveBlessing, blessed.StealBlessing), (*Play).shareLabel),
		p.conditionControls(i),
		p.choiceButton(id+"-die", "The game master sets a die", "Set", p.legal(i, blessed.SetDie), (*Play).dieLabel),
		p.specsView(i),
		p.bankView(i),
		p.favorView(i),
		p.hazeView(i),
		p.sheetEditor(i),
	)
}

// kindText says whose character a card is: a player's lifestyle and
// ethic, or the game master's.
func (p *Play) kindText(i int) string {
	if p.g.State.NPC(i) {
		return "The game master's character"
	}
	c := p.g.State.Party[i]
	return c.Lifestyle.String() + " · " + c.Ethic.String()
}

// bankView is what the character's ethic banked, and banking or spending
// one (when the ethic allows it is the table's call).
func (p *Play) bankView(i int) app.UI {
	ms := p.legal(i, blessed.BankOne, blessed.SpendBanked, blessed.CopyBlessing, blessed.FavorBanked)
	if len(ms) == 0 {
		return app.Text("")
	}
	b := p.g.State.Banked(i)
	return tag.Div().Class("blessed-bank").Body(
		tag.P().ID(fmt.Sprintf("char-%d-bank", i+1)).Text(fmt.Sprintf("Banked by the ethic: %s, %s.",
			words.Count(b.Boons, "boon"), words.Count(b.Busts, "bust"))),
		p.choice(fmt.Sprintf("char-%d-banking", i+1), "Bank or spend", ms, (*Play).bankLabel),
	)
}

// hazeView shows a character's Haze and Haunted dice and lets the table
// grow the Haze die.
func (p *Play) hazeView(i int) app.UI {
	st := p.g.State
	if !st.Config.Haze && !st.Config.Haunted {
		return app.Text("")
	}
	var dice []string
	if st.Config.Haze {
		dice = append(dice, "Haze "+st.HazeDie(i).String())
	}
	if st.Config.Haunted {
		dice = append(dice, "Haunted "+st.HauntedDie(i).String())
	}
	ms := p.legal(i, blessed.Darken)
	return tag.Div().Class("blessed-actions").Body(
		tag.Span().ID(fmt.Sprintf("char-%d-special", i+1)).Text(strings.Join(dice, " · ")),
		p.buttons(fmt.Sprintf("char-%d-darken", i+1), "Failed against the darkness: Haze grows", "secondary", ms),
	)
}

func (p *Play) bankLabel(m blessed.Move) string {
	switch m.Kind {
	case blessed.CopyBlessing:
		return p.say(m, "Spend a banked bust: copy {other}'s {value} (it does not bump)")
	case blessed.FavorBanked:
		return p.say(m, "Spend a banked bust: favorability with {other} 1 higher this session")
	}
	what := ""
	switch m.Value {
	case 0:
		what = "boon"
	case 1:
		what = "bust"
	}
	if m.Kind == blessed.SpendBanked {
		if e := p.g.State.Party[m.Seat].Ethic; p.g.State.Config.Edition >= 3 && (e == blessed.PridePrudence || e == blessed.PowerInfluence) {
			return "In a safe place of rest: spend a banked " + what + " for a Blessing"
		}
		return "Spend a banked " + what + " for a Blessing"
	}
	return "Bank a " + what
}

func (*Play) dieLabel(m blessed.Move) string {
	return fmt.Sprintf("%v to %v", m.Stat, blessed.Size(m.Value))
}

func (p *Play) shareLabel(m blessed.Move) string {
	if m.Kind == blessed.GiveBlessing {
		return fmt.Sprintf("Give %s a %s", p.sheets[m.Other].Name, p.faceText(m))
	}
	return p.say(m, "Take a {value} from {other}")
}

// spendable keeps one spend move per face, and per group where both
// a temporary and a permanent Blessing show it.
func spendable(ms []blessed.Move) []blessed.Move {
	var out []blessed.Move
	for _, m := range ms {
		if !slices.ContainsFunc(out, func(o blessed.Move) bool { return o.Value == m.Value && o.On == m.On }) {
			out = append(out, m)
		}
	}
	// A face's two side by side: an insertion sort is stable, and short
	// in code where a generic stable sort cost the game 6 KB.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Value < out[j-1].Value; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// faceText names the Blessing a payment takes: "3", or where the payer
// holds a temporary and a permanent 3, "temporary 3" or "permanent 3"
// (HB-45).
func (p *Play) faceText(m blessed.Move) string {
	switch {
	case m.On:
		return "permanent " + itoa(m.Value)
	case p.holdsBoth(m.Seat, m.Value):
		return "temporary " + itoa(m.Value)
	}
	return itoa(m.Value)
}

// holdsBoth reports whether Legal offers seat a permanent m.Value beside
// the temporary one.
func (p *Play) holdsBoth(seat, v int) bool {
	for _, m := range p.now {
		if m.On && m.Seat == seat && m.Value == v && (m.Kind == blessed.SpendBlessing || m.Kind == blessed.GiveBlessing || m.Kind == blessed.Help) {
			return true
		}
	}
	return false
}

// permanentID marks a permanent spend's button id apart from the
// temporary one's.
func permanentID(m blessed.Move) string {
	if m.On {
		return "permanent-"
	}
	return ""
}

func aptitudes(c blessed.Character, sh Sheet) string {
	var parts []string
	unnamed := 0
	for k := range c.Aptitudes {
		if a := at(sh.Aptitudes, k); a != "" {
			parts = append(parts, a)
		} else {
			unnamed++
		}
	}
	if unnamed > 0 {
		parts = append(parts, fmt.Sprintf("%d not named yet (name it in the whole sheet)", unnamed))
	}
	s := "Apt in: " + strings.Join(parts, ", ")
	if c.Specialized > 0 {
		var specs []string
		for k := range c.Specialized {
			if v := at(sh.Specializations, k); v != "" {
				specs = append(specs, v)
			}
		}
		s += " · Specialized: " + words.Count(c.Specialized, "aptitude")
		if len(specs) > 0 {
			s += " (" + strings.Join(specs, "; ") + ")"
		}
	}
	if c.Gains > 0 {
		s += fmt.Sprintf(" · %d exceptional gains", c.Gains)
	}
	return s
}

// blessingsText reads faces, Blessings of c: "Blessings: 2, 5 (worth 4)".
func blessingsText(c blessed.Character, faces []int) string {
	if len(faces) == 0 {
		return "Blessings: none"
	}
	parts := make([]string, len(faces))
	for i, v := range faces {
		parts[i] = strconv.Itoa(v)
		if w := c.Worth(v); w != v {
			parts[i] += fmt.Sprintf(" (worth %d)", w)
		}
	}
	return "Blessings: " + strings.Join(parts, ", ")
}

func conditionsText(c blessed.Character) string {
	var parts []string
	for _, k := range blessed.Conditions {
		if !c.Has(k) {
			continue
		}
		if !k.NamesStat() {
			parts = append(parts, k.String())
			continue
		}
		for st := blessed.Head; st <= blessed.Host; st++ {
			if c.HasOn(k, st) {
				parts = append(parts, k.String()+" on "+st.String())
			}
		}
	}
	if len(parts) == 0 {
		return "Conditions: none"
	}
	return "Conditions: " + strings.Join(parts, ", ")
}

// conditionControls lists every condition change Legal allows this
// character, as a select and one button.
func (p *Play) conditionControls(i int) app.UI {
	ms := p.legal(i, blessed.AddCondition, blessed.RemoveCondition)
	return p.choiceButton("char-"+itoa(i+1)+"-condition", "Condition", "Change", ms, (*Play).conditionLabel)
}

func (*Play) conditionLabel(m blessed.Move) string {
	verb := "Add "
	if m.Kind == blessed.RemoveCondition {
		verb = "End "
	}
	if m.Condition.NamesStat() {
		return verb + m.Condition.String() + " on " + m.Stat.String()
	}
	return verb + m.Condition.String()
}

// playSelected plays the move chosen in the select its button names.
func (p *Play) playSelected(ctx app.Context, _ app.Event) {
	id := ctx.JSSrc().Get("dataset").Get("for").String()
	v := app.Window().GetElementByID(id).Get("value").String()
	m, ok := ui.ParseMove[blessed.Move](v)
	if !ok {
		p.announce = "Choose one first."
		return
	}
	p.play(m)
}

// resetChoices puts every move select back on "Choose…": the lists change
// with the move just made, and a select left on its old position would
// show another move than the one it showed.
func resetChoices() {
	list := app.Window().Get("document").Call("querySelectorAll", ".blessed-choice select")
	for i := range list.Length() {
		list.Index(i).Set("value", noMove)
	}
}

// newChar is the add-a-character form.
type newChar struct {
	name, pronouns string
	high           blessed.Stat
	life           blessed.Lifestyle
	eth            blessed.Ethic
	apts           [3]string
	err            string
}

func (f *newChar) defaults() {
	if f.high == blessed.NoStat {
		f.high, f.life, f.eth = blessed.Head, blessed.StartingLifestyles[0], blessed.StartingEthics[0]
	}
}

// preview is the dice the form's choices give, as creation would.
func (f *newChar) preview(stats []blessed.Stat) (map[blessed.Stat]blessed.Size, int) {
	dice := map[blessed.Stat]blessed.Size{}
	for _, st := range stats {
		dice[st] = blessed.D4
	}
	dice[f.high] = dice[f.high].Up()
	if two, ok := blessed.StartBoost(f.life, f.eth); ok {
		for _, st := range two {
			dice[st] = dice[st].Up()
		}
	}
	apts := 2
	for _, z := range dice {
		if z == blessed.D8 {
			apts = 3
		}
	}
	return dice, apts
}

// addView seats a character. It is open while the party is empty and
// stays open while the table adds one after another; once the campaign
// is reopened it is folded below the party.
func (p *Play) addView() app.UI {
	if len(p.legal(-1, blessed.AddCharacter)) == 0 {
		return app.Text("")
	}
	f := &p.form
	f.defaults()
	stats := p.g.State.Config.Stats()
	dice, apts := f.preview(stats)
	var highs, lives, eths []ui.Choice
	for _, st := range stats {
		highs = append(highs, ui.Choice{Value: itoa(int(st)), Label: st.String()})
	}
	for _, l := range blessed.StartingLifestyles {
		lives = append(lives, ui.Choice{Value: itoa(int(l)), Label: l.String()})
	}
	for _, e := range blessed.StartingEthics {
		eths = append(eths, ui.Choice{Value: itoa(int(e)), Label: e.String()})
	}
	var dl []string
	for _, st := range stats {
		dl = append(dl, st.String()+" "+dice[st].String())
	}
	return tag.Details().ID("blessed-add").Class("blessed-add").Attr("open", p.adding || len(p.g.State.Party) == 0).Body(
		tag.Summary().Body(tag.H2().Text("Add a character")),
		text("new-name", "Name", &f.name),
		text("new-pronouns", "Pronouns (optional)", &f.pronouns),
		ui.Choices("new-high", "Highest stat: one die size up", highs, itoa(int(f.high)), func(ctx app.Context, v string) { f.high = blessed.Stat(atoi(v)) }),
		ui.Choices("new-life", "Lifestyle", lives, itoa(int(f.life)), func(ctx app.Context, v string) { f.life = blessed.Lifestyle(atoi(v)) }),
		ui.Choices("new-ethic", "Ethic", eths, itoa(int(f.eth)), func(ctx app.Context, v string) { f.eth = blessed.Ethic(atoi(v)) }),
		tag.P().ID("new-dice").Aria("live", "polite").Text("Starting dice: "+strings.Join(dl, ", ")+fmt.Sprintf(". Aptitudes: %d.", apts)),
		app.Range(f.apts[:apts]).Slice(func(k int) app.UI {
			return text("new-apt-"+itoa(k+1), "Aptitude "+itoa(k+1)+" (from the backstory)", &f.apts[k])
		}),
		app.If(f.err != "", func() app.UI { return tag.P().Class("error").Role("alert").Text(f.err) }),
		tag.Div().Class("blessed-actions").Body(
			tag.Button().Attr("type", "button").ID("new-add").Class("btn").Text("Add this character").OnClick(p.addCharacter),
			app.If(len(p.legal(-1, blessed.AddNPC)) > 0, func() app.UI {
				return tag.Button().Attr("type", "button").ID("new-npc").Class("btn secondary").Text("Add as the game master's character").OnClick(p.addNPC)
			}),
		),
	)
}

// addNPC adds the form's character as the game master's: the highest
// stat one size up, every other d4, dice the game master may then set.
func (p *Play) addNPC(ctx app.Context, _ app.Event) {
	p.addSheet(blessed.Move{Kind: blessed.AddNPC, Stat: p.form.high})
}

// sheet is the notes the form's character starts with: only the
// aptitude fields the choices show, never one a changed choice hid.
func (f *newChar) sheet(stats []blessed.Stat) Sheet {
	_, shown := f.preview(stats)
	return clean(Sheet{Name: f.name, Pronouns: f.pronouns, Aptitudes: f.apts[:shown]})
}

func (p *Play) addCharacter(ctx app.Context, _ app.Event) {
	f := &p.form
	p.addSheet(blessed.Move{Kind: blessed.AddCharacter, Stat: f.high, Lifestyle: f.life, Ethic: f.eth})
}

// addSheet adds the form's sheet with the move that seats its character.
func (p *Play) addSheet(m blessed.Move) {
	f := &p.form
	sh := f.sheet(p.g.State.Config.Stats())
	if sh.Name == "" {
		f.err = "The character needs a name."
		return
	}
	p.sheets = append(p.sheets[:len(p.g.State.Party)], sh)
	p.keepSheets()
	if !p.play(m) {
		p.sheets = p.sheets[:len(p.sheets)-1]
		p.keepSheets()
		return
	}
	p.form, p.adding = newChar{}, true
	clearInputs("new-name", "new-pronouns", "new-apt-1", "new-apt-2", "new-apt-3")
	ui.FocusAfterPaint("#char-" + itoa(len(p.sheets)) + " h3")
}

// text is a labelled one-line input bound to *v, a field of the component.
// The handler is keyed by that field (app.EventScope): go-app keeps a
// mounted handler whose code is unchanged unless its scope changes.
func text(id, label string, v *string) app.UI {
	return tag.Div().Class("field").Body(
		tag.Label().Attr("for", id).Text(label),
		tag.Input().Attr("type", "text").ID(id).Attr("maxlength", maxText).Attr("autocomplete", "off").Attr("value", *v).
			OnInput(func(ctx app.Context, e app.Event) { *v = ctx.JSSrc().Get("value").String() }, app.EventScope(fmt.Sprintf("%p", v))),
	)
}

// clearInputs empties typed fields: go-app sets an input's value attribute,
// which no longer shows once someone has typed in it.
func clearInputs(ids ...string) {
	for _, id := range ids {
		if e := app.Window().GetElementByID(id); e.Truthy() {
			e.Set("value", "")
		}
	}
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
