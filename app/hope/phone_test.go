package hope

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
)

// The code is offered only in its player's own panel; once shown, the
// table says that player's phone is out of date as soon as their hand
// differs, and the offer becomes a new code.
func TestPhoneCodeAndStaleNote(t *testing.T) {
	g := humanGame(t, 2, false, pending(hope.PendDraw))
	p := g.s.Pending.Seat
	name := g.t.Seats[p].Name
	other := (p + 1) % g.s.N
	g.holder = other
	if html := app.HTMLString(g); strings.Contains(html, "phone-open") {
		t.Fatal("the phone code is offered behind another player's hand-over")
	}
	g.holder = p
	if html := app.HTMLString(g); !strings.Contains(html, `id="phone-open"`) || strings.Contains(html, "phone-stale") {
		t.Fatalf("%s's panel: no offer, or a stale note before any code", name)
	}
	g.openPhone(app.Context{}, app.Event{})
	if html := app.HTMLString(g); !strings.Contains(html, `aria-label="QR code of `+name+`&#39;s hand"`) {
		t.Fatalf("no code on screen: %s", g.phone.Err)
	}
	shown := g.phones[p]
	for step := 0; g.phones[p] == shown && !g.phoneStale(p); step++ {
		if step > 200 || g.s.Over {
			t.Fatal("the hand never changed")
		}
		if html := app.HTMLString(g); strings.Contains(html, "phone-stale") {
			t.Fatalf("step %d: the phone is called out of date with its hand unchanged", step)
		}
		q := g.s.Pending.Seat
		var main []hope.Move
		for _, m := range movesOf(hope.Legal(g.s), q) {
			if !optional(m.Kind) {
				main = append(main, m)
			}
		}
		g.advance(main[0])
		g.holder, g.showResult = g.s.Pending.Seat, false
		if g.phone.SVG != "" {
			t.Fatal("a move left the old code on screen")
		}
	}
	html := app.HTMLString(g)
	if !strings.Contains(html, name+"&#39;s phone is out of date") {
		t.Fatalf("the hand changed and the table says nothing")
	}
	if g.s.Pending.Seat == p && !strings.Contains(html, "show a new code") {
		t.Fatal("the stale phone's player is not offered a new code")
	}
	for i := range g.s.N {
		if i != p && g.phoneStale(i) {
			t.Errorf("seat %d never showed a code and is called out of date", i)
		}
	}
}

// The phone page shows the hand it was given: that seat's secret traits
// and no other seat's; a damaged or foreign code gets a plain error.
func TestPeekShowsOneHand(t *testing.T) {
	g := humanGame(t, 2, false, pending(hope.PendDraw))
	s := g.s
	for seat := range s.N {
		payload, err := hoperec.EncodeHand(g.hand(seat))
		if err != nil {
			t.Fatal(err)
		}
		view, why := saves.ShowPeek(payload)
		if why != "" {
			t.Fatal(why)
		}
		html := app.HTMLString(view)
		for x := range s.N {
			for _, c := range s.Seats[x].Traits {
				title := ">" + s.Cards.Traits[c].Title + "<"
				if has := strings.Contains(html, title); has != (x == seat) {
					t.Errorf("seat %d's phone: seat %d's trait %s shown %v", seat, x, title, has)
				}
			}
		}
		if !strings.Contains(html, "round 1") || !strings.Contains(html, g.t.Seats[s.Turn].Name) {
			t.Errorf("seat %d's phone does not say when it was taken", seat)
		}
	}
	good, _ := hoperec.EncodeHand(g.hand(0))
	foreign, _ := record.EncodePeek(record.Peek{Kind: "chess", Body: []byte{1}})
	for _, c := range []struct{ code, want string }{
		{good[:len(good)/2], "This code cannot be read"},
		{"%%%", "This code cannot be read: the code is damaged"},
		{foreign, "a game this Lantern does not have"},
	} {
		if _, why := saves.ShowPeek(c.code); !strings.Contains(why, c.want) {
			t.Errorf("code %q: %q, want %q", c.code, why, c.want)
		}
	}
}
