package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// Choice is one option of a Choices group.
type Choice struct{ Value, Label string }

// Choices is a radio group in a fieldset: one legend, one label per option,
// so screen readers announce the group and each choice. name must be unique
// on the page; it also prefixes the inputs' ids. The chosen value is read
// from the input at the event (see RowKey for why not from a closure).
func Choices(name, legend string, cs []Choice, selected string, onChange func(app.Context, string)) app.UI {
	return tag.FieldSet().Class("choices").Body(
		tag.Legend().Text(legend),
		app.Range(cs).Slice(func(i int) app.UI {
			c := cs[i]
			id := name + "-" + c.Value
			return tag.Label().Attr("for", id).Class("choice").Body(
				tag.Input().Attr("type", "radio").ID(id).Attr("name", name).Attr("value", c.Value).
					Attr("checked", c.Value == selected).
					OnChange(func(ctx app.Context, e app.Event) { onChange(ctx, ctx.JSSrc().Get("value").String()) }),
				tag.Span().Text(c.Label),
			)
		}),
	)
}

// Toggle is a labelled checkbox.
func Toggle(id, label string, on bool, onChange func(app.Context, bool)) app.UI {
	return tag.Label().Attr("for", id).Class("choice").Body(
		tag.Input().Attr("type", "checkbox").ID(id).Attr("checked", on).
			OnChange(func(ctx app.Context, e app.Event) { onChange(ctx, ctx.JSSrc().Get("checked").Bool()) }),
		tag.Span().Text(label),
	)
}

// FilePicker is the one way a game asks for a file: its label on a line of
// its own above a full-size "choose" button (styled in lantern.css).
// accept lists the types offered, as the input's accept attribute.
func FilePicker(id, label, accept string, onChange app.EventHandler) app.UI {
	return tag.Div().Class("field file-picker").Body(
		tag.Label().Attr("for", id).Text(label),
		tag.Input().ID(id).Attr("type", "file").Attr("accept", accept).OnChange(onChange),
	)
}
