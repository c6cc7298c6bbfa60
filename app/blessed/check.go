package blessed

import (
	"fmt"
	"math"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/blessed"
	"lantern/rules/words"
)

// checkForm is what the begin-a-check controls hold before the check
// exists in the state.
type checkForm struct {
	seat      int
	stat, use blessed.Stat
}

func (p *Play) checkView() app.UI {
	if p.g.State.Check == nil {
		return p.beginView()
	}
	c := *p.g.State.Check
	name, vexes := p.sheets[c.Seat].Name, p.legal(-1, blessed.Vex)
	return tag.Section().ID("blessed-check").Class("blessed-check").Aria("label", "The check").Body(
		tag.H2().Text("Check: "+name),
		tag.P().ID("check-summary").TabIndex(-1).Text(checkSummary(c)),
		p.oddsView(),
		p.choice("check-frame", "Before the first roll", frameMoves(p), (*Play).frameLabel),
		p.choice("check-help", "Help", p.legal(-1, blessed.Help), (*Play).helpLabel),
		p.choice("check-spec", "Specializations and ethics", p.checkSpecMoves(), (*Play).checkSpecLabel),
		p.choice("check-spark", "Spark", p.legal(-1, blessed.Spark, blessed.SparkUp), (*Play).sparkLabel),
		p.noSpark(),
		app.Range(vexes).Slice(func(k int) app.UI {
			m := vexes[k]
			return p.moveButton("check-vex-"+itoa(m.Seat+1), p.sheets[m.Seat].Name+" uses the Vexed stat: the check fails", m)
		}),
		p.buttons("check-immune", "The target's Immunity covers this attack: it fails", "", p.legal(-1, blessed.Immune)),
		tag.Ol().ID("check-rolls").Class("check-rolls").Body(
			app.Range(c.Results).Slice(func(k int) app.UI { return tag.Li().Text(rollText(c.Results[k])) }),
		),
		tag.Div().Class("blessed-actions").Body(
			p.buttons("check-roll", fmt.Sprintf("Roll (%d of %d)", len(c.Results)+1, c.Rolls), "", p.legal(-1, blessed.Roll)),
			p.buttons("check-haunt", fmt.Sprintf("What haunts them is there: roll the Haunted die (%v) off the last roll", p.g.State.HauntedDie(c.Seat)), "secondary", p.legal(-1, blessed.Haunt)),
			p.buttons("check-settle", "Read the result", "", p.legal(-1, blessed.Settle)),
			p.buttons("check-cancel", "Drop this check", "secondary", p.legal(-1, blessed.CancelCheck)),
		),
	)
}

func checkSummary(c blessed.Check) string {
	s := fmt.Sprintf("Checking %v with %v. %v", c.Stat, c.Use, c.Difficulty)
	if c.Difficulty == blessed.Complex || c.Difficulty == blessed.Hard {
		s += fmt.Sprintf(" (%d rolls)", c.Rolls)
	}
	if c.Attack != blessed.NoAttack {
		s += ", " + c.Attack.String()
	}
	for _, f := range []struct {
		on   bool
		name string
	}{{c.Apt, "apt"}, {c.Gain, "exceptional gain"}, {c.Alone, "alone"}, {c.Famous, "pressing fame"}} {
		if f.on {
			s += ", " + f.name
		}
	}
	if c.Spark != blessed.NoStat {
		s += ", sparked with " + c.Spark.String()
		if c.Spark3 != blessed.NoStat {
			s += " and " + c.Spark3.String()
		}
		if c.Partner > 0 {
			s += " (the partner's)"
		}
	}
	for _, f := range []struct {
		on   bool
		name string
	}{{c.Determined, "Determined"}, {c.Insured > 0, "Insured"}, {c.Defender > 0, "a Protective defender"},
		{c.Resolved > 0, "against a Resolved defender"}, {c.SelfAccept, "Self-Accepted"}, {c.Favored, "Favored"},
		{c.Calm, "Calm keeps the first roll"}, {c.CalmRoll > 0, "the first roll kept by Calm"},
		{len(c.Bankers) > 0, "an ethic banks from it"}, {c.Trap > 0, "defending a delayed attack"},
		{c.Fatigue, "to stay in the race"}, {c.Target > 0, "on a named target"}} {
		if f.on {
			s += ", " + f.name
		}
	}
	if c.Hardy {
		s += ", with the Hardy die"
	}
	if c.Hardship {
		s += ", with Hardship (d4)"
	}
	if c.HazeOf > 0 {
		s += ", with the Haze die of the one acted against"
	}
	if h := c.Help(); h > 0 {
		s += fmt.Sprintf(", Help +%d", h)
	}
	return s + "."
}

