package hope

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/lab"
	"lantern/app/saves"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/app/widget"
	"lantern/rules"
	"lantern/rules/hope"
	"lantern/rules/record/hoperec"
)

// endings are Lantern's own prompts for how the world ended; the group
// picks one or writes its own.
var endings = []string{
	"The rivers turned grey overnight, and the towns along them emptied within a month.",
	"A silence spread out of the cities: whoever heard it stopped speaking, then stopped caring.",
	"The sun hung low and red for a whole year, and no harvest came in.",
	"The machines that fed us locked their doors and kept the food for themselves.",
	"A fever ran along the coasts; those who lived will not say what they did to live.",
	"Soldiers came to keep the peace, and the peace meant fences around everyone.",
}

// Setup is the new-game screen at #/new/hope.
type Setup struct {
	app.Compo

	n         int
	seats     [hope.MaxSeats]SeatLook
	expansion bool
	seed      string
	ending    int // index into endings, -1 for the group's own words
	own       string
	deck      deckChoice
	variant   hope.Variant // a house rule from the lab
	err       string
	busy      bool
}

func (s *Setup) OnInit() {
	s.n = 3
	if chosen != nil {
		s.n, s.expansion, s.variant, s.deck, chosen = chosen.n, chosen.expansion, chosen.variant, chosen.deck, nil
	}
	for i := range s.seats {
		s.seats[i] = SeatLook{Colour: i, Symbol: i} // the name is a placeholder until typed
	}
}

func (s *Setup) Render() app.UI {
	rows := make([]app.UI, s.n)
	for i := range rows {
		rows[i] = s.seatRow(i)
	}
	counts := []ui.Choice{{Value: "3", Label: "3"}, {Value: "4", Label: "4"}, {Value: "5", Label: "5"}}
	return ui.Page("New game: Hope Inhumanity",
		// Enter in a field (a tablet keyboard's Go key) must not start the
		// game: only the button does.
		tag.Form().ID("hope-setup").Class("hope-setup").OnSubmit(func(_ app.Context, e app.Event) { e.PreventDefault() }).Body(
			ui.Choices("hope-seats", "Seats", counts, strconv.Itoa(s.n), func(ctx app.Context, v string) { s.n, _ = strconv.Atoi(v) }),
			tag.FieldSet().Class("seat-rows").Body(append([]app.UI{tag.Legend().Text("Players")}, rows...)...),
			ui.Toggle("hope-expansion", "Add the Martial Law cards", s.expansion, func(_ app.Context, on bool) { s.expansion = on }),
			s.deck.render(s.n, s.expansion),
			s.endingChoice(),
			tag.P().ID("hope-house-rule").Body(app.Text(houseRule(s.variant)+" "),
				tag.A().Attr("href", lab.Href("hope")).Text("Try house rules in the lab")),
			field("hope-seed", "Seed (optional, to replay a game)", &s.seed, 20),
			app.If(s.err != "", func() app.UI { return tag.P().Class("error").Role("alert").Text(s.err) }),
			tag.Button().ID("hope-start").Attr("type", "button").Class("btn btn-primary").Attr("disabled", s.busy).OnClick(s.start).Text("Meet the characters"),
		),
	)
}

func (s *Setup) seatRow(i int) app.UI {
	p := &s.seats[i]
	id := func(k string) string { return fmt.Sprintf("seat-%d-%s", i, k) }
	colours := make([]app.UI, len(widget.Colours))
	for k, c := range widget.Colours {
		colours[k] = tag.Option().Attr("value", strconv.Itoa(k)).Attr("selected", k == p.Colour).Text(c.Name)
	}
	symbols := make([]app.UI, len(widget.Symbols))
	for k, sym := range widget.Symbols {
		symbols[k] = tag.Option().Attr("value", strconv.Itoa(k)).Attr("selected", k == p.Symbol).Text(sym + " " + symbolNames[k])
	}
	return tag.Div().Class("seat-row").DataSet("seat", i).Style("--seat", widget.Colours[p.Colour%len(widget.Colours)].Hex).Body(
		tag.Span().Class("badge-mark").Aria("hidden", "true").Text(widget.Symbols[p.Symbol%len(widget.Symbols)]),
		hinted(id("name"), fmt.Sprintf("Seat %d name", i+1), placeholder(i), &p.Name, hope.MaxSeatName),
		tag.Div().Class("field").Body(tag.Label().Attr("for", id("colour")).Text("Colour"),
			tag.Select().ID(id("colour")).OnChange(s.setColour).Body(colours...)),
		tag.Div().Class("field").Body(tag.Label().Attr("for", id("symbol")).Text("Symbol"),
			tag.Select().ID(id("symbol")).OnChange(s.setSymbol).Body(symbols...)),
		ui.Toggle(id("bot"), "Bot", p.Bot, func(ctx app.Context, on bool) { s.seat(ctx).Bot = on }),
	)
}

