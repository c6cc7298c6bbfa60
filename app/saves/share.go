package saves

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/store"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/record"
)

// ShareButton offers a save as a link: the Web Share API where the browser
// has it, a copy button, the link itself and a QR code. Game screens embed
// it; SharePage shows it open.
type ShareButton struct {
	app.Compo
	SaveID string
	Open   bool // start with the panel open

	shown    bool
	forID    string
	url, svg string
	hash     string // of the shared game's state, for tests and bug reports
	err      string
	status   string      // what the last share or copy did
	self     app.Context // see withStore
}

func (b *ShareButton) OnMount(ctx app.Context) {
	b.self = ctx
	if b.Open {
		b.show()
	}
}

func (b *ShareButton) show() {
	b.shown = true
	if b.forID == b.SaveID && b.url != "" {
		return
	}
	id := b.SaveID
	withStore(b.self, func(st store.Store, _ error) func(app.Context) {
		url, svg, hash, err := makeLink(st, id)
		return func(app.Context) {
			b.forID, b.url, b.svg, b.hash, b.err, b.status = id, url, svg, hash, "", ""
			if err != nil {
				b.err = "Cannot share this game: " + err.Error()
			}
		}
	})
}

// makeLink replays the save (a link to a game that does not load would
// only disappoint its receiver) and draws its link.
func makeLink(st store.Store, id string) (url, svg, hash string, err error) {
	s, rec, sum, err := Open(background, st, id)
	if err != nil {
		return "", "", "", err
	}
	payload, err := record.EncodeLinkFile(record.File{Title: clip(s.Title, record.MaxTitleBytes), Record: rec})
	if err != nil {
		return "", "", "", err
	}
	url = linkURL(payload)
	// A link longer than a QR code holds (one carrying an owner's deck)
	// is still a link: show it without the code.
	svg, _ = QRSVG(url)
	return url, svg, sum.Hash, nil
}

func (b *ShareButton) Render() app.UI {
	if !b.shown {
		return ui.Button("Share", func(app.Context, app.Event) { b.show() }).
			Class("share-open").Aria("expanded", "false")
	}
	return tag.Section().Class("share").Aria("label", "Share this game").Body(
		errorLine(b.err),
		app.If(b.url != "", b.panel),
		ui.Button("Close", func(app.Context, app.Event) { b.shown = false }).Aria("label", "Close sharing"),
	)
}

func (b *ShareButton) panel() app.UI {
	return tag.Div().DataSet("state-hash", b.hash).Body(
		tag.P().Class("note").Text(revealNote),
		app.If(b.svg != "", func() app.UI { return tag.Div().Class("qr").Body(app.Raw(b.svg)) }),
		tag.Label().Attr("for", "share-link").Text("Link ("+strconv.Itoa(len(b.url))+" characters)"),
		tag.Input().ID("share-link").Attr("type", "text").Attr("size", 32).Attr("readonly", true).Attr("value", b.url).
			OnFocus(func(ctx app.Context, _ app.Event) { ctx.JSSrc().Call("select") }),
		tag.Div().Class("actions").Body(
			app.If(canShare(), func() app.UI {
				return ui.Button("Share…", func(app.Context, app.Event) {
					shareURL("A Lantern game", b.url, b.tell("", "Could not share (%s): copy the link instead."))
				})
			}),
			ui.Button("Copy link", func(app.Context, app.Event) {
				copyText(b.url, b.tell("Link copied.", "Could not copy (%s): select the link above and copy it."))
			}),
		),
		statusLine(b.status),
	)
}

// tell returns a callback that shows ok, or failed with the reason.
func (b *ShareButton) tell(ok, failed string) func(reason string) {
	return func(reason string) {
		b.self.Dispatch(func(app.Context) {
			b.status = ok
			if reason != "" {
				b.status = fmt.Sprintf(failed, reason)
			}
		})
	}
}

// SharePage is #/share/<id>: the share panel of one save, open, under
// the save's title and game.
type SharePage struct {
	app.Compo
	SaveID string

	meta store.Meta
}

func (p *SharePage) OnMount(ctx app.Context) {
	id := p.SaveID
	withStore(ctx, func(st store.Store, _ error) func(app.Context) {
		s, err := st.Get(background, id)
		return func(app.Context) {
			if err == nil && id == p.SaveID {
				p.meta = s.Meta
			}
		}
	})
}

func (p *SharePage) Render() app.UI {
	heading, game := "Share a game", ""
	if p.meta.ID == p.SaveID {
		heading, game = "Share “"+p.meta.Title+"”", gameTitle(p.meta.Game)+" · "+p.meta.Progress
	}
	// The same tree before and after the title arrives, so the panel is
	// not mounted twice.
	return ui.Page(heading, tag.P().Class("share-game").Text(game), &ShareButton{SaveID: p.SaveID, Open: true})
}
