package stats

import (
	"context"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/shell"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/record"
	"lantern/rules/tally"
	"lantern/rules/words"
)

func init() {
	shell.RegisterPage(shell.Page{Prefix: "stats", Title: "Stats", Nav: true,
		Render: func(string) app.UI { return &Page{} }})
}

// Page is the stats page.
type Page struct {
	app.Compo

	entries     []entry
	failed      int // saves that could not be read
	done, total int // saves read so far, of
	loaded      bool
	warn        error
	kind, camp  string // the filters; "" for all
	kinds       []kindSum
	people      []person
}

func (p *Page) OnMount(ctx app.Context) {
	ctx.Async(func() {
		es, failed, warn := read(ctx, func(done, total int) { p.done, p.total = done, total })
		ctx.Dispatch(func(app.Context) {
			p.entries, p.failed, p.warn, p.loaded = es, failed, warn, true
			p.kinds, p.people = sum(p.entries, p.kind, p.camp)
		})
	})
}

// read replays every save on the device, telling progress after each one
// and yielding to the page during long replays (saves.Yielder).
func read(ctx app.Context, progress func(done, total int)) (es []entry, failed int, warn error) {
	bg := context.Background()
	st, warn := saves.Store()
	list, err := st.List(bg)
	if err != nil {
		return nil, 0, err
	}
	yield := saves.Yielder(ctx, func(int, int) {})
	for i, m := range list {
		ctx.Dispatch(func(app.Context) { progress(i, len(list)) })
		s, err := st.Get(bg, m.ID)
		var rec record.Record
		if err == nil {
			rec, err = record.Unmarshal(s.Record)
		}
		var g tally.Game
		if err == nil {
			g, err = tally.Read(rec, yield)
		}
		if err != nil {
			failed++
			continue
		}
		e := entry{title: m.Title, game: g}
		if g.Campaign {
			e.campaign = campaign(m.Title)
		}
		es = append(es, e)
	}
	return es, failed, warn
}

func (p *Page) Render() app.UI {
	if !p.loaded {
		return ui.Page("Stats", saves.Warning(p.warn),
			tag.P().Role("status").Text("Reading the saved games… "+strconv.Itoa(p.done)+" of "+strconv.Itoa(p.total)),
			tag.Progress().Attr("max", max(p.total, 1)).Attr("value", p.done).Attr("aria-label", "Saved games read"))
	}
	if len(p.entries) == 0 {
		return ui.Page("Stats", saves.Warning(p.warn), tag.P().Text(nothing(p.failed)))
	}
	return ui.Page("Stats", saves.Warning(p.warn),
		tag.P().Class("hint").Text(intro(len(p.entries), p.failed)),
		p.filters(),
		results(p.kinds, p.people).UI(),
	)
}

func nothing(failed int) string {
	if failed > 0 {
		return "None of the saved games on this device could be read."
	}
	return "No games are saved on this device yet. Play one and its numbers appear here."
}

// filters are the game and campaign choices; the campaigns only when
// some save is one.
func (p *Page) filters() app.UI {
	kinds := []string{""}
	for _, e := range p.entries {
		if index(kinds, e.game.Kind) < 0 {
			kinds = append(kinds, e.game.Kind)
		}
	}
	camps := campaigns(p.entries, p.kind)
	return tag.Div().Class("stats-filters").Body(
		pick("stats-game", "Game", kinds, p.kind, kindTitle, p.setKind),
		app.If(len(camps) > 1, func() app.UI {
			return pick("stats-campaign", "Campaign", camps, p.camp, func(c string) string { return c }, p.setCamp)
		}),
	)
}

// campaigns are the choices of the campaign filter: all, then each
// campaign of the games of kind ("" for every kind). A save of a game
// without campaigns (Hope, the hunt) is no campaign.
func campaigns(entries []entry, kind string) []string {
	camps := []string{""}
	for _, e := range entries {
		if e.campaign != "" && (kind == "" || e.game.Kind == kind) && index(camps, e.campaign) < 0 {
			camps = append(camps, e.campaign)
		}
	}
	return camps
}

func pick(id, label string, values []string, now string, title func(string) string, on app.EventHandler) app.UI {
	return tag.Div().Class("field field-short").Body(
		tag.Label().Attr("for", id).Text(label),
		tag.Select().ID(id).OnChange(on).Body(app.Range(values).Slice(func(i int) app.UI {
			v, t := values[i], "All"
			if v != "" {
				t = title(v)
			}
			// go-app drops an empty value attribute; "*" stands for all.
			return tag.Option().Attr("value", "*"+v).Attr("selected", v == now).Text(t)
		})),
	)
}

func (p *Page) setKind(ctx app.Context, _ app.Event) {
	p.kind, p.camp = ctx.JSSrc().Get("value").String()[1:], ""
	p.kinds, p.people = sum(p.entries, p.kind, p.camp)
}

func (p *Page) setCamp(ctx app.Context, _ app.Event) {
	p.camp = ctx.JSSrc().Get("value").String()[1:]
	p.kinds, p.people = sum(p.entries, p.kind, p.camp)
}

// kindTitle is a game's title in the library, or its id.
func kindTitle(id string) string {
	for _, g := range shell.Games() {
		if g.ID == id {
			return g.Title
		}
	}
	return id
}

func intro(read, failed int) string {
	s := "From " + words.Count(read, "game") + " saved on this device"
	if failed > 0 {
		s += " (" + words.Count(failed, "save") + " could not be read)"
	}
	return s + ". Nothing leaves the device."
}
