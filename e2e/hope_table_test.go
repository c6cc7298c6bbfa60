//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
)

// The table's view of a game of three people and a bot (Mara, Jun, Ada
// and Sol, a bot), played to its end: every scene ends on a result the
// whole table sees before the tablet moves on, every roll among them with
// its dice large, labelled with whose they are and told apart by words,
// the verdict against the final hardship and what befell each character.
// Screens are kept at 1024×768, 768×1024 and 390×844.
func TestHopeTableSeesEveryResult(t *testing.T) {
	b := fourAtTheTable(t)
	b.Screenshot("table-setup-390x844", 390, 844)
	b.Run("landscape", emulation.SetDeviceMetricsOverride(1024, 768, 1, false))
	tapAway(b, "#hope-start")

	rolls, results, backs := 0, 0, 0
	shots := map[string]bool{}
	shoot := func(name string) {
		if shots[name] {
			return
		}
		shots[name] = true
		for _, size := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
			b.Screenshot(fmt.Sprintf("table-%s-%dx%d", name, size[0], size[1]), size[0], size[1])
		}
		b.Run("landscape", emulation.SetDeviceMetricsOverride(1024, 768, 1, false))
	}
	for step := 0; ; step++ {
		if step > 3000 {
			t.Fatal("the game did not end in 3000 steps")
		}
		switch st := waitHope(b); st {
		case "result":
			results++
			verdict := b.Text("#hope-result .result-verdict")
			if verdict == "" || b.Count("#hope-result .result-fates, #hope-result h3") == 0 {
				t.Fatalf("a result without its verdict or consequences: %s", b.Text("#hope-result"))
			}
			if strings.Contains(verdict, "against a final hardship") {
				rolls++
				checkResultDice(t, b)
				shoot("result-roll")
			} else {
				shoot("result-" + strings.Fields(verdict)[0])
			}
			if results == 1 {
				b.Axe()
			}
			tapAway(b, "#result-continue")
		case "handover":
			if b.Count("#handover-back") > 0 {
				backs++
				shoot("handover-back")
				if backs == 1 { // the mis-tap is taken back: the same player decides again
					n := hopeMoves(b)
					tapAway(b, "#handover-back")
					b.WaitTrue(fmt.Sprintf(`+document.querySelector("#hope").dataset.moves < %d`, n))
					if st := waitHope(b); st != "decision" {
						t.Fatalf("after Back the screen is %q, not the decision again", st)
					}
					continue
				}
			}
			tapAway(b, "#handover-ready")
		case "sheet":
			b.Type("#sheet-name", "Traveller")
			tapAway(b, "#sheet-done")
		case "meet":
			tapAway(b, "#hope-begin")
		case "decision":
			if b.Count("#hope .tray") > 0 {
				shoot("decision-dice")
			}
			n := hopeMoves(b)
			tap(b, ".decision .moves button.move:not([disabled])")
			b.WaitTrue(fmt.Sprintf(`+document.querySelector("#hope").dataset.moves > %d`, n))
		case "over":
			shoot("end")
			var roomy bool // journal numbers of 10 and more show whole
			b.Eval(`(() => { const s = getComputedStyle(document.querySelector(".hope-log"));
				return parseFloat(s.paddingLeft) >= 2.5 * parseFloat(s.fontSize) })()`, &roomy)
			if !roomy {
				t.Fatal("the journal's numbers have no room for 10 and more")
			}
			log := strings.Join(texts(b, ".hope-log li"), "\n")
			if n := strings.Count(log, " rolls "); n != rolls {
				t.Fatalf("the journal has %d rolls; the table saw %d on result screens", n, rolls)
			}
			scenes := strings.Count(log, "The scene succeeds.") + strings.Count(log, "The scene fails.")
			if results < scenes || rolls == 0 || backs == 0 {
				t.Fatalf("%d results for %d scenes rolled or failed, %d rolls, %d ways back", results, scenes, rolls, backs)
			}
			t.Logf("%d scene results, %d rolls, %d hand-overs with a way back", results, rolls, backs)
			if errs := b.Errors(); len(errs) > 0 {
				t.Fatalf("page errors: %v", errs)
			}
			return
		}
	}
}

// checkResultDice: the roll on a result is drawn large, each die saying
// whose it is and whether it succeeded in words.
func checkResultDice(t *testing.T, b *Browser) {
	t.Helper()
	dice := b.Count("#hope-result .tray-large .tray-die")
	whose := b.Count("#hope-result .tray-large .die-whose")
	verdicts := b.Count("#hope-result .tray-large .die-verdict")
	if dice == 0 || whose != dice || verdicts != dice {
		t.Fatalf("the result's roll shows %d dice, %d labelled, %d with a verdict", dice, whose, verdicts)
	}
	var px float64
	b.Eval(`document.querySelector("#hope-result .tray-large .die").getBoundingClientRect().width`, &px)
	if px < 64 {
		t.Fatalf("the result's dice are %.0f px wide: too small to read across the table", px)
	}
}

// fourAtTheTable opens a calm browser on a new Hope game being set up for
// Mara, Jun, Ada and Sol (a bot), seed 7, not yet started.
func fourAtTheTable(t *testing.T) *Browser {
	site := StartSite(t)
	b := NewBrowser(t)
	calm(b)
	b.Open(site.URL + "/#/new/hope")
	b.WaitRoute("/new/hope")
	b.WaitVisible("#hope-start")
	b.Click("#hope-seats-4")
	b.WaitVisible("#seat-3-name")
	for i, n := range []string{"Mara", "Jun", "Ada", "Sol"} {
		b.Type(fmt.Sprintf("#seat-%d-name", i), n)
	}
	b.Click("#seat-3-bot")
	b.Type("#hope-seed", "7")
	return b
}