// odds shows the chance of success before the dice, as the check stands.
func (p *Play) oddsView() app.UI {
	if p.g.State.Check.Done() {
		return app.Text("")
	}
	if p.odds == nil { // up to milliseconds for a Complex check: once per move
		o, ok := blessed.Chances(p.g.State)
		if !ok {
			return app.Text("")
		}
		p.odds = &o
	}
	o := *p.odds
	return tag.P().ID("check-odds").Class("check-odds").Text(fmt.Sprintf("Chance of success: %s · of a boon: %s", percent(o.Success), percent(o.Boon)))
}

func percent(x float64) string {
	switch v := x * 100; {
	case v > 0 && v < 1:
		return "under 1%"
	case v < 100 && v > 99:
		return "over 99%"
	default:
		return fmt.Sprintf("%d%%", int(math.Round(v)))
	}
}

func rollText(r blessed.Rolled) string {
	faces := make([]string, len(r.Faces))
	for i, f := range r.Faces {
		faces[i] = itoa(f)
	}
	s := strings.Join(faces, " + ") + " = " + itoa(r.Sum)
	if len(r.Faces) > 1 {
		s += " (a 1 bumps: roll again and add)"
	}
	if r.Sparked {
		s += ", sparked"
	}
	return s
}

func frameMoves(p *Play) []blessed.Move {
	return p.legal(-1, blessed.SetDifficulty, blessed.SetAttack, blessed.SetFlag, blessed.Target, blessed.Defend,
		blessed.UseHardy, blessed.UseHaze, blessed.UseHardship)
}

func (p *Play) frameLabel(m blessed.Move) string {
	switch m.Kind {
	case blessed.SetDifficulty:
		if m.Difficulty == blessed.Complex {
			return p.say(m, "Difficulty: Complex, {value} rolls")
		}
		return "Difficulty: " + m.Difficulty.String()
	case blessed.SetAttack:
		return "Make it: " + m.Attack.String()
	case blessed.UseHaze:
		return fmt.Sprintf("Acting against %s: roll their Haze die (%v) instead", p.sheets[m.Other].Name, p.g.State.HazeDie(m.Other))
	case blessed.UseHardship:
		return "Roll Hardship (d4) instead"
	case blessed.UseHardy:
		return fmt.Sprintf("Roll the Hardy die (%v) instead; it goes back to a d2", p.g.State.HardyDie)
	case blessed.Target:
		return "The attack is on " + p.sheets[m.Other].Name
	case blessed.Defend:
		if m.Value == 2 {
			return p.sheets[m.Other].Name + "'s specialized aptitude covers it: two ranks harder"
		}
		return p.sheets[m.Other].Name + "'s aptitude covers it: one rank harder"
	}
	if m.On {
		return "Set: " + m.Flag.String()
	}
	return "Clear: " + m.Flag.String()
}

func (p *Play) helpLabel(m blessed.Move) string {
	c := p.g.State.Party[m.Seat]
	bonus := max(1, c.Worth(m.Value)/2)
	return fmt.Sprintf("%s helps, spending a %s (+%d, one more bust)", p.sheets[m.Seat].Name, p.faceText(m), bonus)
}

func (p *Play) sparkLabel(m blessed.Move) string {
	when := "Spark"
	if m.Kind == blessed.SparkUp {
		when = fmt.Sprintf("Spark roll %d", len(p.g.State.Check.Results)-m.Other)
	}
	return fmt.Sprintf("%s with %v, spending two %ds", when, m.Second, m.Value)
}

// labeler names a move in a select: a method expression such as
// (*Play).joinLabel, where a method value (p.joinLabel) cost a wrapper
// function and an allocation at each call.
type labeler = func(*Play, blessed.Move) string

// choice offers moves as one select and a button, or nothing when none is
// allowed. The select starts on "Choose…", so no move, and surely no
// destructive one, is ever preselected.
func (p *Play) choice(id, label string, ms []blessed.Move, name labeler) app.UI {
	return p.choiceButton(id, label, "Apply", ms, name)
}

