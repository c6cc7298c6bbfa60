package hunt

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules"
	"lantern/rules/hunt"
)

// Setup is the new-hunt screen at #/new/hunt.
type Setup struct {
	app.Compo

	size      int
	rows      [hunt.MaxTeam]row
	quarry    string
	level     int
	table     []hunt.Entry // an owner's table; nil plays Lantern's own
	tableFrom string       // the file it came from
	tableEr   string       // why the latest import failed
	typed     bool         // the table rolls its own dice (KH-03)
	owned     []hunt.Quarry
	quarryOK  string
	quarryEr  string
	draft     *draft   // the quarry form, while open
	removed   *removed // a quarry just deleted, for Undo
	roster    []hunt.Member
	rosterMsg string
	err       string
	busy      bool
}

type row struct {
	name                   string
	courage, understanding int
	survival, insanity     int // from the roster
	mining, herbs          bool
	gear                   []string // from the roster: every tag it carries
}

// gearTags is the row's gear: the roster's tags with the tools as ticked.
func (r row) gearTags() []string {
	var out []string
	for _, g := range r.gear {
		if g != hunt.MiningTools && g != hunt.HerbTools {
			out = append(out, g)
		}
	}
	if r.mining {
		out = append(out, hunt.MiningTools)
	}
	if r.herbs {
		out = append(out, hunt.HerbTools)
	}
	return out
}

func (s *Setup) OnInit() {
	if s.level != 0 {
		return // set up already (a test renders a screen as it stands)
	}
	s.size, s.level = hunt.MaxTeam, 1
	s.quarry = hunt.Quarries()[0].ID
	s.owned, s.quarryEr = loadOwned()
	if r, err := loadRoster(); err == nil && s.roster == nil {
		s.roster = r
	} else if err != nil {
		s.rosterMsg = "The roster could not be read from this device: " + err.Error()
	}
}

// Config builds the hunt the form describes.
func (s *Setup) Config() (hunt.Config, error) {
	var team []hunt.Survivor
	for i := range s.size {
		r := s.rows[i]
		v := hunt.Survivor{Name: rules.CleanName(r.name), Courage: r.courage, Understanding: r.understanding,
			Survival: r.survival, Insanity: r.insanity, Gear: r.gearTags()}
		if v.Name == "" {
			return hunt.Config{}, fmt.Errorf("survivor %d needs a name", i+1)
		}
		team = append(team, v)
	}
	q, ok := s.chosenQuarry()
	if !ok {
		return hunt.Config{}, fmt.Errorf("choose a quarry")
	}
	var cfg hunt.Config
	var err error
	if strings.HasPrefix(s.quarry, ownPrefix) {
		cfg, err = hunt.SetupOwn(team, q, s.level)
	} else {
		cfg, err = hunt.Setup(team, s.quarry, s.level)
	}
	cfg.Table, cfg.Typed = s.table, s.typed
	return cfg, err
}

func (s *Setup) start(ctx app.Context, _ app.Event) {
	if s.busy {
		return
	}
	cfg, err := s.Config()
	var st hunt.State
	seed := ui.RandomSeed()
	if err == nil {
		st, err = hunt.New(cfg, seed)
	}
	if err != nil {
		s.err = "Cannot start: " + err.Error()
		return
	}
	s.err, s.busy = "", true
	q, _ := s.chosenQuarry()
	title := fmt.Sprintf("Hunt: %s, level %d", q.Name, cfg.Level)
	rec, err := hunt.Adapter.Start(cfg, seed)
	if err != nil {
		s.err, s.busy = "Cannot start: "+err.Error(), false
		return
	}
	sum := hunt.Adapter.Summary(st, rec.Names, 0)
	saves.StartGame(ctx, "hunt", title, rec, sum, func(err error) {
		s.busy = false
		if err != nil {
			s.err = err.Error()
		}
	})
}

