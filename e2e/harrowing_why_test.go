//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"lantern/rules/harrowing"
	"lantern/rules/harrowing/bot"
	"lantern/rules/record"
	"lantern/rules/rng"
)

// botGame plays bot games of cfg from seed on until one ends as want, and
// returns its share link.
func botGame(t *testing.T, cfg harrowing.Config, want harrowing.Result) string {
	t.Helper()
	for seed := range uint64(200) {
		s, err := harrowing.New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		var moves []harrowing.Move
		r := rng.New(seed)
		end, _, err := bot.Play(s, &r, func(_ harrowing.State, m harrowing.Move, _ []harrowing.Event) { moves = append(moves, m) })
		if err != nil {
			t.Fatal(err)
		}
		if end.Result != want {
			continue
		}
		rec, err := harrowing.Adapter.Encode(cfg, seed, moves)
		if err != nil {
			t.Fatal(err)
		}
		link, err := record.EncodeLink(rec)
		if err != nil {
			t.Fatal(err)
		}
		return link
	}
	t.Fatalf("no bot game ended %s", want)
	return ""
}

// A won and a lost game end on different screens, each naming what the
// game manifested; undo is closed on both (G-01).
func TestHarrowingEndScreens(t *testing.T) {
	site := StartSite(t)
	cfg := harrowing.Config{Sins: [][7]int8{{3, 3, 3, 3, 3, 3, 3}}, Names: []string{"Mara"}}
	for _, tc := range []struct {
		want    harrowing.Result
		heading string
	}{{harrowing.Won, "Victory"}, {harrowing.Lost, "Defeat"}} {
		t.Run(tc.want.String(), func(t *testing.T) {
			link := botGame(t, cfg, tc.want)
			b := NewBrowser(t)
			b.Open(site.URL + "/#/r/" + link)
			b.WaitReady()
			b.WaitVisible("#link-import")
			b.Click("#link-import")
			b.WaitVisible("#harrowing-end")
			if got := b.Text("#table-result-title"); !strings.HasPrefix(got, tc.heading) {
				t.Fatalf("the end is titled %q", got)
			}
			if got := b.Text("#harrowing-manifested"); !strings.Contains(got, "anifested") {
				t.Fatalf("the end does not say what was manifested: %q", got)
			}
			var undo bool
			b.Eval(`document.querySelector("#table-undo").disabled`, &undo)
			if !undo {
				t.Fatal("undo is live on the end screen")
			}
			b.Axe()
			for _, size := range [][2]int64{{1024, 768}, {390, 844}} {
				b.Run("viewport", chromedp.EmulateViewport(size[0], size[1]))
				var ok bool
				b.Eval(`(() => { document.querySelector("#table-result").scrollIntoView(); return true })()`, &ok)
				b.Screenshot(fmt.Sprintf("end-%dx%d", size[0], size[1]), size[0], size[1])
			}
		})
	}
}

// At 1024×768 the Fate sits beside the moves on the first screen and the
// acting effigy under it, beside them too; the hunted card shows its effect; a corruption
// question is answered in one step.
func TestHarrowingTableBeside(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Run("tablet", chromedp.EmulateViewport(1024, 768))
	startHarrowing(b, site, 3)
	var beside bool
	b.Eval(`(() => { const m = document.querySelector("#harrowing-moves").getBoundingClientRect();
		const f = document.querySelector(".harrowing-fate").getBoundingClientRect();
		const a = document.querySelector(".harrowing-acting-sheet").getBoundingClientRect();
		return f.left >= m.right && f.top < 768 && a.top < 1.5 * 768 && a.left >= m.right })()`, &beside)
	if !beside {
		var where string
		b.Eval(`JSON.stringify(["#harrowing-moves", ".harrowing-fate", ".harrowing-acting-sheet"].map(s => document.querySelector(s).getBoundingClientRect()))`, &where)
		b.Screenshot("not-beside", 1024, 768)
		t.Fatalf("the Fate and the acting effigy are not beside the moves on the first screen: %s", where)
	}
	if got := b.Text("#harrowing-hunted"); !strings.Contains(got, "Threat") || !strings.Contains(got, "held by") {
		t.Fatalf("the hunted card reads %q", got)
	}
	b.Screenshot("start-1024x768", 1024, 768)
	for range 30 {
		if b.Count("#harrowing-spread-done") > 0 {
			break
		}
		harrowingPlay(b, "#harrowing-question button:not([disabled]), #harrowing-moves button")
	}
	if b.Count("#harrowing-spread-done") > 0 {
		b.Screenshot("spread-1024x768", 1024, 768)
		b.Axe()
		spreadAll(b)
	}
	b.Screenshot("play-1024x768", 1024, 768)
	b.Screenshot("play-390x844", 390, 844)
	b.Axe()
	if errs := b.Errors(); len(errs) > 0 {
		t.Fatalf("page errors: %v", errs)
	}
}

