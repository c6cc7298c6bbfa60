// Package tag names the HTML elements Lantern renders. Each one is go-app's
// generic element (app.Elem) with its tag, not go-app's typed constructor
// (app.Div, app.Button…): every typed element is its own Go type with a
// method set of about twenty functions, an itab and type descriptors; the
// 42 typed elements Lantern used linked 678 more go-app functions and cost
// 48 KB of app.wasm brotli (docs/architecture.md). The typed attribute
// setters are one-line calls of the same setAttr that Attr calls, so the DOM
// is the same; write .Attr("href", v), .Attr("disabled", b), and for a
// textarea .Attr("value", v) (go-app's typed Textarea.Text set the value).
//
// Only go-app's own pages still link a few typed elements (body, div, h1, p,
// img, code), as a go-app hello world does. TestNoTypedElements keeps the
// rest out.
package tag

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Elements with content:

func A() app.HTMLElem          { return app.Elem("a") }
func Abbr() app.HTMLElem       { return app.Elem("abbr") }
func Article() app.HTMLElem    { return app.Elem("article") }
func Aside() app.HTMLElem      { return app.Elem("aside") }
func Button() app.HTMLElem     { return app.Elem("button") }
func Caption() app.HTMLElem    { return app.Elem("caption") }
func Dd() app.HTMLElem         { return app.Elem("dd") }
func Details() app.HTMLElem    { return app.Elem("details") }
func Div() app.HTMLElem        { return app.Elem("div") }
func Dl() app.HTMLElem         { return app.Elem("dl") }
func Dt() app.HTMLElem         { return app.Elem("dt") }
func FieldSet() app.HTMLElem   { return app.Elem("fieldset") }
func FigCaption() app.HTMLElem { return app.Elem("figcaption") }
func Figure() app.HTMLElem     { return app.Elem("figure") }
func Form() app.HTMLElem       { return app.Elem("form") }
func H1() app.HTMLElem         { return app.Elem("h1") }
func H2() app.HTMLElem         { return app.Elem("h2") }
func H3() app.HTMLElem         { return app.Elem("h3") }
func H4() app.HTMLElem         { return app.Elem("h4") }
func Header() app.HTMLElem     { return app.Elem("header") }
func Label() app.HTMLElem      { return app.Elem("label") }
func Legend() app.HTMLElem     { return app.Elem("legend") }
func Li() app.HTMLElem         { return app.Elem("li") }
func Main() app.HTMLElem       { return app.Elem("main") }
func Nav() app.HTMLElem        { return app.Elem("nav") }
func Ol() app.HTMLElem         { return app.Elem("ol") }
func Option() app.HTMLElem     { return app.Elem("option") }
func P() app.HTMLElem          { return app.Elem("p") }
func Pre() app.HTMLElem        { return app.Elem("pre") }
func Progress() app.HTMLElem   { return app.Elem("progress") }
func Section() app.HTMLElem    { return app.Elem("section") }
func Select() app.HTMLElem     { return app.Elem("select") }
func Span() app.HTMLElem       { return app.Elem("span") }
func Strong() app.HTMLElem     { return app.Elem("strong") }
func Summary() app.HTMLElem    { return app.Elem("summary") }
func Table() app.HTMLElem      { return app.Elem("table") }
func TBody() app.HTMLElem      { return app.Elem("tbody") }
func Td() app.HTMLElem         { return app.Elem("td") }
func Textarea() app.HTMLElem   { return app.Elem("textarea") }
func Th() app.HTMLElem         { return app.Elem("th") }
func Tr() app.HTMLElem         { return app.Elem("tr") }
func Ul() app.HTMLElem         { return app.Elem("ul") }

// Void elements, which have no body and no closing tag:

func Img() app.HTMLElemSelfClosing   { return app.ElemSelfClosing("img") }
func Input() app.HTMLElemSelfClosing { return app.ElemSelfClosing("input") }
