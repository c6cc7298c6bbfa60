// Package static builds markup for parts of a screen that never take a tap
// (dice, cards, tables, lists of text) and hands it to go-app as one
// app.Raw. go-app mounts an element tree with one call from WebAssembly
// into JavaScript per element, attribute, text and handler; it mounts a Raw
// with one innerHTML parse. On a tap that reveals a decision (about a
// hundred new elements) that is most of the frame (issue #4).
//
// A Raw is replaced whole when its markup changes, so keep in one Node only
// what changes together, and nothing with state the browser keeps (an open
// <details>, a focused control, an aria-live region that must stay put).
// go-app needs a Raw to have a single root element.
//
// Every text and attribute value is escaped: names and notes typed by the
// players end up here.
package static

import (
	"html"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Node is an element, or a text when it has no tag. Build it with El and
// Text; a nil child is skipped, which keeps optional parts short.
type Node struct {
	tag   string
	attrs []string // name, value, name, value…
	body  []*Node
	text  string
}

// El starts an element.
func El(tag string) *Node { return &Node{tag: tag} }

// Text is a text node.
func Text(s string) *Node { return &Node{text: s} }

// Attr sets an attribute. Attributes are written in the order they are set.
func (n *Node) Attr(name, value string) *Node {
	n.attrs = append(n.attrs, name, value)
	return n
}

func (n *Node) Class(v string) *Node { return n.Attr("class", v) }
func (n *Node) ID(v string) *Node    { return n.Attr("id", v) }
func (n *Node) Role(v string) *Node  { return n.Attr("role", v) }

// Aria sets aria-name.
func (n *Node) Aria(name, v string) *Node { return n.Attr("aria-"+name, v) }

// Text appends a text child.
func (n *Node) Text(s string) *Node { return n.Body(Text(s)) }

// Body appends children; nil ones are skipped.
func (n *Node) Body(kids ...*Node) *Node {
	for _, k := range kids {
		if k != nil {
			n.body = append(n.body, k)
		}
	}
	return n
}

// HTML is the markup, with nothing between tags: whitespace would be text
// nodes the go-app tree it replaces did not have. A nil n is "".
func (n *Node) HTML() string {
	if n == nil {
		return ""
	}
	var b strings.Builder
	n.write(&b)
	return b.String()
}

// UI is the markup as one go-app Raw; n must be an element. A nil n is an
// empty text, as the screens write an absent part.
func (n *Node) UI() app.UI {
	if n == nil {
		return app.Text("")
	}
	return app.Raw(n.HTML())
}

func (n *Node) write(b *strings.Builder) {
	if n.tag == "" {
		b.WriteString(html.EscapeString(n.text))
		return
	}
	b.WriteByte('<')
	b.WriteString(n.tag)
	for i := 0; i+1 < len(n.attrs); i += 2 {
		b.WriteByte(' ')
		b.WriteString(n.attrs[i])
		b.WriteString(`="`)
		b.WriteString(html.EscapeString(n.attrs[i+1]))
		b.WriteByte('"')
	}
	b.WriteByte('>')
	if void[n.tag] {
		return
	}
	for _, k := range n.body {
		k.write(b)
	}
	b.WriteString("</")
	b.WriteString(n.tag)
	b.WriteByte('>')
}

// void elements have no end tag in HTML.
var void = map[string]bool{"br": true, "hr": true, "img": true, "input": true, "wbr": true}
