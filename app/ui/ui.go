// Package ui holds Lantern's small shared widgets. They render plain,
// accessible HTML styled by web/lantern.css: native buttons and inputs,
// labels tied to controls, touch targets of at least 44px.
package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// Page is the frame of every screen: one h1 and the body beneath it. The h1
// can take focus (tabindex -1), so the shell moves focus to it after an
// in-app navigation.
func Page(title string, body ...app.UI) app.UI {
	return tag.Section().Class("page").Body(
		tag.H1().Class("page-title").TabIndex(-1).Text(title),
		tag.Div().Class("page-body").Body(body...),
	)
}

// Button is a plain action button.
func Button(label string, onClick app.EventHandler) app.HTMLElem {
	return tag.Button().Attr("type", "button").Class("btn").Text(label).OnClick(onClick)
}

// LinkButton is a link styled as a button, for moving between pages.
// href is a fragment link such as "#/saves" (see shell.Href).
func LinkButton(label, href string) app.HTMLElem {
	return tag.A().Class("btn").Attr("href", href).Text(label)
}
