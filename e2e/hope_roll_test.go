//go:build e2e

package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/emulation"
)

// inViewJS measures where the roll just made sits: its dice and its
// verdict, on the result or on the panel shown while cards may follow it,
// against the viewport. Empty when neither is on screen.
const inViewJS = `(() => {
	const box = document.querySelector("#hope-result") || document.querySelector("#hope-roll");
	if (!box) return {};
	const r = sel => { const e = box.querySelector(sel); if (!e) return null; const b = e.getBoundingClientRect();
		return {Top: b.top, Bottom: b.bottom, Left: b.left, Right: b.right}; };
	return {Where: box.id, Dice: r(".tray-dice"), Verdict: r(".result-verdict"), W: innerWidth, H: innerHeight,
		Free: /without a roll|no roll needed/.test(box.textContent)};
})()`

type rect struct{ Top, Bottom, Left, Right float64 }

type rollView struct {
	Where         string
	Dice, Verdict *rect
	W, H          float64
	Free          bool // hardship 0: no dice to show
}

func (v rollView) inside(r *rect) bool {
	return r != nil && r.Top >= 0 && r.Left >= 0 && r.Bottom <= v.H && r.Right <= v.W
}

func (v rollView) ok() bool { return v.inside(v.Verdict) && (v.Free || v.inside(v.Dice)) }

// After "Roll N dice" the dice and the verdict land in view, whole, at
// 1024×768, 768×1024 and 390×844: the player taps the roll where it is
// (scrolled to it), and what the roll shows, on the result or on the
// screen where cards may still follow it, is inside the viewport when it
// appears. They scrolled above it (top at −267 px at 1024×768 and −380 px
// at 768×1024), leaving "the roll is made — Continue" in sight.
func TestHopeRollInView(t *testing.T) {
	b := fourAtTheTable(t)
	sizes := [][2]int64{{1024, 768}, {768, 1024}, {390, 844}}
	size := func(i int) {
		b.Run("size", emulation.SetDeviceMetricsOverride(sizes[i][0], sizes[i][1], 1, false))
	}
	size(0)
	tapAway(b, "#hope-start")
	seen := map[string]int{}
	rolls := 0
	for step := 0; ; step++ {
		if step > 3000 {
			t.Fatal("the game did not end in 3000 steps")
		}
		switch st := waitHope(b); st {
		case "over":
			t.Logf("rolls checked by where they showed and at which size: %v", seen)
			for i := range sizes {
				if seen[fmt.Sprint(sizes[i])] == 0 {
					t.Errorf("no roll checked at %v", sizes[i])
				}
			}
			if seen["hope-roll"] == 0 || seen["hope-result"] == 0 {
				t.Errorf("the rolls were not seen both on a result and before cards: %v", seen)
			}
			return
		case "sheet":
			b.Type("#sheet-name", "Traveller")
			tapAway(b, "#sheet-done")
		case "meet":
			tapAway(b, "#hope-begin")
		case "decision":
			if b.Count(`.decision button[data-move="roll-0"]`) == 0 {
				n := hopeMoves(b)
				tap(b, ".decision .moves button.move:not([disabled])")
				b.WaitTrue(fmt.Sprintf(`+document.querySelector("#hope").dataset.moves > %d`, n))
				continue
			}
			i := rolls % len(sizes)
			rolls++
			size(i)
			var ok bool
			b.Eval(`(() => { document.querySelector('.decision button[data-move="roll-0"]').scrollIntoView({block: "center"}); return true })()`, &ok)
			n := hopeMoves(b)
			tap(b, `.decision button[data-move="roll-0"]`)
			b.WaitTrue(fmt.Sprintf(`+document.querySelector("#hope").dataset.moves > %d`, n))
			waitHope(b)
			var v rollView
			// the reveal comes once the frame is painted
			b.Eval(`new Promise(done => { const t0 = Date.now(); const f = () => { const v = `+inViewJS+`;
				const ins = r => r && r.Top >= 0 && r.Left >= 0 && r.Bottom <= v.H && r.Right <= v.W;
				if ((v.Where && ins(v.Verdict) && (v.Free || ins(v.Dice))) || Date.now() - t0 > 1500) done(v); else setTimeout(f, 30); }; f(); })`, &v)
			if v.Where == "" {
				t.Fatalf("roll %d at %v: neither a result nor the roll on screen", rolls, sizes[i])
			}
			b.Screenshot(fmt.Sprintf("%s-%d-%dx%d", v.Where, rolls, sizes[i][0], sizes[i][1]), sizes[i][0], sizes[i][1])
			size(i)
			if !v.ok() {
				t.Errorf("roll %d at %v on #%s: dice %+v, verdict %+v, outside the %.0f×%.0f view", rolls, sizes[i], v.Where, v.Dice, v.Verdict, v.W, v.H)
			}
			seen[v.Where]++
			seen[fmt.Sprint(sizes[i])]++
		default:
			if !passes(b, st) {
				t.Fatalf("unexpected screen %q", st)
			}
		}
	}
}
