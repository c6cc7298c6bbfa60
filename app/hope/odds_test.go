package hope

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/hope"
)

// A supporter with no Humanity left is offered a Last Hope die without
// the chance it would make: the chance would give the hardship away.
func TestSupporterLastHopeShowsNoOdds(t *testing.T) {
	for _, seed := range []uint64{4, 9, 206, 1, 2, 3, 5, 6, 7, 8} {
		g, ok := findGame(t, seed, true, func(s hope.State, legal []hope.Move) bool {
			return s.Pending.Kind == hope.PendSupport && offers(hope.LastHope)(s, legal)
		})
		if !ok {
			continue
		}
		html := app.HTMLString(g)
		if !strings.Contains(html, `data-move="lasthope-0"`) {
			t.Fatalf("seed %d: no Last Hope button for the supporter", seed)
		}
		if strings.Contains(html, "Take a Last Hope die:") {
			t.Fatalf("seed %d: the supporter's Last Hope button shows the odds", seed)
		}
		return
	}
	t.Fatal("no seed gave a supporter a Last Hope die")
}
