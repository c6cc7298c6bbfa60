package saves

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
)

// The tablet's side of a peek (peek.go): a button in a private panel
// shows a QR code of that panel's view; the game keeps the print of the
// view the code held and, once the view's print differs, tells the table
// that the phone is out of date. Prints live with the screen, not the
// save: after a reload no phone is known.

// PhoneCode is a private view's code on the tablet's screen, or why it
// cannot be drawn.
type PhoneCode struct{ SVG, Err string }

// DrawPhoneCode draws the code of payload, encoded by the game with
// error err; what names the view in the refusal ("This hand").
func DrawPhoneCode(payload string, err error, label, what string) PhoneCode {
	var c PhoneCode
	if err == nil {
		c.SVG, err = LabelledQR(PeekURL(payload), label)
	}
	if err != nil {
		c.Err = what + " cannot go to a phone: " + err.Error()
	}
	ui.FocusAfterPaint("#phone-close")
	return c
}

// Open reports whether the code (or its refusal) is on screen.
func (c PhoneCode) Open() bool { return c.SVG != "" || c.Err != "" }

// UI shows the code under how to use it, with the button that hides it
// (hide should focus PhoneOffer's button again: FocusPhoneOffer).
func (c PhoneCode) UI(how string, hide app.EventHandler) app.UI {
	return tag.Div().ID("phone-code").Class("phone-code qr").Body(
		tag.P().Text(how),
		app.If(c.SVG != "", func() app.UI { return app.Raw(c.SVG) }),
		ui.Alert(c.Err),
		ui.Button("Hide the code", hide).ID("phone-close"),
	)
}

// PhoneOffer is the button that shows a code.
func PhoneOffer(label string, show app.EventHandler) app.UI {
	return tag.Div().Class("phone-offer").Body(ui.Button(label, show).ID("phone-open").Class("btn secondary"))
}

// FocusPhoneOffer puts the focus back on the offer once the code is hidden.
func FocusPhoneOffer() { ui.FocusAfterPaint("#phone-open") }

// PhoneStale says whether a phone shown the view printed shown (none
// when "") holds an old one, the view's print being now.
func PhoneStale(shown, now string) bool { return shown != "" && shown != now }

// StaleNote tells the table that a phone is out of date.
func StaleNote(text string) app.UI {
	return tag.P().Class("phone-stale").Role("status").Text(text)
}
