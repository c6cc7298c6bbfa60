package hunt

import (
	"cmp"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/hunt"
	"lantern/rules/words"
)

// The quarry form: an owner types a quarry on screen instead of a JSON
// file. Every field carries its name in the draft (data-field) and one
// handler reads it at the event, so rows that come and go never act on a
// row they were first drawn for (ui.RowKey).

// fieldID is the element id of a draft field: "cards.2.title" is
// "q-cards-2-title".
func fieldID(field string) string { return "q-" + strings.ReplaceAll(field, ".", "-") }

// form is one rendering of the draft with the problems to show.
type form struct {
	s    *Setup
	d    *draft
	errs map[string]string
}

func (s *Setup) quarryForm() app.UI {
	_, errs := s.problems()
	if !s.draft.tried {
		errs = nil
	}
	f := form{s: s, d: s.draft, errs: errs}
	title := "Type your quarry"
	if s.draft.at >= 0 {
		title = "Edit your quarry"
	}
	return ui.Page(title,
		tag.P().Class("hint").Text("Type a quarry you own: it is kept on this device, offered beside the Gloam Moth, and travels inside every hunt of it. Lantern checks it as it checks an imported file."),
		f.summary(),
		tag.Div().Class("quarry-form").Body(
			f.text("name", "Name", f.d.name, hunt.MaxName),
			f.area("blurb", "A line about it (optional)", f.d.blurb, 2),
			f.levels(),
			f.cards(),
		),
		tag.Div().Class("quarry-form-actions").Body(
			tag.Button().Attr("type", "button").ID("quarry-save").Class("btn").Text("Save the quarry").OnClick(s.saveDraft),
			tag.Button().Attr("type", "button").ID("quarry-cancel").Class("btn secondary").Text("Cancel").OnClick(s.cancelDraft),
		),
	)
}

// summary tells, after a Save, how many fields want fixing and which. Its
// box is always there, empty when all is well: go-app drops a nil child
// and would draw the form anew in the summary's place, under the fingers
// of someone typing.
func (f form) summary() app.UI {
	keys := make([]string, 0, len(f.errs))
	for k := range f.errs {
		keys = append(keys, k)
	}
	sortFields(keys)
	box := tag.Div().ID("quarry-problems").Class("quarry-problems").Role("alert").TabIndex(-1)
	if len(keys) == 0 {
		return box
	}
	return box.Body(
		tag.P().Text("Not saved yet: "+words.Count(len(keys), "field")+" to put right."),
		tag.Ul().Body(app.Range(keys).Slice(func(i int) app.UI {
			return tag.Li().Text(f.fieldName(keys[i]) + ": " + f.errs[keys[i]])
		})),
	)
}

// problem is the field's problem, shown under it and tied to it, in a box
// that is always there (see summary).
func (f form) problem(field string) app.UI {
	box := tag.Div().Class("field-problem")
	msg, ok := f.errs[field]
	if !ok {
		return box
	}
	return box.Body(tag.P().ID(fieldID(field) + "-error").Class("field-error error").Text(msg))
}

// described is what describes a field for screen readers: its problem,
// if any, and hint (an element id); invalid is "true" with a problem.
func (f form) described(field, hint string) (described, invalid string) {
	if _, bad := f.errs[field]; bad {
		return strings.TrimSpace(fieldID(field) + "-error " + hint), "true"
	}
	return hint, ""
}

// input is a text or number input of field.
func (f form) input(field, kind, value, hint string) app.HTMLElemSelfClosing {
	d, bad := f.described(field, hint)
	return tag.Input().ID(fieldID(field)).DataSet("field", field).Attr("type", kind).Attr("value", value).
		Aria("describedby", d).Aria("invalid", bad).OnInput(f.s.typeField)
}

// mark ties a textarea or a select to its field and its problem.
func (f form) mark(el app.HTMLElem, field string) app.HTMLElem {
	d, bad := f.described(field, "")
	return el.ID(fieldID(field)).DataSet("field", field).Aria("describedby", d).Aria("invalid", bad)
}

func (f form) text(field, label, value string, max int) app.UI {
	return f.hinted(field, label, value, max, "")
}

// hinted is a text field described by the element hint (an id), if any.
func (f form) hinted(field, label, value string, max int, hint string) app.UI {
	in := f.input(field, "text", value, hint).Attr("autocomplete", "off")
	if max > 0 {
		in = in.Attr("maxlength", max)
	}
	return tag.Div().Class("field").Body(
		tag.Label().Attr("for", fieldID(field)).Text(label),
		in,
		f.problem(field),
	)
}

func (f form) number(field, label, value string, lo, hi int) app.UI {
	return tag.Div().Class("field field-short").Body(
		tag.Label().Attr("for", fieldID(field)).Text(label),
		f.input(field, "number", value, "").Attr("inputmode", "numeric").Attr("min", lo).Attr("max", hi).Attr("step", 1),
		f.problem(field),
	)
}

func (f form) area(field, label, value string, rows int) app.UI {
	return tag.Div().Class("field").Body(
		tag.Label().Attr("for", fieldID(field)).Text(label),
		f.mark(tag.Textarea().Attr("rows", rows).Attr("value", value), field).OnInput(f.s.typeField),
		f.problem(field),
	)
}

// pick is a select of choices; the problem of problemField shows under it.
func (f form) pick(field, label, value string, cs []ui.Choice) app.UI {
	return tag.Div().Class("field field-short").Body(
		tag.Label().Attr("for", fieldID(field)).Text(label),
		f.mark(tag.Select(), field).OnChange(f.s.typeField).Body(
			app.Range(cs).Slice(func(i int) app.UI {
				return tag.Option().Attr("value", cs[i].Value).Attr("selected", cs[i].Value == cmp.Or(value, none)).Text(cs[i].Label)
			}),
		),
		f.problem(field),
	)
}

// typeField puts what was typed into the draft field the element names.
func (s *Setup) typeField(ctx app.Context, _ app.Event) {
	if s.draft != nil {
		s.draft.set(ui.RowKey(ctx, "field"), ctx.JSSrc().Get("value").String())
	}
}

// levels are the level count and each level's board.
func (f form) levels() app.UI {
	counts := []ui.Choice{{Value: "1", Label: "1"}, {Value: "2", Label: "2"}, {Value: "3", Label: "3"}}
	return tag.FieldSet().Class("choices quarry-levels").Body(
		tag.Legend().Text("Levels"),
		ui.Choices("q-levels", "How many levels", counts, strconv.Itoa(len(f.d.levels)), f.s.setLevels),
		f.problem("levels"),
		tag.P().ID("q-spaces-hint").Class("hint").Text("Spaces are numbered from Start (0) to Starvation (12). Start, Overwhelming Darkness (6) and Starvation stay bare. List spaces with commas, like 1, 3, 7; a space listed twice gets two cards, and on a space with both the monster card lies on top."),
		app.Range(f.d.levels).Slice(func(i int) app.UI {
			p := "levels." + strconv.Itoa(i) + "."
			l := f.d.levels[i]
			return tag.FieldSet().Class("quarry-level").Body(
				tag.Legend().Text("Level "+strconv.Itoa(i+1)),
				f.number(p+"monster", "The monster starts on space", l.monster, 1, 12),
				f.hinted(p+"basic", "Basic hunt event cards on spaces", l.basic, 0, "q-spaces-hint"),
				f.hinted(p+"cards", "Monster hunt event cards on spaces", l.cards, 0, "q-spaces-hint"),
			)
		}),
	)
}
