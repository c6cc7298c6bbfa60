package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Choice is one option of a Choices group.
type Choice struct{ Value, Label string }

// Choices is a radio group in a fieldset: one legend, one label per option,
// so screen readers announce the group and each choice. name must be unique
// on the page; it also prefixes the inputs' ids.
func Choices(name, legend string, cs []Choice, selected string, onChange func(app.Context, string)) app.UI {
	return app.FieldSet().Class("choices").Body(
		app.Legend().Text(legend),
		app.Range(cs).Slice(func(i int) app.UI {
			c := cs[i]
			id := name + "-" + c.Value
			return app.Label().For(id).Class("choice").Body(
				app.Input().Type("radio").ID(id).Name(name).Value(c.Value).
					Checked(c.Value == selected).
					OnChange(func(ctx app.Context, e app.Event) { onChange(ctx, c.Value) }),
				app.Span().Text(c.Label),
			)
		}),
	)
}

// Toggle is a labelled checkbox.
func Toggle(id, label string, on bool, onChange func(app.Context, bool)) app.UI {
	return app.Label().For(id).Class("choice").Body(
		app.Input().Type("checkbox").ID(id).Checked(on).
			OnChange(func(ctx app.Context, e app.Event) { onChange(ctx, ctx.JSSrc().Get("checked").Bool()) }),
		app.Span().Text(label),
	)
}
