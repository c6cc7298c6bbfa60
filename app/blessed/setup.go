package blessed

import (
	"errors"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/blessed"
)

var errTooLong = errors.New("the sheets are over the size a save can hold")

// Setup is the new-campaign screen at #/new/blessed.
type Setup struct {
	app.Compo
	title    string
	optional blessed.Stat
	hardy    bool // the shared Hardy die
	haze     bool // a Haze die for each character
	hardship bool // the table's Hardship stat, a d4
	haunted  bool // a Haunted die for each character
	err      string
	busy     bool
}

func (s *Setup) Render() app.UI {
	opts := []ui.Choice{{Value: "0", Label: "None: the seven core stats"}}
	for _, st := range blessed.OptionalStats {
		opts = append(opts, ui.Choice{Value: strconv.Itoa(int(st)), Label: st.String()})
	}
	// The same form as Hope's setup: fields, fieldsets with a legend, the
	// toggles grouped, one primary button.
	return ui.Page("New game: Humanity, Blessed",
		tag.P().Class("hint").Text("Lantern keeps the party's sheets and the game master's characters, rolls the checks and shows their odds, runs Endeavors on their tracks and the Session Shop. The story stays with the table."),
		tag.Form().ID("blessed-setup").Class("blessed-setup").OnSubmit(func(_ app.Context, e app.Event) { e.PreventDefault() }).Body(
			tag.Div().Class("field").Body(
				tag.Label().Attr("for", "blessed-title").Text("Campaign name"),
				tag.Input().Attr("type", "text").ID("blessed-title").Attr("maxlength", maxText).Attr("autocomplete", "off").Attr("value", s.title).
					OnInput(func(ctx app.Context, e app.Event) { s.title = ctx.JSSrc().Get("value").String() }),
			),
			ui.Choices("blessed-optional", "The table's optional stat", opts, strconv.Itoa(int(s.optional)), func(ctx app.Context, v string) {
				n, _ := strconv.Atoi(v)
				s.optional = blessed.Stat(n)
			}),
			tag.FieldSet().Class("choices").Body(
				tag.Legend().Text("Special stats"),
				ui.Toggle("blessed-hardy", "Hardy: a die the players share, a d2 each session that grows with every failed check", s.hardy, func(ctx app.Context, on bool) { s.hardy = on }),
				ui.Toggle("blessed-haze", "Haze: each character's descent, a d2 that grows with checks failed against the darkness, which others acting against them may roll", s.haze, func(ctx app.Context, on bool) { s.haze = on }),
				ui.Toggle("blessed-hardship", "Hardship: the setting's troubles, a stat that is always a d4", s.hardship, func(ctx app.Context, on bool) { s.hardship = on }),
				ui.Toggle("blessed-haunted", "Haunted: a d10 each character carries, rolled off their rolls while what haunts them is there, shrunk in the shop", s.haunted, func(ctx app.Context, on bool) { s.haunted = on }),
			),
			app.If(s.err != "", func() app.UI { return tag.P().Class("error").Role("alert").Text(s.err) }),
			tag.Button().Attr("type", "button").ID("blessed-start").Class("btn btn-primary").Attr("disabled", s.busy).Text("Start the campaign").OnClick(s.start),
		),
	)
}

func (s *Setup) start(ctx app.Context, _ app.Event) {
	if s.busy {
		return
	}
	cfg, seed := blessed.Config{Optional: s.optional, Edition: blessed.Edition, Hardy: s.hardy, Haze: s.haze, Hardship: s.hardship, Haunted: s.haunted}, ui.RandomSeed()
	st, err := blessed.New(cfg, seed)
	if err != nil {
		s.err = "Cannot start: " + err.Error()
		return
	}
	rec, err := blessed.Adapter.Start(cfg, seed)
	if err != nil {
		s.err = "Cannot start: " + err.Error()
		return
	}
	title := cut(s.title)
	if title == "" {
		title = "Humanity, Blessed campaign"
	}
	s.err, s.busy = "", true
	sum := blessed.Adapter.Summary(st, nil, 0)
	saves.StartGame(ctx, "blessed", title, rec, sum, func(err error) {
		s.busy = false
		if err != nil {
			s.err = err.Error()
		}
	})
}
