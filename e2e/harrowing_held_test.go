//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"lantern/rules/harrowing"
)

// The Tenor Bell takes no harm from wrath, so its holder is offered no
// Fight against it (HA-33): the moves say why instead, in words, at each
// of the three sizes.
func TestHarrowingNoFutileFight(t *testing.T) {
	cfg := harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {2, 2, 2, 2, 2, 2, 2}}, Names: []string{"Mara", "Ode"}, Circle: "III", Unlocked: []int{12}}
	holder := -1
	link, _ := lateGame(t, cfg, func(s harrowing.State) bool {
		for i, ef := range s.Effigies {
			for _, f := range ef.Foes {
				if f.ID == "iii-boss-tenor" && ef.Omens >= 2 && ef.Corrupt[4] < harrowing.MaxSin && !harrowing.AmbushWaits(s) {
					holder = i
					return true
				}
			}
		}
		return false
	})
	site := StartSite(t)
	b := NewBrowser(t)
	b.Run("tablet", chromedp.EmulateViewport(1024, 768))
	importHarrowing(b, site, link)
	b.Click(fmt.Sprintf("#harrowing-acting-%d", holder+1))
	b.WaitVisible(".harrowing-held")
	held := b.Text(".harrowing-held")
	if !strings.Contains(held, "No Fight against The Tenor Bell Beneath") || !strings.Contains(held, "pride or sloth") {
		t.Fatalf("the moves say %q", held)
	}
	if moves := b.Text("#harrowing-moves"); strings.Contains(moves, "Fight The Tenor Bell") {
		t.Fatalf("a Fight against the Bell is offered: %q", moves)
	}
	for _, size := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		b.Run("size", chromedp.EmulateViewport(size[0], size[1]))
		var ok bool
		b.Eval(`(() => { document.querySelector(".harrowing-held").scrollIntoView({block: "center"}); return true })()`, &ok)
		b.Screenshot(fmt.Sprintf("held-%dx%d", size[0], size[1]), size[0], size[1])
	}
	b.Axe()
}
