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

	saves    []store.Meta
	loaded   bool
	warn     error
	err      string
	notice   string
	deleted  *store.Save // the last deleted save, kept for Undo
	renaming string      // id of the save whose title is being edited
	newTitle string
	self     app.Context // the page's own context: see withStore
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
			if err != nil {
				l.err = "Could not read the saved games: " + err.Error()
			}
		}
	})
}

// run does op against the store, then shows its outcome and refreshes.
func (l *List) run(op func(st store.Store) (string, error)) {
	l.err, l.notice = "", ""
	withStore(l.self, func(st store.Store, _ error) func(app.Context) {
		msg, err := op(st)
		return func(app.Context) {
			if err != nil {
				l.err = err.Error()
			} else {
				l.notice = msg
			}
			l.refresh()
		}
	})
}

func (l *List) Render() app.UI {
	return ui.Page("Saves",
		Warning(l.warn),
		errorLine(l.err),
		statusLine(l.notice, app.If(l.deleted != nil, func() app.UI {
			return ui.Button("Undo", l.undo).Aria("label", "Undo delete")
		})),
		l.importer(),
		app.If(l.loaded && len(l.saves) == 0, func() app.UI {
			return tag.P().Text("No saved games yet. Start one from the library, or open a file or a link someone shared.")
		}),
		tag.Ul().Class("cards saves").Body(app.Range(l.saves).Slice(func(i int) app.UI { return l.row(l.saves[i]) })),
	)
}

func (l *List) row(m store.Meta) app.UI {
	game := gameTitle(m.Game)
	return tag.Li().Class("card save").DataSet("save-id", m.ID).Body(
		l.title(m),
		tag.P().Class("save-game").Text(game+" · "+m.Progress),
		tag.P().Class("save-players").Text(strings.Join(m.Players, ", ")),
		tag.P().Class("save-time").Text("Last played "+ago(m.Updated, time.Now())),
		tag.Div().Class("actions").Body(
			ui.LinkButton("Continue", shell.Href("/play/"+m.Game+"/"+m.ID)).Aria("label", "Continue "+m.Title),
			ui.Button("Rename", l.startRename).Aria("label", "Rename "+m.Title),
			ui.Button("Duplicate", l.duplicate).Aria("label", "Duplicate "+m.Title),
			ui.LinkButton("Share", shell.Href("/share/"+m.ID)).Aria("label", "Share "+m.Title),
			ui.Button("Export", l.export).Aria("label", "Export "+m.Title+" to a file"),
			ui.Button("Delete", l.remove).Aria("label", "Delete "+m.Title),
		),
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
		l.run(func(st store.Store) (string, error) { return "Renamed.", Rename(background, st, id, title) })
	}
}

func (l *List) duplicate(ctx app.Context, _ app.Event) {
	m, ok := l.clicked(ctx)
	if !ok {
		return
	}
	l.run(func(st store.Store) (string, error) {
		_, err := Duplicate(background, st, m.ID)
		return "Duplicated " + m.Title + ".", err
	})
}

// remove deletes at once and keeps the save in memory for Undo: quicker
// than a confirmation, and nothing is lost by a slip.
func (l *List) remove(ctx app.Context, _ app.Event) {
	m, ok := l.clicked(ctx)
	if !ok {
		return
	}
	l.err, l.notice = "", ""
	withStore(l.self, func(st store.Store, _ error) func(app.Context) {
		s, err := st.Get(background, m.ID)
		if err == nil {
			err = st.Delete(background, m.ID)
		}
		return func(app.Context) {
			if err != nil {
				l.err = "Not deleted: " + err.Error()
				return
			}
			l.deleted, l.notice = &s, "Deleted "+m.Title+"."
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
	l.run(func(st store.Store) (string, error) { return "Restored " + s.Title + ".", Restore(background, st, *s) })
}

func (l *List) export(ctx app.Context, _ app.Event) {
	m, ok := l.clicked(ctx)
	if !ok {
		return
	}
	l.err, l.notice = "", ""
	withStore(l.self, func(st store.Store, _ error) func(app.Context) {
		b, name, err := Export(background, st, m.ID)
		return func(app.Context) {
			if err != nil {
				l.err = "Not exported: " + err.Error()
				return
			}
			download(name, b)
			l.notice = "Exported " + m.Title + " as " + name + "."
		}
	})
}

func (l *List) importer() app.UI {
	return tag.Div().Class("import").Body(
		tag.Label().Attr("for", "import-file").Text("Import a saved game from a file"),
		tag.Input().ID("import-file").Attr("type", "file").Attr("accept", ".lantern,application/octet-stream").
			OnChange(l.importFile),
	)
}

// importFile validates the chosen file completely (decode and replay)
// before storing it as a new save; on any failure nothing changes.
func (l *List) importFile(ctx app.Context, _ app.Event) {
	l.err, l.notice = "", ""
	input := ctx.JSSrc()
	ui.ReadChosenFile(input, record.MaxFileBytes, "a Lantern saved game", func(_ string, b []byte, err error) {
		input.Set("value", "") // choosing the same file again fires change again
		if err != nil {
			l.self.Dispatch(func(app.Context) { l.err = "Not imported: " + err.Error() })
			return
		}
		l.run(func(st store.Store) (string, error) {
			c, title, err := ReadFile(b)
			if err != nil {
				return "", fmt.Errorf("not imported: %w", err)
			}
			s, err := AddNew(background, st, c, title)
			return "Imported " + s.Title + ".", err
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