func (p *Play) choiceButton(id, label, button string, ms []blessed.Move, name labeler) app.UI {
	if len(ms) == 0 {
		return app.Text("")
	}
	opts, groups := p.choiceOptions(ms, name), choiceGroups(ms)
	return tag.Div().Class("blessed-choice").Body(
		tag.Label().Attr("for", id).Text(label),
		tag.Select().ID(id).Body(
			tag.Option().Attr("value", opts[0].Value).Text(opts[0].Label),
			app.Range(groups).Slice(func(g int) app.UI {
				gr := groups[g]
				items := opts[gr.from+1 : gr.to+1]
				list := app.Range(items).Slice(func(k int) app.UI { return tag.Option().Attr("value", items[k].Value).Text(items[k].Label) })
				if len(groups) == 1 {
					return list
				}
				return app.Elem("optgroup").Attr("label", gr.label).Body(list)
			}),
		),
		tag.Button().Attr("type", "button").ID(id+"-go").Class("btn secondary").DataSet("for", id).Text(button).OnClick(p.playSelected),
	)
}

// group is a run of moves of one kind in a select: long lists (the shop,
// the framing, the hand edits) read by heading.
type group struct {
	label    string
	from, to int // moves [from, to)
}

func choiceGroups(ms []blessed.Move) []group {
	var out []group
	for i, m := range ms {
		l := groupLabel(m)
		if len(out) > 0 && out[len(out)-1].label == l {
			out[len(out)-1].to = i + 1
			continue
		}
		out = append(out, group{label: l, from: i, to: i + 1})
	}
	return out
}

// groupLabel heads the moves of a kind (a Stat Upgrade by how it is paid).
func groupLabel(m blessed.Move) string {
	if m.Kind == blessed.StatUpgrade {
		return "Raise a stat, paying " + m.Pay.String()
	}
	if int(m.Kind) < len(groupLabels) && groupLabels[m.Kind] != "" {
		return groupLabels[m.Kind]
	}
	return m.Kind.String()
}

// groupLabels is an array by kind, as are the other label tables: an array
// is data, where a map literal is code that fills the map at start-up.
var groupLabels = [...]string{
	blessed.SetDifficulty: "Difficulty", blessed.SetAttack: "Attack", blessed.SetFlag: "Facts about the check",
	blessed.Defend: "Apts and Specs against it", blessed.TakeUpgrade: "Tagged upgrades", blessed.SkipUpgrade: "Let an upgrade go",
	blessed.LeaveLost: "Leave Lost", blessed.TrackMove: "Move on the track", blessed.Wound: "Wounds",
	blessed.LeaveEndeavor: "Leave the Endeavor", blessed.PlaceTerrain: "Terrain", blessed.GiveBlessing: "Give",
	blessed.StealBlessing: "Take", blessed.AddCondition: "Add", blessed.RemoveCondition: "End",
	blessed.Spark: "Spark before rolling", blessed.SparkUp: "Spark a roll made", blessed.Act: "Act", blessed.Protect: "Protect",
	blessed.ChooseSpec: "Specializations", blessed.RechargeSpec: "Recharge", blessed.FreeRoll: "Dice",
	blessed.Favor: "Specializations", blessed.Mischiefs: "Specializations", blessed.Analyze: "Specializations",
	blessed.Ascend: "Specializations", blessed.Harmonize: "Specializations", blessed.Determine: "Specializations",
	blessed.Insure: "Specializations", blessed.Shield: "Specializations", blessed.Resolve: "Specializations",
	blessed.SelfAccept: "Specializations", blessed.Attend: "Specializations", blessed.KeepCalm: "Specializations",
	blessed.UseCalm: "Specializations", blessed.Tactic: "Specializations", blessed.BankCheck: "Ethics", blessed.Favorability: "Favorability",
	blessed.CallFavor: "Call on favor", blessed.FavorBanked: "Favor from banked busts", blessed.CopyBlessing: "Copy a Blessing",
	blessed.BankOne: "Bank", blessed.SpendBanked: "Spend banked", blessed.GroupMove: "The group", blessed.Share: "Shares",
	blessed.ComboOn: "Combos", blessed.LayTerrain: "Terrain", blessed.TagMonster: "Tags", blessed.UniqueSkill: "Unique Skill",
	blessed.Target: "The target", blessed.TempBoon: "Ethics", blessed.Command: "Commanding", blessed.Exchange: "Kinetic",
	blessed.SureFoot: "Sure-footed", blessed.Zeal: "Zealous", blessed.ZealAct: "Zeal attack",
}

