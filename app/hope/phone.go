package hope

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/rules/record/hoperec"
)

// A player may take their private view to their own phone: behind their
// own hand-over, "My hand on my phone" shows a QR code holding that
// seat's hand alone (hoperec.Hand, opened by the phone at #/peek/…, see
// peek.go). The table remembers the hand's print as the code showed it
// and, once the hand differs, says that the phone is out of date. The
// prints live with the screen, not the save: after a reload no phone is
// known, and a player shows a new code when they want one.

// phoneCode is the code on screen, for one seat's private panel.
type phoneCode struct {
	seat int8
	saves.PhoneCode
}

// hand is seat's private view now.
func (g *Game) hand(seat int8) hoperec.Hand {
	return hoperec.HandOf(g.s, int(seat), g.t.character(int(seat)))
}

// phoneStale says whether seat's phone shows a hand that changed since.
func (g *Game) phoneStale(seat int8) bool {
	return saves.PhoneStale(g.phones[seat], hoperec.HandPrint(g.hand(seat)))
}

// privateSeat is whose private panel is on screen: read when a button is
// tapped, since go-app keeps a button's first handler.
func (g *Game) privateSeat() int8 {
	if g.carder >= 0 {
		return g.carder
	}
	return g.s.Pending.Seat
}

// phoneOffer is the button, or the code, in seat's own private panel.
func (g *Game) phoneOffer(seat int8) app.UI {
	if g.phone.seat == seat && g.phone.Open() {
		return g.phone.UI("Scan this with your phone's camera: it opens your hand in Lantern, even with no network. Keep the screen turned away from the others.", g.closePhone)
	}
	label := "My hand on my phone"
	if g.phoneStale(seat) {
		label = "My phone is out of date: show a new code"
	}
	return saves.PhoneOffer(label, g.openPhone)
}

func (g *Game) openPhone(app.Context, app.Event) {
	seat := g.privateSeat()
	if seat < 0 {
		return
	}
	h := g.hand(seat)
	payload, err := hoperec.EncodeHand(h)
	g.phone = phoneCode{seat, saves.DrawPhoneCode(payload, err, "QR code of "+h.Player+"'s hand", "This hand")}
	if g.phone.SVG != "" {
		g.phones[seat] = hoperec.HandPrint(h)
	}
}

func (g *Game) closePhone(app.Context, app.Event) {
	g.phone = phoneCode{}
	saves.FocusPhoneOffer()
}

// phoneNotes tell the table whose phone shows a hand that changed since.
func (g *Game) phoneNotes() []app.UI {
	var notes []app.UI
	for i := range g.s.N {
		if g.phoneStale(i) {
			name := g.t.Seats[i].Name
			notes = append(notes, saves.StaleNote(name+"'s phone is out of date — show a new code ("+name+": “My phone is out of date” at your next turn)."))
		}
	}
	return notes
}
