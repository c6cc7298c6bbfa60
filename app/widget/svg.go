package widget

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// go-app creates each element with the namespace it is given and does not
// inherit it from the parent, so every SVG element is made through svg.
const svgNS = "http://www.w3.org/2000/svg"

func svg(name string) app.HTMLElem { return app.Elem(name).XMLNS(svgNS) }
