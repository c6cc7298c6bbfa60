package blessed

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/blessed"
	"lantern/rules/record"
)

var background = context.Background()

// Play is a campaign at #/play/blessed/<SaveID>.
type Play struct {
	app.Compo
	SaveID string

	loadedID string
	loading  bool
	opened   [2]int // moves replayed and to replay, while loading
	err      error  // the save could not be opened
	warn     error  // saves are not kept (in-memory fallback)
	saveErr  string // the last autosave failed
	title    string
	g        campaign
	sheets   []Sheet
	setting  string // the Setting Ethic, or ""
	announce string // the last step, read by screen readers
	self     app.Context

	now     []blessed.Move // Legal(s), once per Render
	odds    *blessed.Odds  // the check's odds, until the next move
	form    newChar        // the add-a-character form
	adding  bool           // a character was added: keep the form open for the next
	monster quickMonster   // the Endeavor's add-a-monstrosity form
	check   checkForm      // the begin-a-check form and the check's controls
	panels  ui.Panels
	gm      gmPhone // the game master's phone (gmphone.go)
	look    look    // the timeline, when open: the table shows its moment
}

func (p *Play) OnMount(ctx app.Context) {
	p.self = ctx
	p.load(ctx)
}

func (p *Play) OnUpdate(ctx app.Context) { p.load(ctx) }

// progress shows how far the replay of a long save has got.
func (p *Play) progress(done, total int) { p.opened = [2]int{done, total} }

// campaign is the campaign's record, state and journal, kept in step.
type campaign = record.Session[blessed.Config, blessed.Move, blessed.State, blessed.Event]

func newCampaign() campaign {
	return campaign{Adapter: blessed.Adapter, Apply: blessed.Apply, Reveals: reveals}
}

// reveals tells a move that rolled dice, Lantern's or a face the table
// typed (G-01: undo stops there).
func reveals(before, after blessed.State, m blessed.Move) bool {
	return before.RNG != after.RNG || m.Kind == blessed.Face
}

func (p *Play) load(ctx app.Context) {
	if p.loadedID == p.SaveID || p.loading {
		return
	}
	p.loading = true
	id := p.SaveID
	saves.OpenSession(ctx, &autosaver, id, newCampaign(), p.progress, func(title string, g campaign, warn, err error) {
		p.loading = false
		p.loadedID, p.warn = id, warn
		if err != nil {
			p.err = err
			return
		}
		p.err, p.title, p.g, p.odds, p.adding, p.gm = nil, title, g, nil, false, gmPhone{}
		p.sheets, p.setting = unpackNotes(g.Record.Notes, g.State), unpackSetting(g.Record.Notes)
		p.panels.Greet(autosaver.Rested(), p.recap())
	})
}

// play makes a move and autosaves it.
func (p *Play) play(m blessed.Move) bool {
	ev, err := p.g.Play(m)
	if err != nil {
		p.announce = "Not allowed: " + err.Error()
		return false
	}
	p.odds = nil
	p.announce = p.named(stepText(ev))
	p.save()
	if app.IsClient {
		resetChoices()
	}
	return true
}

func stepText(ev []blessed.Event) string {
	parts := make([]string, len(ev))
	for i, e := range ev {
		parts[i] = e.Text
	}
	return strings.Join(parts, " ")
}

// named swaps the rules' "seat N" (or "Seat N", a whole word) for the
// character's name. A scan of its own: the regexp it replaces linked some
// 9 KB of code into the game.
func (p *Play) named(text string) string {
	var b strings.Builder
	for i := 0; i < len(text); {
		n, end := seatRef(text, i)
		if n < 1 || n > len(p.sheets) {
			b.WriteByte(text[i])
			i++
			continue
		}
		b.WriteString(p.sheets[n-1].Name)
		i = end
	}
	return b.String()
}

// seatRef reads "seat N" or "Seat N" at text[i:] standing as whole words:
// it returns N (0 if there is none, or too long to read) and where it ends.
func seatRef(text string, i int) (n, end int) {
	if i > 0 && wordByte(text[i-1]) || len(text)-i < 6 || text[i]|0x20 != 's' || text[i+1:i+5] != "eat " {
		return 0, 0
	}
	end = i + 5
	for end < len(text) && text[end] >= '0' && text[end] <= '9' {
		end++
	}
	if end < len(text) && wordByte(text[end]) {
		return 0, 0
	}
	n, err := strconv.Atoi(text[i+5 : end])
	if err != nil {
		return 0, 0
	}
	return n, end
}

// wordByte reports whether c is a word character as a regexp's \b reads it.
func wordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z'
}

