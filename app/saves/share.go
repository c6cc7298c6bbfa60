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

	shown  bool
	forID  string
	link   link
	large  bool // the QR code fills the screen
	err    string
	status string      // what the last share or copy did
	self   app.Context // see withStore
}

// link is a save as shared: its URL, the URL's QR code (none when the link
// is longer than a code holds), the game's id and its state's hash (for
// tests and bug reports).
type link struct{ url, svg, game, hash string }

func (b *ShareButton) OnMount(ctx app.Context) {
	b.self = ctx
	if b.Open {
		b.show()
	}
}

func (b *ShareButton) show() {
	b.shown = true
	if b.forID == b.SaveID && b.link.url != "" {
		return
	}
	id := b.SaveID
	withStore(b.self, func(st store.Store, _ error) func(app.Context) {
		l, err := makeLink(st, id)
		return func(app.Context) {
			b.forID, b.link, b.err, b.status = id, l, "", ""
			if err != nil {
				b.err = "Cannot share this game: " + err.Error()
			}
		}
	})
}

// makeLink replays the save (a link to a game that does not load would
// only disappoint its receiver) and draws its link.
func makeLink(st store.Store, id string) (link, error) {
	s, rec, sum, err := Open(background, st, id)
	if err != nil {
		return link{}, err
	}
	payload, err := record.EncodeLinkFile(record.File{Title: clip(s.Title, record.MaxTitleBytes), Record: rec})
	if err != nil {
		return link{}, err
	}
	l := link{url: linkURL(payload), game: s.Game, hash: sum.Hash}
	// A link longer than a QR code holds (one carrying an owner's deck)
	// is still a link: show it without the code.
	l.svg, _ = QRSVG(l.url)
	return l, nil
}

func (b *ShareButton) Render() app.UI {
	if !b.shown {
		return ui.Button("Share", func(app.Context, app.Event) { b.show() }).
			Class("share-open").Aria("expanded", "false")
	}
	return tag.Section().Class("share").Aria("label", "Share this game").Body(
		errorLine(b.err),
		app.If(b.link.url != "", b.panel),
		ui.Button("Close", func(app.Context, app.Event) { b.shown = false }).Aria("label", "Close sharing"),
	)
}

// panel shows the link. Its handlers read b.link when tapped: go-app
// keeps a button's first handler across renders, so a link captured when
// drawn would go stale once the game moved on.
func (b *ShareButton) panel() app.UI {
	l := b.link
	return tag.Div().DataSet("state-hash", l.hash).Body(
		tag.P().Class("note").Text(revealNote(l.game)),
		app.If(l.svg != "", b.qr),
		tag.Label().Attr("for", "share-link").Text("Link ("+strconv.Itoa(len(l.url))+" characters)"),
		tag.Input().ID("share-link").Attr("type", "text").Attr("size", 32).Attr("readonly", true).Attr("value", l.url).
			OnFocus(func(ctx app.Context, _ app.Event) { ctx.JSSrc().Call("select") }),
		tag.Div().Class("actions").Body(
			app.If(canShare(), func() app.UI {
				return ui.Button("Share…", func(app.Context, app.Event) {
					shareURL("A Lantern game", b.link.url, b.tell("", "Could not share (%s): copy the link instead."))
				})
			}),
			ui.Button("Copy link", func(app.Context, app.Event) {
				copyText(b.link.url, b.tell("Link copied.", "Could not copy (%s): select the link above and copy it."))
			}),
		),
		statusLine(b.status),
	)
}

// qr shows the link's QR code, and the same code filling the screen on
// request: a phone's camera needs a few pixels to each of the code's
// squares, and a long game's code has too many squares for the panel.
func (b *ShareButton) qr() app.UI {
	return tag.Div().Class("qr").Body(
		app.Raw(b.link.svg),
		tag.Button().Attr("type", "button").ID("share-qr-large").Class("btn secondary").
			Aria("haspopup", "dialog").Text("Show the QR code large").OnClick(b.showLarge),
		app.If(b.large, func() app.UI {
			return tag.Div().ID("share-qr-dialog").Class("qr-large").Role("dialog").Aria("modal", "true").
				Aria("label", "QR code of the share link").OnKeyDown(b.closeOnEscape).Body(
				app.Raw(b.link.svg),
				tag.Button().Attr("type", "button").ID("share-qr-close").Class("btn").Text("Close the large QR code").OnClick(b.hideLarge),
			)
		}),
	)
}

func (b *ShareButton) showLarge(app.Context, app.Event) {
	b.large = true
	ui.FocusAfterPaint("#share-qr-close")
}

func (b *ShareButton) hideLarge(app.Context, app.Event) {
	b.large = false
	ui.FocusAfterPaint("#share-qr-large")
}

func (b *ShareButton) closeOnEscape(ctx app.Context, e app.Event) {
	if e.Get("key").String() == "Escape" {
		b.hideLarge(ctx, e)
	}
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
