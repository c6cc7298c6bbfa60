package hope

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/hope"
	"lantern/rules/hope/bot"
	"lantern/rules/rng"
)

// At every decision of whole games, the screen shown while the tablet is
// being handed over holds no secret: no unrevealed scene outcome, no
// unplayed trait. With the pending player holding it, it still shows no
// other player's unplayed trait.
func TestScreensKeepSecrets(t *testing.T) {
	for _, seed := range []uint64{1, 4, 9} {
		start, tb := newRecorded(t, seed)
		for i := range tb.Seats {
			tb.Seats[i].Bot = false
		}
		tb.Begun = true
		s := start
		r := rng.Source{State: seed}
		checked := 0
		for step := 0; !s.Over && step < 400; step++ {
			p := s.Pending.Seat
			if p >= 0 {
				g := &Game{start: start, s: s, t: tb, loaded: true, holder: -1, carder: -1}
				g.holder = (p + 1) % s.N // someone else holds the tablet
				checkSecrets(t, g, -1)
				g.holder = p
				checkSecrets(t, g, int(p))
				checked++
			}
			m := bot.Cautious{}.Choose(s, int(p), movesOf(hope.Legal(s), p), &r)
			s, _, _ = hope.Apply(s, m)
		}
		if checked < 20 {
			t.Fatalf("seed %d: only %d screens checked", seed, checked)
		}
	}
}

func checkSecrets(t *testing.T, g *Game, viewer int) {
	t.Helper()
	s := g.s
	html := app.HTMLString(g)
	for x := range int(s.N) {
		if x == viewer {
			continue
		}
		for _, c := range s.Seats[x].Traits {
			if tr := s.Cards.Traits[c]; strings.Contains(html, ">"+tr.Title+"<") && !played(s, c) {
				t.Fatalf("viewer %d sees seat %d's trait %q (pending %v)", viewer, x, tr.Title, s.Pending)
			}
		}
	}
	sc := s.SceneCard()
	if sc == nil || sc.NoRoll || s.Scene.Revealed || viewer == int(s.Turn) {
		return
	}
	for _, o := range []hope.Outcome{sc.Refuse, sc.Succeed, sc.Fail} {
		if o.Text != "" && strings.Contains(html, o.Text) {
			t.Fatalf("viewer %d sees the hidden scene's outcome %q (pending %v)", viewer, o.Text, s.Pending)
		}
	}
}

// played: a trait face up on the table is public (two copies never exist).
func played(s hope.State, c int16) bool {
	for i := range int(s.N) {
		for _, p := range s.Seats[i].Played {
			if p == c {
				return true
			}
		}
	}
	return false
}
