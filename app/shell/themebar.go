package shell

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// themeBar makes the browser's bar colour follow a theme chosen in the
// settings, not only the device's: lantern build writes one theme-color tag
// per colour scheme; a chosen theme gives them all the page's own --bg, and
// "system" gives each back the colour it was built with.
func themeBar(theme string) {
	doc := app.Window().Get("document")
	bg := strings.TrimSpace(app.Window().Call("getComputedStyle", doc.Get("documentElement")).
		Call("getPropertyValue", "--bg").String())
	metas := doc.Call("querySelectorAll", `meta[name="theme-color"]`)
	for i := range metas.Length() {
		m := metas.Index(i)
		built := m.Call("getAttribute", "data-built")
		if built.IsNull() {
			built = m.Call("getAttribute", "content")
			m.Call("setAttribute", "data-built", built)
		}
		if theme == "system" || bg == "" {
			m.Call("setAttribute", "content", built)
		} else {
			m.Call("setAttribute", "content", bg)
		}
	}
}