// noMove is the value of a select's "Choose…" (go-app drops an empty one).
const noMove = "none"

// choiceOptions is a select's options: "Choose…" playing nothing, then
// each move.
func (p *Play) choiceOptions(ms []blessed.Move, name labeler) []ui.Choice {
	out := []ui.Choice{{Value: noMove, Label: "Choose…"}}
	for _, m := range ms {
		out = append(out, ui.Choice{Value: ui.MoveData(m), Label: name(p, m)})
	}
	return out
}

// beginView starts a check: who, the stat the action calls for, and the
// stat rolled, offered only as Legal allows.
func (p *Play) beginView() app.UI {
	begins := p.legal(-1, blessed.BeginCheck)
	last := p.lastOutcome()
	if len(begins) == 0 {
		return tag.Section().ID("blessed-check").Class("blessed-check").Aria("label", "The check").Body(last)
	}
	f := &p.check
	f.fit(begins)
	var who, stats, uses []ui.Choice
	seen := map[string]bool{}
	for _, m := range begins {
		if v := itoa(m.Seat); !seen["s"+v] {
			seen["s"+v] = true
			who = append(who, ui.Choice{Value: v, Label: p.sheets[m.Seat].Name})
		}
		if m.Seat != f.seat {
			continue
		}
		if v := itoa(int(m.Stat)); !seen["t"+v] {
			seen["t"+v] = true
			stats = append(stats, ui.Choice{Value: v, Label: fmt.Sprintf("%v (%v)", m.Stat, p.g.State.Party[m.Seat].Die(m.Stat))})
		}
		if m.Stat == f.stat {
			uses = append(uses, ui.Choice{Value: itoa(int(m.Use)), Label: useLabel(p.g.State.Party[m.Seat], m)})
		}
	}
	return tag.Section().ID("blessed-check").Class("blessed-check").Aria("label", "The check").Body(
		tag.H2().Text("Make a check"),
		last,
		tag.Div().Class("check-builder").Body(
			pickOne("check-who", "Who", who, itoa(f.seat), func(v string) { f.seat = atoi(v) }),
			pickOne("check-stat", "The stat the action calls for", stats, itoa(int(f.stat)), func(v string) {
				f.stat = blessed.Stat(atoi(v))
				f.use = f.stat
			}),
			pickOne("check-use", "The stat rolled", uses, itoa(int(f.use)), func(v string) { f.use = blessed.Stat(atoi(v)) }),
			tag.Button().Attr("type", "button").ID("check-begin").Class("btn").Text("Begin the check").OnClick(p.begin),
		),
	)
}

// pickOne is a labelled select of plain choices: one line where radio
// buttons took a screen. The page keeps the choice (set); the select is
// told its value after every change, since go-app moves only attributes.
func pickOne(id, label string, cs []ui.Choice, selected string, set func(string)) app.UI {
	return tag.Div().Class("field").Body(
		tag.Label().Attr("for", id).Text(label),
		tag.Select().ID(id).DataSet("value", selected).Body(
			app.Range(cs).Slice(func(k int) app.UI {
				return tag.Option().Attr("value", cs[k].Value).Attr("selected", cs[k].Value == selected).Text(cs[k].Label)
			}),
		).OnChange(func(ctx app.Context, _ app.Event) {
			set(ctx.JSSrc().Get("value").String())
			ctx.Defer(func(app.Context) { syncPicks() })
		}, app.EventScope(id)),
	)
}

// fit keeps the form's choices among those allowed.
func (f *checkForm) fit(begins []blessed.Move) {
	for _, m := range begins {
		if m.Seat == f.seat && m.Stat == f.stat && m.Use == f.use {
			return
		}
	}
	for _, m := range begins {
		if m.Seat == f.seat && m.Stat == f.stat {
			f.use = m.Use
			return
		}
	}
	for _, m := range begins {
		if m.Seat == f.seat {
			f.stat, f.use = m.Stat, m.Use
			return
		}
	}
	f.seat, f.stat, f.use = begins[0].Seat, begins[0].Stat, begins[0].Use
}

