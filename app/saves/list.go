package saves

import (
	"fmt"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
	"lantern/app/store"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules"
	"lantern/rules/record"
)

// List is the saves page: every saved game with continue, rename,
// duplicate, share, export and delete (with undo), and import from a file.
type List struct {
	app.Compo

	saves   []store.Meta
	loaded  bool
	warn    error
	news    error // what settling the journal did, shown from the first listing on
	err     string
	notice  string
	at      string      // the save id (or importKey) the notice or error is shown beside
	deleted *store.Save // the last deleted save, kept for Undo
	// deletedAt is where the deleted save's card was: its Undo stays in
	// the place the players were looking.
	deletedAt int
	renaming  string // id of the save whose title is being edited
	newTitle  string
	self      app.Context // the page's own context: see withStore
}

func (l *List) OnMount(ctx app.Context) {
	l.self = ctx
	l.refresh()
}

func (l *List) refresh() {
	withStore(l.self, func(st store.Store, warn error) func(app.Context) {
		list, err := st.List(background)
		return func(app.Context) {
			l.saves, l.warn, l.loaded = list, warn, true
			if n := takeNews(); n != nil {
				l.news = n
			}
			if err != nil {
				l.err, l.at = "Could not read the saved games: "+err.Error(), ""
			}
		}
	})
}

// importKey is where the importer's outcome is shown.
const importKey = "import"

// run does op against the store, then shows its outcome beside the card of
// the save op names (or the importer) and refreshes.
func (l *List) run(op func(st store.Store) (at, msg string, err error)) {
	l.say("", "", "")
	withStore(l.self, func(st store.Store, _ error) func(app.Context) {
		at, msg, err := op(st)
		return func(app.Context) {
			l.at = at
			if err != nil {
				l.err = err.Error()
			} else {
				l.notice = msg
			}
			l.refresh()
		}
	})
}

// say shows msg or err beside the card of save at (or the importer).
func (l *List) say(at, msg, err string) { l.at, l.notice, l.err = at, msg, err }

// feedback is the outcome shown beside key's card, if it is the one acted on.
// Every card keeps the same live region, so what appears in it is read out.
func (l *List) feedback(key string) app.UI {
	err, msg := "", ""
	if l.at == key {
		err, msg = l.err, l.notice
	}
	return tag.Div().Class("feedback").Body(errorLine(err), statusLine(msg))
}

func (l *List) Render() app.UI {
	return ui.Page("Saves",
		Warning(l.warn),
		Warning(l.news),
		app.If(l.at == "", func() app.UI { return errorLine(l.err) }),
		l.importer(),
		app.If(l.loaded && len(l.saves) == 0 && l.deleted == nil, func() app.UI {
			return tag.P().Text("No saved games yet. Start one from the library, or open a file or a link someone shared.")
		}),
		tag.Ul().Class("cards saves").Body(l.cards()...),
	)
}

// cards is a card per save, with the one just deleted standing in its
// place as its Undo.
func (l *List) cards() []app.UI {
	out := make([]app.UI, 0, len(l.saves)+1)
	for _, m := range l.saves {
		out = append(out, l.row(m))
	}
	if l.deleted != nil {
		gone := tag.Li().Class("card deleted").Body(statusLine("Deleted "+l.deleted.Title+".",
			ui.Button("Undo", l.undo).Aria("label", "Undo delete")))
		at := min(l.deletedAt, len(out))
		out = append(out[:at], append([]app.UI{gone}, out[at:]...)...)
	}
	return out
}

func (l *List) row(m store.Meta) app.UI {
	game := gameTitle(m.Game)
	open := "Continue"
	if m.Over {
		open = "Open" // a finished game is looked at, not continued
	}
	return tag.Li().Class("card save").DataSet("save-id", m.ID).Body(
		l.title(m),
		tag.P().Class("save-game").Text(game+" · "+m.Progress),
		tag.P().Class("save-players").Text(strings.Join(m.Players, ", ")),
		app.If(m.Origin != "", func() app.UI { return tag.P().Class("save-origin").Text("Branched from " + m.Origin) }),
		tag.P().Class("save-time").Text("Last played "+ago(m.Updated, time.Now())),
		tag.Div().Class("actions").Body(
			ui.LinkButton(open, shell.Href("/play/"+m.Game+"/"+m.ID)).Aria("label", open+" "+m.Title),
			ui.Button("Rename", l.startRename).Aria("label", "Rename "+m.Title),
			ui.Button("Duplicate", l.duplicate).Aria("label", "Duplicate "+m.Title),
			ui.LinkButton("Share", shell.Href("/share/"+m.ID)).Aria("label", "Share "+m.Title),
			ui.Button("Export", l.export).Aria("label", "Export "+m.Title+" to a file"),
			ui.Button("Delete", l.remove).Class("danger").Aria("label", "Delete "+m.Title),
		),
		l.feedback(m.ID),
	)
}

// clicked is the save of the row whose button raised the event, found by
// the row's data-save-id at the click (see ui.RowKey): a list that changed
// since the row was drawn cannot send it another save.
func (l *List) clicked(ctx app.Context) (store.Meta, bool) {
	id := ui.RowKey(ctx, "save-id")
	for _, m := range l.saves {
		if m.ID == id && id != "" {
			return m, true
		}
	}
	return store.Meta{}, false
}

func (l *List) startRename(ctx app.Context, _ app.Event) {
	if m, ok := l.clicked(ctx); ok {
		l.renaming, l.newTitle = m.ID, m.Title
	}
}

