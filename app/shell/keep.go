package shell

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/browser"
)

// A form the player is filling in is not in any save. Reloading for an
// update would throw it away, so the Reload button keeps the open screen's
// fields in session storage (which lasts across a reload of the tab) and
// the page that loads puts them back, as if the player had typed them
// again: the screens' own input handlers take them up.

const keptKey = "lantern.kept-form"

// keptForm is what the screen at Route showed in its fields.
type keptForm struct {
	Route  string  `json:"route"`
	Fields []field `json:"fields"`
}

// field is one control by id: a value for text, a number or a select; a
// check for boxes and radios (only checked radios are kept).
type field struct {
	ID      string `json:"id"`
	Value   string `json:"value,omitempty"`
	Check   bool   `json:"check,omitempty"`
	Checked bool   `json:"checked,omitempty"`
}

// keepForm saves the fields of the screen at route before a reload.
func keepForm(route string) {
	k := keptForm{Route: route}
	els := app.Window().Get("document").Call("querySelectorAll", "#main input[id], #main select[id], #main textarea[id]")
	for i := range els.Length() {
		el := els.Index(i)
		f := field{ID: el.Get("id").String()}
		switch el.Get("type").String() {
		case "file", "hidden", "submit", "button":
			continue
		case "radio":
			if !el.Get("checked").Bool() {
				continue
			}
			f.Check, f.Checked = true, true
		case "checkbox":
			f.Check, f.Checked = true, el.Get("checked").Bool()
		default:
			f.Value = el.Get("value").String()
		}
		k.Fields = append(k.Fields, f)
	}
	if err := browser.Session.Set(keptKey, k); err != nil {
		app.Log("keeping the open form failed:", err)
	}
}

// restoreForm puts back the fields kept for route, if any. Fields appear
// only once the screen has drawn them (a game screen opens its save first;
// a choice can bring more fields, as a larger team shows more names), so
// those not there yet are tried again every 50 ms for 5 s.
func restoreForm(ctx app.Context, route string) {
	var k keptForm
	if err := browser.Session.Get(keptKey, &k); err != nil || k.Route == "" {
		return
	}
	if err := browser.Session.Del(keptKey); err != nil {
		app.Log("clearing the kept form failed:", err)
	}
	if k.Route != route {
		return
	}
	var pass func(ctx app.Context)
	tries := 0
	pass = func(ctx app.Context) {
		k.Fields = refill(k.Fields)
		if tries++; len(k.Fields) > 0 && tries < 100 {
			ctx.After(50*time.Millisecond, pass)
		}
	}
	ctx.After(0, pass)
}

// refill sets every field that is on the screen now, in order, and returns
// those that are not.
func refill(fields []field) (missing []field) {
	doc := app.Window().Get("document")
	for _, f := range fields {
		el := doc.Call("getElementById", f.ID)
		if !el.Truthy() {
			missing = append(missing, f)
			continue
		}
		switch {
		case f.Check:
			if el.Get("checked").Bool() != f.Checked {
				el.Call("click") // fires input and change as a tap would
			}
		case el.Get("value").String() != f.Value:
			el.Set("value", f.Value)
			for _, ev := range []string{"input", "change"} {
				el.Call("dispatchEvent", app.Window().Get("Event").New(ev, map[string]any{"bubbles": true}))
			}
		}
	}
	return missing
}