func useLabel(c blessed.Character, m blessed.Move) string {
	how := "the same stat"
	switch {
	case m.Use == blessed.History && m.Stat != blessed.History:
		how = "History, if the backstory covers it"
	case m.Use != m.Stat:
		how = "balanced with it"
	}
	return fmt.Sprintf("%v %v — %s", m.Use, c.Die(m.Use), how)
}

// syncPicks sets each select of the check builder to the value the page
// holds (its data-value): a select someone has used no longer follows
// its options' marks.
func syncPicks() {
	for _, id := range []string{"check-who", "check-stat", "check-use"} {
		if e := app.Window().GetElementByID(id); e.Truthy() {
			e.Set("value", e.Get("dataset").Get("value"))
		}
	}
}

func (p *Play) begin(ctx app.Context, _ app.Event) {
	f := p.check
	if p.play(blessed.Move{Kind: blessed.BeginCheck, Seat: f.seat, Stat: f.stat, Use: f.use}) {
		ui.FocusAfterPaint("#check-summary")
	}
}

// lastOutcome shows the newest settled check until the next one begins.
func (p *Play) lastOutcome() app.UI {
	for i := len(p.g.Log) - 1; i >= 0; i-- {
		e := p.g.Log[i]
		if e.Kind == blessed.BeginCheck || e.Kind == blessed.Spring {
			break
		}
		if e.Outcome != nil {
			w := e.Outcome.Working
			return tag.Div().Class("check-last").Body(
				tag.P().ID("check-outcome").Class("check-outcome").Text("Last check: "+p.sheets[e.Seat].Name+": "+outcomeText(*e.Outcome)),
				tag.Ul().ID("check-working").Class("check-rolls").Aria("label", "How each roll was read").Body(
					app.Range(w).Slice(func(k int) app.UI { return tag.Li().Text(w[k]) }),
				),
			)
		}
	}
	return app.Text("")
}

// outcomeText reads a settled check as the table says it.
func outcomeText(o blessed.Outcome) string {
	vals := make([]string, len(o.Values))
	for i, v := range o.Values {
		vals[i] = itoa(v)
	}
	s := fmt.Sprintf("%s (%s)", o.Tier, words.List(vals))
	if o.Vexed {
		s = "failure: made to fail through a Vexed stat"
	}
	for _, n := range []struct {
		n          int
		one, other string
	}{{o.Boons, "a boon", "boons"}, {o.Great, "an exceptional boon", "exceptional boons"}, {o.Busts, "a bust", "busts"}} {
		switch {
		case n.n == 1:
			s += ", " + n.one
		case n.n > 1:
			s += fmt.Sprintf(", %d %s", n.n, n.other)
		}
	}
	return s + "."
}

// noSpark says why no spark is offered, when none is.
func (p *Play) noSpark() app.UI {
	if len(p.legal(-1, blessed.Spark))+len(p.legal(-1, blessed.SparkUp)) > 0 {
		return app.Text("")
	}
	return tag.P().ID("check-no-spark").Class("hint").Text(sparkWhyNot(p.g.State))
}

// sparkWhyNot is the reason the check under way cannot be sparked now.
func sparkWhyNot(s blessed.State) string {
	c := *s.Check
	ch := s.Party[c.Seat]
	switch {
	case c.VexedBy > 0:
		return "No spark: the check has been made to fail."
	case c.Spark != blessed.NoStat:
		return "No spark: the check is already sparked (one spark a check)."
	case ch.Has(blessed.Taxed):
		return "No spark: a Taxed character cannot spark."
	case ch.Has(blessed.Surprised):
		return "No spark: a Surprised character cannot spark."
	}
	balanced := false
	for _, st := range s.Config.Stats() {
		balanced = balanced || (st != c.Use && ch.Die(st) == ch.Die(c.Use))
	}
	if !balanced {
		return fmt.Sprintf("No spark: no other stat is balanced with %v (%v).", c.Use, ch.Die(c.Use))
	}
	pair := false
	for v := 1; v <= 6; v++ {
		n := 0
		for _, b := range ch.Blessings {
			if b == v {
				n++
			}
		}
		pair = pair || n >= 2
	}
	if !pair {
		return "No spark: a spark costs two Blessings showing the same face, and there is no such pair."
	}
	return "No spark until the position roll is read: then spark it up."
}
