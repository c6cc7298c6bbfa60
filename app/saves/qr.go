package saves

import (
	"fmt"
	"html"
	"strings"

	"rsc.io/qr"
)

// QRSVG draws a share link as a QR code (see LabelledQR).
func QRSVG(text string) (string, error) { return LabelledQR(text, "QR code of the share link") }

// LabelledQR draws text as a QR code in SVG: one path of unit squares inside a
// four-module quiet zone, black on white whatever the theme, so phones
// can scan it in dark mode too. Its style tells CSS how many squares a
// side it has (--squares), so a code drawn large can give each square a
// whole number of the screen's pixels: squares of 4 and 5 pixels side by
// side read as a code of another size.
func LabelledQR(text, label string) (string, error) {
	c, err := qr.Encode(text, qr.L)
	if err != nil {
		return "", err
	}
	const quiet = 4
	n := c.Size + 2*quiet
	var path strings.Builder
	for y := range c.Size {
		for x := range c.Size {
			if c.Black(x, y) {
				fmt.Fprintf(&path, "M%d %dh1v1h-1z", x+quiet, y+quiet)
			}
		}
	}
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 %d %d" style="--squares:%d" shape-rendering="crispEdges" role="img" aria-label="%s">`+
		`<rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="%s"/></svg>`, n, n, n, html.EscapeString(label), n, n, path.String()), nil
}
