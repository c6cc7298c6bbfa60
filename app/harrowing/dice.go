package harrowing

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/harrowing"
	"lantern/rules/words"
)

// faceWords name each doom die face for the eye and for the ear, with
// what the face does in a test (RULINGS HA-02).
var faceWords = [...]struct{ shown, said, class, did string }{
	harrowing.Grace:    {"9", "9, a Grace", "grace", "Grace"},
	harrowing.Fault:    {"8", "8, a Fault", "fault", "Fault"},
	harrowing.BaneFace: {"Bane", "Bane: Bane rises by 1", "bane", "Bane +1"},
	harrowing.Blank:    {"–", "blank, no effect", "blank", "No effect"},
}

// turnRolls are the tests of the latest turn (an invoke, an action or
// the summoning, with the answers after it) and the indexes of the lines
// that followed the first of them, but for the questions they asked (the
// question's own panel says it); none once a turn without a test has
// begun.
func turnRolls(log []harrowing.Event) (tests []harrowing.Event, after []int) {
	start := 0
	for i := len(log) - 1; i >= 0; i-- {
		if log[i].Turn {
			start = i
			break
		}
	}
	for i, e := range log[start:] {
		switch {
		case len(e.Faces) > 0 && !strings.Contains(e.Text, "Lifewater"):
			tests = append(tests, e)
		case len(tests) > 0 && e.Ask == 0:
			after = append(after, start+i)
		}
	}
	return tests, after
}

// tally says what a test's faces came to: "2 Faults, 1 Grace, no Bane."
func tally(faces []harrowing.Face) string {
	n := map[harrowing.Face]int{}
	for _, f := range faces {
		n[f]++
	}
	bane := "no Bane"
	if n[harrowing.BaneFace] > 0 {
		bane = "Bane +1"
	}
	return words.Count(n[harrowing.Fault], "Fault") + ", " + words.Count(n[harrowing.Grace], "Grace") + ", " + bane + "."
}

// diceView draws the latest turn's tests where the table looks, first in
// the column of moves: each die with what its face did, the count, and
// what followed, each line naming its cause, as Hope's result does.
func (p *Play) diceView() app.UI {
	tests, after := turnRolls(p.g.Log)
	if len(tests) == 0 {
		return nil
	}
	texts := p.journalTexts()
	return bodyWith("section", []string{"id", "harrowing-dice", "class", "harrowing-dice", "aria-labelledby", "harrowing-dice-title"},
		textWith("h2", p.testHead(tests[len(tests)-1]), "id", "harrowing-dice-title"),
		app.Range(tests).Slice(func(i int) app.UI { return p.testDice(tests[i], len(tests) > 1) }),
		app.If(len(after) > 0, func() app.UI {
			return el("details", "id", "harrowing-followed").Attr("open", len(after) <= 4).Body(
				textEl("summary", "", "What followed ("+words.Count(len(after), "line")+")"),
				bodyEl("ul", "", app.Range(after).Slice(func(i int) app.UI { return textEl("li", "", texts[after[i]]) })),
			)
		}),
	)
}

// testHead is a test's line up to its dice: "Mara tests wrath".
func (p *Play) testHead(e harrowing.Event) string {
	head, _, _ := strings.Cut(p.named(e.Text), ":")
	return head
}

// testDice is one test's dice, the red one first, and their count;
// headed when the turn made several tests.
func (p *Play) testDice(e harrowing.Event, headed bool) app.UI {
	faces := e.Faces
	return bodyEl("div", "harrowing-test",
		app.If(headed, func() app.UI { return textEl("h3", "", p.testHead(e)) }),
		bodyWith("ul", []string{"class", "doom-dice"},
			app.Range(faces).Slice(func(j int) app.UI {
				w := faceWords[faces[j]]
				die, class := "Black die", "doom "+w.class
				if j == 0 {
					die, class = "Red die", class+" red"
				}
				return bodyWith("li", []string{"class", class, "aria-label", die + ": " + w.said},
					textWith("span", w.shown, "class", "doom-face", "aria-hidden", "true"),
					textWith("span", strings.ToLower(die[:len(die)-4]), "class", "doom-kind", "aria-hidden", "true"),
					textWith("span", w.did, "class", "doom-did", "aria-hidden", "true"),
				)
			}),
		),
		textEl("p", "doom-tally", tally(faces)+" "+faceRule),
	)
}

// faceRule is what the faces do, in a line under every test.
const faceRule = "Each 8 sets off the test's 8s and the threat of every adversary its effigy holds; each 9 does the test's 9s."

// rolled: a move's events include a test's dice.
func rolled(ev []harrowing.Event) bool {
	tests, _ := turnRolls(ev)
	return len(tests) > 0
}

// revealAfterPaint brings the element sel selects into view, once the
// frame now being built is painted, and focuses the first of focus that
// is there without scrolling to it: after a roll the dice come into
// sight wherever the tapped button was (inside the sticky column of
// moves, or far down a phone's page), and Enter presses the next answer.
func revealAfterPaint(sel string, focus ...string) {
	if !app.IsClient {
		return
	}
	var frame, task app.Func
	task = app.FuncOf(func(app.Value, []app.Value) any {
		task.Release()
		doc := app.Window().Get("document")
		for _, f := range focus {
			if el := doc.Call("querySelector", f); el.Truthy() {
				el.Call("focus", map[string]any{"preventScroll": true})
				break
			}
		}
		if el := doc.Call("querySelector", sel); el.Truthy() {
			el.Call("scrollIntoView", map[string]any{"block": "nearest"})
		}
		return nil
	})
	frame = app.FuncOf(func(app.Value, []app.Value) any {
		frame.Release()
		app.Window().Call("setTimeout", task, 0)
		return nil
	})
	app.Window().Call("requestAnimationFrame", frame)
}
