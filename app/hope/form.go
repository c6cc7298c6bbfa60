package hope

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// field is a labelled text input bound to *v.
func field(id, label string, v *string, max int) app.UI { return hinted(id, label, "", v, max) }

// hinted is a field showing hint while it is empty.
func hinted(id, label, hint string, v *string, max int) app.UI {
	return tag.Div().Class("field").Body(
		tag.Label().Attr("for", id).Text(label),
		tag.Input().ID(id).Attr("type", "text").Attr("maxlength", max).Attr("value", *v).
			Attr("placeholder", hint).Attr("enterkeyhint", "next").
			OnInput(func(ctx app.Context, e app.Event) { *v = ctx.JSSrc().Get("value").String() }, scope(v)),
	)
}

// scope keys a handler to the variable it writes: go-app keeps a mounted
// handler whose code is unchanged unless its scope changes, and the same
// input element may be reused for another player's sheet.
func scope(v *string) app.EventOption { return app.EventScope(fmt.Sprintf("%p", v)) }

// area is a labelled textarea bound to *v.
func area(id, label string, v *string, max int) app.UI {
	return tag.Div().Class("field").Body(
		tag.Label().Attr("for", id).Text(label),
		tag.Textarea().ID(id).Attr("maxlength", max).Attr("rows", 3).Attr("value", *v).
			OnInput(func(ctx app.Context, e app.Event) { *v = ctx.JSSrc().Get("value").String() }, scope(v)),
	)
}