func (s *Setup) Render() app.UI {
	if s.draft != nil {
		return s.quarryForm()
	}
	sizes := []ui.Choice{{Value: "1", Label: "1"}, {Value: "2", Label: "2"}, {Value: "3", Label: "3"}, {Value: "4", Label: "4"}}
	quarries := s.quarryChoices()
	q, _ := s.chosenQuarry()
	var levels []ui.Choice
	for l := range q.Levels {
		levels = append(levels, ui.Choice{Value: strconv.Itoa(l + 1), Label: "Level " + strconv.Itoa(l+1)})
	}
	return ui.Page("New hunt",
		tag.P().Class("hint").Text("Lantern keeps the hunt board, reveals events and rolls the dice. The showdown is played at the table."),
		ui.Choices("hunt-size", "Survivors on the hunt", sizes, strconv.Itoa(s.size), func(ctx app.Context, v string) { s.size, _ = strconv.Atoi(v) }),
		s.rosterView(),
		tag.Div().Class("hunt-setup-team").Body(
			app.Range(s.rows[:s.size]).Slice(func(i int) app.UI { return s.survivor(i) }),
		),
		ui.Choices("hunt-quarry", "Quarry", quarries, s.quarry, func(ctx app.Context, v string) { s.quarry, s.level = v, 1 }),
		ui.Choices("hunt-level", "Quarry level", levels, strconv.Itoa(s.level), func(ctx app.Context, v string) { s.level, _ = strconv.Atoi(v) }),
		s.quarryImport(),
		s.tableImport(),
		ui.Toggle("hunt-typed", "We roll our own dice and type them in (you can switch at any time)", s.typed, func(ctx app.Context, on bool) { s.typed = on }),
		app.If(s.err != "", func() app.UI { return tag.P().Class("error").Role("alert").Text(s.err) }),
		tag.Button().Attr("type", "button").ID("hunt-start").Class("btn").Attr("disabled", s.busy).Text("Start the hunt").OnClick(s.start),
	)
}

func (s *Setup) survivor(i int) app.UI {
	r := s.rows[i]
	n := strconv.Itoa(i + 1)
	id := "survivor-" + n
	return tag.FieldSet().Class("choices survivor-form").DataSet("row", i).Body(
		tag.Legend().Text("Survivor "+n),
		tag.Label().Attr("for", id+"-name").Text("Name"),
		tag.Input().Attr("type", "text").ID(id+"-name").Attr("maxlength", hunt.MaxName).Attr("autocomplete", "off").Attr("value", r.name).
			OnInput(func(ctx app.Context, e app.Event) { s.row(ctx).name = ctx.JSSrc().Get("value").String() }),
		tag.Div().Class("stat-pair").Body(
			stat(id+"-survival", "Survival", r.survival, hunt.MaxTrack, s.setSurvival),
			stat(id+"-insanity", "Insanity", r.insanity, hunt.MaxTrack, s.setInsanity),
		),
		tag.Div().Class("stat-pair").Body(
			stat(id+"-courage", "Courage", r.courage, hunt.MaxStat, s.setCourage),
			stat(id+"-understanding", "Understanding", r.understanding, hunt.MaxStat, s.setUnderstanding),
		),
		ui.Toggle(id+"-mining", "Carries mining tools (adds Mineral Gathering)", r.mining, func(ctx app.Context, on bool) { s.row(ctx).mining = on }),
		ui.Toggle(id+"-herbs", "Carries herb tools (adds Herb Gathering)", r.herbs, func(ctx app.Context, on bool) { s.row(ctx).herbs = on }),
	)
}

// row is the survivor whose fieldset raised the event (see ui.RowIndex).
func (s *Setup) row(ctx app.Context) *row {
	if i, ok := ui.RowIndex(ctx, "row", len(s.rows)); ok {
		return &s.rows[i]
	}
	return &row{} // no survivor row: the change goes nowhere
}

func (s *Setup) setCourage(ctx app.Context, _ app.Event) {
	s.row(ctx).courage = statValue(ctx, s.row(ctx).courage, hunt.MaxStat)
}

