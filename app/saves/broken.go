package saves

import (
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
	"lantern/app/store"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules"
	"lantern/rules/record"
)

// Broken is what every game page shows when its save cannot be opened:
// why, and the two ways on (G-02). "Open at the last move that works"
// adds a copy cut to the moves that replay and opens it, leaving the save
// as it was; "Delete" asks once more first. It never crashes the app.
type Broken struct {
	app.Compo
	SaveID  string
	Title   string // the page's heading, e.g. "This hunt could not be opened"
	Problem string // why, in plain words
	Detail  string // the error itself, behind "Details", for bug reports

	confirm bool
	busy    bool
	msg     string
	self    app.Context // see withStore
}

func (b *Broken) OnMount(ctx app.Context) { b.self = ctx }

func (b *Broken) Render() app.UI {
	del := ui.Button("Delete this save", b.askDelete).ID("broken-delete").Class("btn danger")
	if b.confirm {
		del = ui.Button("Yes, delete it for good", b.delete).ID("broken-delete-confirm").Class("btn danger")
	}
	return ui.Page(b.Title,
		tag.Div().DataSet("open-error", "true").Body(ui.Trouble(capital(b.Problem)+".", b.Detail)),
		tag.P().Text("The save is kept as it is. You can open a copy of it at its last move that still works, or delete it."),
		errorLine(b.msg),
		tag.Div().Class("actions").Body(
			ui.Button("Open at the last move that works", b.recover).ID("broken-recover").Class("btn primary").Attr("disabled", b.busy),
			del,
			ui.LinkButton("Your saves", shell.Href("/saves")),
		),
	)
}

func (b *Broken) recover(app.Context, app.Event) {
	b.busy, b.msg = true, ""
	id := b.SaveID
	withStore(b.self, func(st store.Store, _ error) func(app.Context) {
		s, _, err := Recover(background, st, id)
		return func(ctx app.Context) {
			b.busy = false
			if err != nil {
				b.msg = "Could not recover it: " + err.Error()
				return
			}
			shell.Navigate(ctx, "/play/"+s.Game+"/"+s.ID)
		}
	})
}

func (b *Broken) askDelete(app.Context, app.Event) { b.confirm = true }

func (b *Broken) delete(app.Context, app.Event) {
	b.busy = true
	id := b.SaveID
	withStore(b.self, func(st store.Store, _ error) func(app.Context) {
		err := st.Delete(background, id)
		return func(ctx app.Context) {
			b.busy, b.confirm = false, false
			if err != nil {
				b.msg = "Not deleted: " + err.Error()
				return
			}
			shell.Navigate(ctx, "/saves")
		}
	})
}

// CannotOpen is the page for save id that failed to open with err: a
// missing save says so; any other failure shows Broken.
func CannotOpen(id, heading string, err error) app.UI {
	if errors.Is(err, store.ErrNotFound) {
		return ui.Page(heading,
			tag.P().Class("error").Role("alert").Text("This save is not on this device: it may have been deleted, here or in another tab."),
			ui.LinkButton("Your saves", shell.Href("/saves")))
	}
	return &Broken{SaveID: id, Title: heading, Problem: problem(err), Detail: err.Error()}
}

// problem says in plain words why a save does not open.
func problem(err error) string {
	replay, isReplay := rules.As[*rules.ReplayError](err)
	switch {
	case errors.Is(err, record.ErrTooLong):
		return "it holds more moves than Lantern keeps for one game"
	case errors.Is(err, record.ErrDiverged):
		return "its moves no longer lead to the game that was saved"
	case isReplay:
		return fmt.Sprintf("move %d of it cannot be played: the save was damaged or changed", replay.Index+1)
	case errors.Is(err, record.ErrCorrupt):
		return "the save is damaged: it was cut short or changed"
	}
	return "it cannot be played here"
}
