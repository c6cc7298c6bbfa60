package widget

import (
	"fmt"
	"strconv"

	"lantern/app/widget/static"
)

// DieKind says where a die in a pool came from; each kind is drawn with its
// own outline so the tray reads without colour.
type DieKind string

const (
	HumanityDie DieKind = "humanity" // plain outline
	HopeDie     DieKind = "hope"     // double outline
	FreeDie     DieKind = "free"     // dashed outline: a trait's or asset's extra die
)

// Die is one die in a tray. Face 0 means not rolled yet. Whose names
// where it came from ("Mara", "Hope pool"), written under it.
type Die struct {
	Face  int
	Kind  DieKind
	Whose string
}

// Hit reports whether the die shows a success (4+, HI-12).
func (d Die) Hit() bool { return d.Face >= 4 }

// Label is what a screen reader hears for the die.
func (d Die) Label() string {
	kind := map[DieKind]string{HopeDie: "Hope die", FreeDie: "extra die"}[d.Kind]
	if kind == "" {
		kind = "Humanity die"
	}
	if d.Whose != "" {
		kind += " (" + d.Whose + ")"
	}
	switch {
	case d.Face == 0:
		return kind + ", not rolled"
	case d.Hit():
		return fmt.Sprintf("%s showing %d, success", kind, d.Face)
	}
	return fmt.Sprintf("%s showing %d, no success", kind, d.Face)
}

// dieCaption writes under a die whose it is and, once rolled, whether it
// succeeded, so a success reads by its words and its notch, not its
// colour alone. Screen readers hear the die's own label instead.
func dieCaption(d Die) *static.Node {
	c := static.El("span").Class("die-caption").Aria("hidden", "true")
	if d.Whose != "" {
		c.Body(static.El("span").Class("die-whose").Text(d.Whose))
	}
	switch {
	case d.Face == 0:
	case d.Hit():
		c.Body(static.El("span").Class("die-verdict die-verdict-hit").Text("✓ success"))
	default:
		c.Body(static.El("span").Class("die-verdict").Text("✗ miss"))
	}
	return c
}

// pips holds the pip centres of each face on a 60×60 die.
var pips = [7][][2]int{
	1: {{30, 30}},
	2: {{17, 17}, {43, 43}},
	3: {{17, 17}, {30, 30}, {43, 43}},
	4: {{17, 17}, {43, 17}, {17, 43}, {43, 43}},
	5: {{17, 17}, {43, 17}, {30, 30}, {17, 43}, {43, 43}},
	6: {{17, 15}, {43, 15}, {17, 30}, {43, 30}, {17, 45}, {43, 45}},
}

// dieSVG draws one die. A success gets a corner notch and a heavier frame.
// It is static markup: the browser's HTML parser puts svg and its children
// in the SVG namespace itself.
func dieSVG(d Die) *static.Node {
	class := "die die-" + string(d.Kind)
	if d.Hit() {
		class += " die-hit"
	}
	svg := static.El("svg").Class(class).Attr("viewBox", "0 0 60 60").Role("img").Aria("label", d.Label()).Body(
		static.El("rect").Class("die-face").Attr("x", "3").Attr("y", "3").
			Attr("width", "54").Attr("height", "54").Attr("rx", "9"),
	)
	if d.Kind == HopeDie {
		svg.Body(static.El("rect").Class("die-inner").Attr("x", "8").Attr("y", "8").
			Attr("width", "44").Attr("height", "44").Attr("rx", "6"))
	}
	if d.Face < 1 || d.Face > 6 {
		svg.Body(static.El("text").Attr("x", "30").Attr("y", "40").
			Attr("text-anchor", "middle").Class("die-q").Text("?"))
	} else {
		for _, p := range pips[d.Face] {
			svg.Body(static.El("circle").Class("pip").
				Attr("cx", strconv.Itoa(p[0])).Attr("cy", strconv.Itoa(p[1])).Attr("r", "5"))
		}
	}
	if d.Hit() {
		svg.Body(static.El("path").Class("die-mark").Attr("d", "M41 3 L57 3 L57 19 Z"))
	}
	return svg
}