// seat is the seat whose row raised the event (see ui.RowIndex).
func (s *Setup) seat(ctx app.Context) *SeatLook {
	if i, ok := ui.RowIndex(ctx, "seat", len(s.seats)); ok {
		return &s.seats[i]
	}
	return &SeatLook{} // no seat row: the change goes nowhere
}

func (s *Setup) setColour(ctx app.Context, _ app.Event) {
	s.seat(ctx).Colour, _ = strconv.Atoi(ctx.JSSrc().Get("value").String())
}

func (s *Setup) setSymbol(ctx app.Context, _ app.Event) {
	s.seat(ctx).Symbol, _ = strconv.Atoi(ctx.JSSrc().Get("value").String())
}

var symbolNames = []string{"circle", "triangle", "square", "diamond", "star", "cross"}

func (s *Setup) endingChoice() app.UI {
	cs := make([]ui.Choice, 0, len(endings)+1)
	for i, e := range endings {
		cs = append(cs, ui.Choice{Value: strconv.Itoa(i), Label: e})
	}
	cs = append(cs, ui.Choice{Value: "-1", Label: "We write our own"})
	return tag.Div().Body(
		ui.Choices("hope-ending", "How did the world end?", cs, strconv.Itoa(s.ending), func(_ app.Context, v string) { s.ending, _ = strconv.Atoi(v) }),
		app.If(s.ending < 0, func() app.UI { return area("hope-own-ending", "Our ending", &s.own, 280) }),
	)
}

// table checks the form and returns the table it describes.
func (s *Setup) table() (Table, error) {
	t := Table{Expansion: s.expansion}
	names, symbols := map[string]bool{}, map[int]bool{}
	for i := range s.n {
		p := s.seats[i]
		p.Name = rules.CleanName(cmp.Or(strings.TrimSpace(p.Name), placeholder(i)))
		switch {
		case p.Name == "":
			return t, fmt.Errorf("seat %d needs a name", i+1)
		case names[strings.ToLower(p.Name)]:
			return t, fmt.Errorf("two seats are called %s: the journal needs different names", p.Name)
		case symbols[p.Symbol]:
			return t, fmt.Errorf("two seats share the symbol %s: give each its own", widget.Symbols[p.Symbol])
		}
		names[strings.ToLower(p.Name)], symbols[p.Symbol] = true, true
		t.Seats = append(t.Seats, p)
		t.Sheets = append(t.Sheets, Sheet{Done: p.Bot})
	}
	t.Ending = strings.TrimSpace(s.own)
	if s.ending >= 0 && s.ending < len(endings) {
		t.Ending = endings[s.ending]
	} else if t.Ending == "" {
		return t, fmt.Errorf("write how your world ended, or pick one of the endings above")
	}
	seed, err := s.seedValue()
	t.Seed = seed
	return t, err
}

// placeholder is the name a seat gets when nobody types one.
func placeholder(i int) string { return fmt.Sprintf("Player %d", i+1) }

func (s *Setup) seedValue() (uint64, error) {
	if v := strings.TrimSpace(s.seed); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("the seed must be a whole number")
		}
		return n, nil
	}
	return ui.RandomSeed(), nil
}

func (s *Setup) start(ctx app.Context, e app.Event) {
	e.PreventDefault()
	t, err := s.table()
	if err != nil {
		s.err = err.Error()
		return
	}
	cfg := t.Config()
	cfg.Deck, cfg.Variant = s.deck.play, s.variant
	rec, err := hoperec.Adapter.Start(cfg, t.Seed)
	if err != nil {
		s.err = "Cannot start: " + err.Error()
		return
	}
	first, _, err := replay(rec)
	if err != nil {
		s.err = "Cannot start: " + err.Error()
		return
	}
	names := make([]string, len(t.Seats))
	for i, p := range t.Seats {
		names[i] = p.Name
	}
	title := "Hope Inhumanity: " + strings.Join(names, ", ")
	sum := hoperec.Adapter.Summary(first, rec.Names, 0)
	if rec.Notes, err = packNotes(t); err != nil {
		s.err = "Cannot keep the character sheets: " + err.Error()
		return
	}
	s.err, s.busy = "", true
	saves.StartGame(ctx, "hope", title, rec, sum, func(err error) {
		s.busy = false
		if err != nil {
			s.err = err.Error()
		}
	})
}