// undo takes back the last move: the dice live in the state, so a move
// taken again comes out the same and undo cannot reroll.
func (p *Play) undo(ctx app.Context, _ app.Event) {
	if err := p.g.Undo(); err != nil {
		p.announce = "Cannot undo: " + err.Error()
		return
	}
	p.odds = nil
	if len(p.sheets) > len(p.g.State.Party) { // an added character taken back
		p.sheets = p.sheets[:len(p.g.State.Party)]
		p.keepSheets()
	}
	p.announce = "The last step was taken back."
	p.save()
}

// keepSheets puts the sheets in the record's notes for the next save.
func (p *Play) keepSheets() {
	b, err := packNotes(p.setting, p.sheets)
	if err == nil && len(b) > record.MaxNotesBytes {
		err = errTooLong
	}
	if err != nil {
		p.saveErr = "Sheets not saved: " + err.Error()
		return
	}
	p.g.Record.Notes = b
}

// autosaver keeps the campaign's autosaves in order.
var autosaver saves.Autosaver

// save writes the current record after every move.
func (p *Play) save() {
	sum := blessed.Adapter.Summary(p.g.State, names(p.sheets), p.g.Moves)
	autosaver.Save(p.self, 0, p.SaveID, p.title, p.g.Record, sum, func(err error) {
		saves.Told(err, &p.warn, &p.saveErr, &p.announce, p.reopen)
	})
}

// reopen shows the game as the save holds it now.
func (p *Play) reopen() {
	p.loadedID = ""
	p.load(p.self)
}

// say fills a label's {placeholders} in from m, {seat} and {other} by
// name (blessed.Move.Say).
func (p *Play) say(m blessed.Move, text string) string { return m.Say(text, names(p.sheets)) }

func names(sheets []Sheet) []string {
	out := make([]string, len(sheets))
	for i, sh := range sheets {
		out[i] = sh.Name
	}
	return out
}

func (p *Play) Render() app.UI {
	switch {
	case p.err != nil:
		return saves.CannotOpen(p.SaveID, "This campaign could not be opened", p.err)
	case p.loadedID == "":
		return saves.Opening("Humanity, Blessed", "the campaign", p.opened[0], p.opened[1])
	}
	if p.look.On(p.SaveID) { // the odds kept are the live check's
		odds := p.odds
		p.odds = nil
		defer func() { p.odds = odds }()
	}
	defer p.look.Showing(p.SaveID, &p.g)()
	p.now = blessed.Legal(p.g.State)
	return ui.Table{
		Game:     "blessed",
		Title:    p.heading(),
		Notices:  []app.UI{saves.Warning(p.warn), ui.Alert(p.saveErr), p.gmPhoneNote()},
		Announce: p.announce,
		CanUndo:  p.g.CanUndo(),
		OnUndo:   p.undo,
		Share:    &saves.ShareButton{SaveID: p.SaveID},
		Panels:   &p.panels,
		Help:     help,
		Journal:  p.logView,
		Recap:    p.recap,
		Print:    p.printed,
		Body: []app.UI{tag.Div().Class("blessed").DataSet("moves", p.g.Moves).Body(
			append([]app.UI{p.typingView(), p.amendView()}, p.views()...)...,
		)},

		OnTimeline: p.toggleTimeline,
		Past:       p.look.Panel(),
	}.UI()
}

// views puts the party on the first screen: above it only what the table
// is doing (the check, an Endeavor under way, an open Session Shop);
// below it what is rarely needed (beginning an Endeavor, ending the scene
// or session, the game master's tools, adding a character).
func (p *Play) views() []app.UI {
	st := p.g.State
	first, rest := []app.UI{p.checkView()}, []app.UI{}
	switch {
	case st.Endeavor == nil:
		rest = append(rest, p.endeavorView())
	case st.Check == nil: // an Endeavor's track above the check builder
		first = []app.UI{p.endeavorView(), p.checkView()}
	default: // a check under way above the track
		first = append(first, p.endeavorView())
	}
	if st.Shop {
		first = append(first, p.sessionView())
	} else {
		rest = append(rest, p.sessionView())
	}
	return slices.Concat(first, []app.UI{p.partyView()}, rest, []app.UI{p.gameMasterView(), p.addView()})
}

// heading is the page's h1: the campaign and its session, with the
// Hardy die while one is played; a sentence once the Session Shop opens
// (the Hardy die starts again with the next session).
func (p *Play) heading() string {
	h := p.title + " — session " + itoa(p.g.State.Session)
	if p.g.State.Shop {
		return h + " is over, and the Session Shop is open"
	}
	if d := p.g.State.HardyDie; d != 0 {
		h += " · Hardy " + d.String()
	}
	return h
}

func (p *Play) logView() app.UI {
	lines := make([]ui.Line, len(p.g.Log))
	for i, t := range p.logTexts() {
		lines[i] = ui.Line{Text: t}
	}
	return tag.Div().Class("blessed-log").Body(ui.Journal("blessed-log", "", lines))
}

func itoa(n int) string { return strconv.Itoa(n) }
