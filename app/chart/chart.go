// Package chart draws Lantern's charts as SVG: one package, so axes, scales,
// colours and text alternatives are drawn in one place for every screen that
// shows figures (the stats page, dice luck, the house-rule lab).
//
// A chart is a <figure> whose caption is its title and whose SVG has
// role="img" and an aria-label with every figure, so a screen reader reads
// the numbers, not the shapes. The numbers are also written beside each bar:
// meaning never rests on a shape or a colour alone.
//
// Lengths are in em and per cent, never in pixels or a viewBox, so a chart
// grows with the player's text size and narrows with the screen; colours
// are the theme's custom properties (--accent, --muted, the text's own
// colour), set in style attributes so the chart needs no stylesheet of its
// own, and dark mode applies. Nothing is fetched: the markup is built here and
// mounted with one app.Raw, which works offline.
package chart

import (
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/widget/static"
)

// Bar is one row of a chart. When Low < High the row also shows the band
// from Low to High: the range expected, or a confidence interval.
type Bar struct {
	Label            string
	Value, Low, High float64
	// Range names the band in the row's figures: "expected" (what the dice
	// give) when empty; a rate measured by sampling says "95 % interval".
	Range string
}

// Bars draws a horizontal bar for each row, from zero, with its band behind
// it when it has one. unit names what is counted ("games", "successes").
func Bars(title, unit string, bars []Bar) app.UI { return Figure(title, unit, bars, false).UI() }

// Band draws each row's value as a mark against its band, on a scale that
// fits them all rather than starting at zero: what came up against what was
// expected.
func Band(title, unit string, bars []Bar) app.UI { return Figure(title, unit, bars, true).UI() }

// The theme's colours: the band is pale so that a bar or mark over it stays
// clear; the mark is the text's colour, the strongest contrast there is.
const (
	barStyle  = "fill:var(--accent)"
	bandStyle = "fill:var(--muted);fill-opacity:.35;stroke:var(--muted)"
	markStyle = "stroke:currentColor;stroke-width:.35em"
)

// Row and line geometry, in em.
const (
	rowH  = 2.8 // one row: its text line, then its bar
	textY = 1.1 // baseline of the row's text
	barY  = 1.5 // top of the bar
	barH  = 0.9
	lineH = 1.3 // a second text line, for a row whose words are long
)

// oneLine is the most characters a line of a chart holds: SVG text does
// not wrap, and at the largest text a 360 px phone holds about this many.
const oneLine = 24

// gap is the room, in characters, between a label and the figures that
// share its line: "House rule: Humanity" and "47 %" touch without it.
const gap = 3

// Figure is the chart's markup, for tests and for callers that build their
// own static markup around it. mark draws each value as a mark (Band)
// instead of a bar (Bars).
func Figure(title, unit string, bars []Bar, mark bool) *static.Node {
	lo, hi := scale(bars, mark)
	if unit == "%" && !mark {
		hi = math.Max(hi, 100) // a share is drawn against the whole
	}
	svg := static.El("svg").Attr("xmlns", "http://www.w3.org/2000/svg").
		Attr("style", "fill:currentColor;display:block").
		Role("img").Aria("label", Alt(title, unit, bars))
	top := 0.0
	for _, b := range bars {
		figures, lines := Figures(unit, b), wrap(b.Label)
		y := top + lineH*float64(len(lines)-1)
		if len([]rune(lines[len(lines)-1]))+gap+len([]rune(figures)) > oneLine {
			y += lineH // the figures on a line of their own, under the label
		}
		x := func(v float64) string { return pct((v - lo) / (hi - lo)) }
		w := func(a, b float64) string { return pct((b - a) / (hi - lo)) }
		if b.Low < b.High {
			svg.Body(rect(bandStyle, x(b.Low), em(y+barY-0.2), w(b.Low, b.High), em(barH+0.4)))
		}
		if mark {
			svg.Body(static.El("line").Attr("style", markStyle).Attr("x1", x(b.Value)).Attr("x2", x(b.Value)).
				Attr("y1", em(y+barY-0.3)).Attr("y2", em(y+barY+barH+0.3)))
		} else {
			svg.Body(rect(barStyle, x(0), em(y+barY), w(0, b.Value), em(barH)))
		}
		for i, l := range lines {
			svg.Body(text("0", em(top+textY+lineH*float64(i)), "start").Text(l))
		}
		svg.Body(text("100%", em(y+textY), "end").Text(figures))
		top = y + rowH
	}
	svg.Attr("width", "100%").Attr("height", em(top+0.2))
	return static.El("figure").Class("chart").Attr("style", "margin:1em 0").Body(
		static.El("figcaption").Attr("style", "font-weight:bold").Text(title), svg)
}

// wrap breaks a label at its spaces into lines of at most oneLine
// characters (a longer word keeps a line of its own): SVG text does not
// wrap, and a line too long is cut off at the chart's edge.
func wrap(label string) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(label) {
		switch {
		case line == "":
			line = w
		case len([]rune(line))+1+len([]rune(w)) > oneLine:
			lines, line = append(lines, line), w
		default:
			line += " " + w
		}
	}
	return append(lines, line)
}

// Alt is the text alternative: the title, then each row with its figures.
func Alt(title, unit string, bars []Bar) string {
	var s strings.Builder
	s.WriteString(title)
	for i, b := range bars {
		if i == 0 {
			s.WriteString(": ")
		} else {
			s.WriteString("; ")
		}
		s.WriteString(b.Label)
		s.WriteByte(' ')
		s.WriteString(Figures(unit, b))
	}
	return s.String()
}

// Figures is one row's numbers in words: "12 games", or "30 successes,
// expected 35–45" when the row has a band (its Range, when set, in place of
// "expected"). An empty unit counts things.
func Figures(unit string, b Bar) string {
	s := Num(b.Value)
	if unit != "" {
		s += " " + unit
	}
	if b.Low < b.High {
		r := b.Range
		if r == "" {
			r = "expected"
		}
		s += ", " + r + " " + Num(b.Low) + "–" + Num(b.High)
	}
	return s
}

// Num writes v with at most one decimal.
func Num(v float64) string {
	return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64)
}

// scale is the range the chart's width spans: from zero for bars; around
// every value and band, with a little room either side, for marks.
func scale(bars []Bar, mark bool) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	if !mark {
		lo = 0
	}
	for _, b := range bars {
		lo, hi = math.Min(lo, b.Value), math.Max(hi, b.Value)
		if b.Low < b.High {
			lo, hi = math.Min(lo, b.Low), math.Max(hi, b.High)
		}
	}
	if mark {
		pad := (hi - lo) * 0.05
		lo, hi = lo-pad, hi+pad
	}
	if !(hi > lo) { // no rows, or every figure the same
		lo, hi = math.Min(lo, 0), math.Max(hi, 0)+1
	}
	return lo, hi
}

func rect(style, x, y, w, h string) *static.Node {
	return static.El("rect").Attr("style", style).Attr("x", x).Attr("y", y).
		Attr("width", w).Attr("height", h)
}

func text(x, y, anchor string) *static.Node {
	return static.El("text").Attr("x", x).Attr("y", y).Attr("text-anchor", anchor)
}

func em(v float64) string { return Num(v) + "em" }

// pct is a fraction of the width, kept inside the chart.
func pct(f float64) string {
	return strconv.FormatFloat(math.Round(math.Max(0, math.Min(1, f))*1000)/10, 'f', -1, 64) + "%"
}
