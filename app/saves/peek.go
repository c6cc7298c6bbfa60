package saves

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/record"
)

// A peek (#/peek/<payload>) is one player's private view, carried from the
// table's tablet to that player's phone by a QR code (record.EncodePeek).
// The phone needs no save and no network: Lantern, installed or visited
// once, opens the page offline, and the page reads nothing from the
// phone's saves and writes nothing to them. Each game shows its own kind.

func init() {
	shell.RegisterPage(shell.Page{Prefix: "peek", Title: "A player's own view",
		Render: func(rest string) app.UI { return &PeekPage{Payload: rest} }})
}

var peekKinds = map[string]func(body []byte) (app.UI, error){}

// RegisterPeek lets a game show the peeks of its kind: show reads body
// (untrusted, but within record.MaxPeekInflated) and returns the page, or
// an error wrapping record.ErrCorrupt that says what is wrong.
func RegisterPeek(kind string, show func(body []byte) (app.UI, error)) { peekKinds[kind] = show }

// PeekURL is the address a phone's camera opens for payload.
func PeekURL(payload string) string { return appURL(record.PeekPrefix + payload) }

// PeekPage shows a peek, or in plain words why the code cannot be read.
type PeekPage struct {
	app.Compo
	Payload string

	readFor string
	view    app.UI
	err     string
}

func (p *PeekPage) Render() app.UI {
	if p.view == nil || p.readFor != p.Payload {
		p.readFor = p.Payload
		p.view, p.err = ShowPeek(p.Payload)
	}
	if p.err != "" {
		return ui.Page("This code cannot be opened", tag.Div().ID("peek").Class("peek peek-bad").Body(
			tag.P().ID("peek-error").Class("error").Role("alert").Text(p.err),
			tag.P().Text("Nothing was saved on this phone. Ask for a new code: the tablet shows it where the first one was."),
			ui.LinkButton("Lantern's library", "#/"),
		))
	}
	return p.view
}

// ShowPeek reads payload and returns its game's view, or why it cannot
// (a sentence for the player, without the decoder's jargon).
func ShowPeek(payload string) (app.UI, string) {
	pk, err := record.DecodePeek(payload)
	if err != nil {
		return nil, plainPeekError(err)
	}
	show, ok := peekKinds[pk.Kind]
	if !ok {
		return nil, "This code is for a game this Lantern does not have (“" + pk.Kind + "”): update Lantern on this phone."
	}
	v, err := show(pk.Body)
	if err != nil {
		return nil, plainPeekError(err)
	}
	return v, ""
}

func plainPeekError(err error) string {
	why := strings.TrimPrefix(err.Error(), record.ErrCorrupt.Error()+": ")
	return "This code cannot be read: " + why + "."
}
