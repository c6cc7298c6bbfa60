package chart

import (
	"testing"

	"lantern/internal/htmltest"
)

func TestFigures(t *testing.T) {
	for _, c := range []struct {
		b    Bar
		want string
	}{
		{Bar{Value: 12}, "12 games"},
		{Bar{Value: 2.25}, "2.3 games"},
		{Bar{Value: 30, Low: 35, High: 45.04}, "30 games, expected 35–45"},
		{Bar{Value: 3, Low: 4, High: 4}, "3 games"}, // an empty band is no band
	} {
		if got := Figures("games", c.b); got != c.want {
			t.Errorf("Figures(%+v) = %q, want %q", c.b, got, c.want)
		}
	}
}

func TestFiguresWithoutAUnitCountThings(t *testing.T) {
	if got := Figures("", Bar{Value: 3, Low: 1, High: 4}); got != "3, expected 1–4" {
		t.Errorf("Figures = %q", got)
	}
}

func TestTheTextAlternativeHoldsEveryFigure(t *testing.T) {
	got := Alt("Games", "games", []Bar{{Label: "Won", Value: 3}, {Label: "Lost", Value: 2}})
	if want := "Games: Won 3 games; Lost 2 games"; got != want {
		t.Errorf("Alt = %q, want %q", got, want)
	}
}

func TestBarsScaleFromZeroToTheLargest(t *testing.T) {
	html := Figure("Games", "games", []Bar{{Label: "Won", Value: 3}, {Label: "Lost", Value: 6}}, false).HTML()
	htmltest.Has(t, html, `role="img"`, `aria-label="Games: Won 3 games; Lost 6 games"`,
		`<figcaption style="font-weight:bold">Games</figcaption>`,
		`x="0%" y="1.5em" width="50%"`, `x="0%" y="4.3em" width="100%"`, `height="5.8em"`)
	htmltest.Lacks(t, html, "<line", "fill-opacity") // no marks, no bands
}

func TestBandMarksTheValueAgainstItsBand(t *testing.T) {
	// Scale 10..30 padded by 1 either side: 9..31.
	html := Figure("Luck", "successes", []Bar{{Label: "Ada", Value: 20, Low: 10, High: 30}}, true).HTML()
	// label and figures are too long to share a line: the figures and the
	// row's band go one line down
	htmltest.Has(t, html, `x="4.5%" y="2.6em" width="90.9%" height="1.3em"`, // the band
		`x1="50%" x2="50%"`, // the mark, in the middle
		`Ada`, `20 successes, expected 10–30`)
}

// A row's figures share its label's line only when both fit on a phone at
// the largest text; otherwise they go under it, and never over it.
func TestLongRowsPutFiguresUnderTheLabel(t *testing.T) {
	short := Figure("Games", "", []Bar{{Label: "Won", Value: 3}}, false).HTML()
	htmltest.Has(t, short, `<text x="0" y="1.1em" text-anchor="start">Won</text>`,
		`<text x="100%" y="1.1em" text-anchor="end">3</text>`, `height="3em"`)
	long := Figure("Won", "%", []Bar{{Label: "Standard", Value: 35, Low: 26, High: 45, Range: "95 % interval"}}, false).HTML()
	htmltest.Has(t, long, `<text x="0" y="1.1em" text-anchor="start">Standard</text>`,
		`<text x="100%" y="2.4em" text-anchor="end">35 %, 95 % interval 26–45</text>`, `height="4.3em"`)
	touching := Figure("Lost", "%", []Bar{{Label: "House rule: Humanity", Value: 47}}, false).HTML()
	htmltest.Has(t, touching, `<text x="100%" y="2.4em" text-anchor="end">47 %</text>`)
}

func TestLabelsAreEscaped(t *testing.T) {
	html := Figure(`<b>"T"</b>`, "x", []Bar{{Label: "<i>&"}}, false).HTML()
	htmltest.Lacks(t, html, "<b>", "<i>")
	htmltest.Has(t, html, "&lt;i&gt;&amp;")
}

func TestScaleNeverDividesByZero(t *testing.T) {
	for _, c := range []struct {
		bars []Bar
		mark bool
	}{{nil, false}, {nil, true}, {[]Bar{{Value: 0}}, false}, {[]Bar{{Value: 5}}, true}} {
		lo, hi := scale(c.bars, c.mark)
		if !(hi > lo) {
			t.Errorf("scale(%v, %v) = %v..%v", c.bars, c.mark, lo, hi)
		}
	}
}

// A share in per cent is drawn against the whole: a 36 % win rate fills
// about a third of the width, not nearly all of it as the largest row.
func TestPercentagesScaleToAHundred(t *testing.T) {
	html := Figure("Won", "%", []Bar{{Label: "Standard", Value: 36, Low: 32, High: 40, Range: "95 % interval"}}, false).HTML()
	htmltest.Has(t, html, `x="0%" y="2.8em" width="36%"`, `x="32%" y="2.6em" width="8%"`)
	over := Figure("Lost", "%", []Bar{{Label: "All", Value: 100}}, false).HTML()
	htmltest.Has(t, over, `x="0%" y="1.5em" width="100%"`)
}

// SVG text does not wrap: a label too long for a phone's line at the
// largest text (a game named by its five players) is broken at its spaces
// onto lines of its own, the figures and the bar under them.
func TestLongLabelsWrap(t *testing.T) {
	html := Figure("Successes by game", "", []Bar{{Label: "Maximiliana Wolkenstein, Ode, Bartholomew Kettering", Value: 20, Low: 17, High: 21}}, true).HTML()
	htmltest.Has(t, html, `<text x="0" y="1.1em" text-anchor="start">Maximiliana Wolkenstein,</text>`,
		`<text x="0" y="2.4em" text-anchor="start">Ode, Bartholomew</text>`, `<text x="0" y="3.7em" text-anchor="start">Kettering</text>`,
		`<text x="100%" y="5em" text-anchor="end">20, expected 17–21</text>`, `height="6.9em"`)
}