func (l *List) title(m store.Meta) app.UI {
	if l.renaming != m.ID {
		return tag.H2().Text(m.Title)
	}
	id := "rename-" + m.ID
	// A div, not a form: the page's CSP forbids form submission, and a
	// submit the browser acts on before Go's handler runs would reload.
	return tag.Div().Class("rename").Body(
		tag.Label().Attr("for", id).Text("New title"),
		tag.Input().ID(id).Attr("type", "text").Attr("value", l.newTitle).Attr("maxlength", record.MaxTitleBytes).Attr("autofocus", true).
			OnInput(func(ctx app.Context, e app.Event) { l.newTitle = ctx.JSSrc().Get("value").String() }).
			OnKeyDown(func(_ app.Context, e app.Event) {
				if e.Get("key").String() == "Enter" {
					l.saveTitle()
				}
			}),
		ui.Button("Save title", func(app.Context, app.Event) { l.saveTitle() }).ID("rename-save"),
		ui.Button("Cancel", func(app.Context, app.Event) { l.renaming = "" }),
	)
}

// saveTitle renames the save being renamed: its id is the page's state,
// not the row's, so the title goes to that save wherever its row now is.
func (l *List) saveTitle() {
	id, title := l.renaming, rules.CleanName(l.newTitle)
	l.renaming = ""
	if id != "" {
		l.run(func(st store.Store) (string, string, error) { return id, "Renamed.", Rename(background, st, id, title) })
	}
}

func (l *List) duplicate(ctx app.Context, _ app.Event) {
	m, ok := l.clicked(ctx)
	if !ok {
		return
	}
	l.run(func(st store.Store) (string, string, error) {
		s, err := Duplicate(background, st, m.ID)
		if err != nil {
			return m.ID, "", err
		}
		return s.ID, "Copied from " + m.Title + ".", nil
	})
}

// remove deletes at once and keeps the save in memory for Undo: quicker
// than a confirmation, and nothing is lost by a slip.
func (l *List) remove(ctx app.Context, _ app.Event) {
	m, ok := l.clicked(ctx)
	if !ok {
		return
	}
	l.say("", "", "")
	withStore(l.self, func(st store.Store, _ error) func(app.Context) {
		s, err := st.Get(background, m.ID)
		if err == nil {
			err = st.Delete(background, m.ID)
		}
		return func(app.Context) {
			if err != nil {
				l.say(m.ID, "", "Not deleted: "+err.Error())
				return
			}
			l.deleted, l.deletedAt = &s, l.index(m.ID)
			l.refresh()
		}
	})
}

func (l *List) undo(app.Context, app.Event) {
	s := l.deleted
	if s == nil {
		return
	}
	l.deleted = nil
	l.run(func(st store.Store) (string, string, error) {
		return s.ID, "Restored " + s.Title + ".", Restore(background, st, *s)
	})
}

// index is where save id's card is in the list.
func (l *List) index(id string) int {
	for i, m := range l.saves {
		if m.ID == id {
			return i
		}
	}
	return len(l.saves)
}

func (l *List) export(ctx app.Context, _ app.Event) {
	m, ok := l.clicked(ctx)
	if !ok {
		return
	}
	l.say("", "", "")
	withStore(l.self, func(st store.Store, _ error) func(app.Context) {
		b, name, err := Export(background, st, m.ID)
		return func(app.Context) {
			if err != nil {
				l.say(m.ID, "", "Not exported: "+err.Error())
				return
			}
			download(name, b)
			l.say(m.ID, "Exported as "+name+".", "")
		}
	})
}

func (l *List) importer() app.UI {
	return tag.Div().Class("import").Body(
		tag.Label().Attr("for", "import-file").Text("Import a saved game from a file"),
		tag.Input().ID("import-file").Attr("type", "file").Attr("accept", ".lantern,application/octet-stream").
			OnChange(l.importFile),
		l.feedback(importKey),
	)
}

// importFile validates the chosen file completely (decode and replay)
// before storing it as a new save; on any failure nothing changes.
func (l *List) importFile(ctx app.Context, _ app.Event) {
	l.say("", "", "")
	input := ctx.JSSrc()
	ui.ReadChosenFile(input, record.MaxFileBytes, "a Lantern saved game", func(_ string, b []byte, err error) {
		input.Set("value", "") // choosing the same file again fires change again
		if err != nil {
			l.self.Dispatch(func(app.Context) { l.say(importKey, "", "Not imported: "+err.Error()) })
			return
		}
		l.run(func(st store.Store) (string, string, error) {
			c, title, err := ReadFile(b)
			if err != nil {
				return importKey, "", fmt.Errorf("not imported: %w", err)
			}
			s, err := AddNew(background, st, c, title)
			return importKey, "Imported " + s.Title + ".", err
		})
	})
}

// ago says when a game was last played, in words.
func ago(ms int64, now time.Time) string {
	d := now.Sub(time.UnixMilli(ms))
	switch {
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return plural(int(d/time.Minute), "minute") + " ago"
	case d < 24*time.Hour:
		return plural(int(d/time.Hour), "hour") + " ago"
	case d < 7*24*time.Hour:
		return plural(int(d/(24*time.Hour)), "day") + " ago"
	}
	return "on " + time.UnixMilli(ms).Format("2 Jan 2006")
}

func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return fmt.Sprintf("%d %ss", n, unit)
}
