package widget

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/widget/static"
)

// Colour is a seat colour; Symbol the shape that marks the same seat for
// anyone who cannot tell the colours apart.
type Colour struct{ Name, Hex string }

// Colours and Symbols are the choices at setup, in the order offered.
var (
	Colours = []Colour{
		{"Amber", "#d08a00"}, {"Teal", "#00897b"}, {"Crimson", "#c62828"},
		{"Violet", "#6a3fb5"}, {"Slate", "#455a64"}, {"Olive", "#6b7a1f"},
	}
	Symbols = []string{"●", "▲", "■", "◆", "★", "✚"}
)

// Badge is a seat's mark: its symbol on its colour, then its name.
func Badge(name, symbol, hex string) app.UI { return BadgeNode(name, symbol, hex).UI() }

// BadgeNode is Badge inside static markup.
func BadgeNode(name, symbol, hex string) *static.Node {
	return static.El("span").Class("badge").Attr("style", "--seat:"+hex).Body(
		static.El("span").Class("badge-mark").Aria("hidden", "true").Text(symbol),
		static.El("span").Class("badge-name").Text(name),
	)
}