// The teaching opening is chosen on the setup screen (so it is there to
// play again from the library): its first lesson says where to start,
// each move brings the lesson for what happens, and the lessons can be
// skipped.
func TestHarrowingTeachingOpening(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/")
	b.WaitReady()
	b.Click(`a[href="#/new/harrowing"]`)
	b.WaitRoute("/new/harrowing")
	b.Click("#harrowing-teach")
	b.Click("#harrowing-count-2")
	b.Click("#harrowing-start")
	b.WaitVisible("#harrowing-lesson")
	if got := b.Text("#harrowing-lesson h2"); got != "Lesson: Start here" {
		t.Fatalf("the first lesson is %q", got)
	}
	b.Axe()
	b.Screenshot("lesson-1024x768", 1024, 768)
	b.Screenshot("lesson-390x844", 390, 844)
	seen := map[string]bool{}
	for range 12 {
		harrowingPlay(b, "#harrowing-question button:not([disabled]), #harrowing-moves button")
		answerAll(b)
		if b.Count("#harrowing-lesson") > 0 {
			seen[b.Text("#harrowing-lesson h2")] = true
		}
	}
	if len(seen) < 2 {
		t.Fatalf("the lessons seen: %v", seen)
	}
	if b.Count("#harrowing-lesson") == 0 {
		harrowingPlay(b, "#harrowing-moves button")
	}
	if b.Count("#harrowing-lesson") > 0 {
		b.Click("#harrowing-skip-lessons")
		b.WaitTrue(`document.querySelector("#harrowing-lesson") === null`)
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Fatalf("page errors: %v", errs)
	}
}

// Help and the journal open where they were asked for, on screen under
// the toolbar at both sizes, however long the game's page has grown (they
// opened at its foot, 5,000 px down); help explains Bane, omens and
// threat.
func TestHarrowingPanelsOpenInView(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	startHarrowing(b, site, 3)
	for _, size := range [][2]int64{{1024, 768}, {390, 844}} {
		b.Run("viewport", chromedp.EmulateViewport(size[0], size[1]))
		var ok bool
		b.Eval(`(() => { window.scrollTo(0, 0); return true })()`, &ok)
		for _, p := range []string{"help", "journal"} {
			b.Click("#table-" + p)
			b.WaitVisible("#table-" + p + "-panel")
			var top float64
			b.Eval(`document.querySelector("#table-`+p+`-panel").getBoundingClientRect().top`, &top)
			if top < 0 || top > float64(size[1])/2 {
				b.Screenshot(fmt.Sprintf("%s-%dx%d", p, size[0], size[1]), size[0], size[1])
				t.Errorf("at %v the %s panel opens %.0f px down the screen, not under the toolbar", size, p, top)
			}
			if p == "help" {
				b.Screenshot(fmt.Sprintf("help-%dx%d", size[0], size[1]), size[0], size[1])
				help := b.Text("#table-help-panel")
				for _, w := range []string{"Bane", "Omens", "Threat"} {
					if !strings.Contains(help, w) {
						t.Errorf("help does not explain %s: %q", w, help)
					}
				}
			}
			b.Click("#table-" + p)
			b.WaitTrue(`document.querySelector("#table-` + p + `-panel") === null`)
		}
	}
}