func (s *Setup) setUnderstanding(ctx app.Context, _ app.Event) {
	s.row(ctx).understanding = statValue(ctx, s.row(ctx).understanding, hunt.MaxStat)
}

// Survival and insanity are typed too: a new survivor starts with the
// survival the settlement gives, not only one kept in the roster.
func (s *Setup) setSurvival(ctx app.Context, _ app.Event) {
	s.row(ctx).survival = statValue(ctx, s.row(ctx).survival, hunt.MaxTrack)
}

func (s *Setup) setInsanity(ctx app.Context, _ app.Event) {
	s.row(ctx).insanity = statValue(ctx, s.row(ctx).insanity, hunt.MaxTrack)
}

// statValue is the number typed in the event's input, within 0–most; was
// when it is not a number.
func statValue(ctx app.Context, was, most int) int {
	n, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
	if err != nil {
		return was
	}
	return min(max(n, 0), most)
}

func stat(id, label string, v, most int, set app.EventHandler) app.UI {
	return tag.Div().Class("stat").Body(
		tag.Label().Attr("for", id).Text(fmt.Sprintf("%s (0–%d)", label, most)),
		tag.Input().Attr("type", "number").ID(id).Attr("min", 0).Attr("max", most).Attr("step", "1").Attr("value", v).OnChange(set),
	)
}

// tableImport reads an owner's hunt event table (CSV or JSON). Nothing is
// taken unless the whole file is valid; problems are listed by line.
func (s *Setup) tableImport() app.UI {
	return tag.FieldSet().Class("choices table-import").Body(
		tag.Legend().Text("Hunt event table"),
		tag.P().Class("hint").Text("Lantern plays its own 100-entry table. To play your own, choose a CSV or JSON file with one row for each result 1–100."),
		ui.FilePicker("hunt-table-file", "Your table (CSV or JSON)", ".csv,.json,text/csv,application/json", s.importTable),
		app.If(s.tableEr != "", func() app.UI {
			return tag.Pre().Class("error").Role("alert").Text(s.tableEr)
		}),
		tag.P().ID("hunt-table-playing").Role("status").Text(s.playing()),
		app.If(s.table != nil, func() app.UI {
			return tag.Button().Attr("type", "button").Class("btn secondary").Text("Use Lantern’s table").OnClick(func(ctx app.Context, e app.Event) {
				s.table, s.tableFrom, s.tableEr = nil, "", ""
			})
		}),
	)
}

// playing says which table the hunt will play, whatever the latest import
// did: a failed one changes nothing.
func (s *Setup) playing() string {
	if s.table == nil {
		return "This hunt will play Lantern’s own table."
	}
	return fmt.Sprintf("This hunt will play your table from %s (%d rows).", s.tableFrom, len(s.table))
}

func (s *Setup) importTable(ctx app.Context, e app.Event) {
	ui.ReadChosenFile(ctx.JSSrc(), hunt.MaxImport, "a hunt table", func(name string, b []byte, err error) {
		var t []hunt.Entry
		if err == nil {
			t, err = ParseTable(name, b)
		}
		ctx.Dispatch(func(app.Context) { s.imported(name, t, err) })
	})
}

// imported takes the result of reading an owner's table.
func (s *Setup) imported(name string, t []hunt.Entry, err error) {
	if err != nil {
		s.tableEr = name + " was not imported, and nothing changed:\n" + err.Error()
		return
	}
	s.table, s.tableFrom, s.tableEr = t, name, ""
}

// ParseTable reads a table as JSON when the name or the content says so,
// otherwise as CSV.
func ParseTable(name string, b []byte) ([]hunt.Entry, error) {
	trimmed := strings.TrimSpace(string(b[:min(len(b), 64)]))
	if strings.HasSuffix(strings.ToLower(name), ".json") || strings.HasPrefix(trimmed, "[") {
		return hunt.ParseJSON(b)
	}
	return hunt.ParseCSV(b)
}
