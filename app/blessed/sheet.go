package blessed

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
)

// sheetEditor is the rest of a character's sheet, editable at any time:
// the words the rules never read, kept in the record's notes. Every field
// carries its name and the card its seat (ui.RowKey), so one handler
// serves them all.
func (p *Play) sheetEditor(i int) app.UI {
	sh, c := p.sheets[i], p.g.State.Party[i]
	id := "char-" + itoa(i+1)
	vals := sh.fields()
	var fs []sheetField
	for k := range vals {
		if k == firstLong { // the aptitudes and Specializations come before the long fields
			for a := range c.Aptitudes {
				fs = append(fs, sheetField{"apt-" + itoa(a), "Aptitude " + itoa(a+1), at(sh.Aptitudes, a)})
			}
			for a := range c.Specialized {
				fs = append(fs, sheetField{"spec-" + itoa(a), "Specialization " + itoa(a+1) + " (which aptitude, which effect)", at(sh.Specializations, a)})
			}
		}
		fs = append(fs, sheetField{fieldKeys[k], fieldLabels[k], *vals[k]})
	}
	long := len(fs) - (len(vals) - firstLong) // where the long fields begin
	return tag.Details().ID(id+"-sheet").Class("sheet-notes").DataSet("seat", i).Body(
		tag.Summary().Text("The whole sheet"),
		app.Range(fs).Slice(func(k int) app.UI {
			f := fs[k]
			var in app.UI
			if k >= long {
				in = tag.Textarea().ID(id+"-"+f.key).DataSet("field", f.key).Attr("maxlength", maxLong).Attr("rows", 3).
					Text(f.v).OnChange(p.editSheet)
			} else {
				in = tag.Input().Attr("type", "text").ID(id+"-"+f.key).DataSet("field", f.key).Attr("maxlength", maxText).
					Attr("autocomplete", "off").Attr("value", f.v).OnChange(p.editSheet)
			}
			return tag.Div().Class("field").Body(tag.Label().Attr("for", id+"-"+f.key).Text(f.label), in)
		}),
	)
}

// sheetField is one field of the whole sheet: its key (setField), label
// and value.
type sheetField struct{ key, label, v string }

func at(xs []string, k int) string {
	if k < len(xs) {
		return xs[k]
	}
	return ""
}

// editSheet keeps a changed field of a sheet and saves: no move, only the
// record's notes.
func (p *Play) editSheet(ctx app.Context, _ app.Event) {
	i, ok := ui.RowIndex(ctx, "seat", len(p.sheets))
	if !ok {
		return
	}
	sh := setField(p.sheets[i], ui.RowKey(ctx, "field"), ctx.JSSrc().Get("value").String())
	if sh = clean(sh); sh.Name == "" {
		sh.Name = p.sheets[i].Name // a name is never emptied
	}
	p.sheets[i] = sh
	p.keepSheets()
	p.announce = fmt.Sprintf("%s's sheet is saved (%s).", sh.Name, fieldName(ui.RowKey(ctx, "field")))
	p.save()
}

// fieldName says a field's key as words: "backstory", "aptitude 3".
func fieldName(key string) string {
	switch {
	case strings.HasPrefix(key, "apt-"):
		return "aptitude " + itoa(atoi(key[4:])+1)
	case strings.HasPrefix(key, "spec-"):
		return "specialization " + itoa(atoi(key[5:])+1)
	}
	return key
}

// fields are the sheet's own words, in the whole sheet's order: the short
// ones, then from firstLong the long ones; fieldKeys and fieldLabels name
// them.
func (sh *Sheet) fields() [9]*string {
	return [...]*string{&sh.Name, &sh.Pronouns, &sh.Age, &sh.Appearance,
		&sh.Backstory, &sh.Gained, &sh.Rumours, &sh.Favor, &sh.Notes}
}

const firstLong = 4

var fieldKeys = [...]string{"name", "pronouns", "age", "appearance", "backstory", "gained", "rumours", "favor", "notes"}

var fieldLabels = [...]string{"Name", "Pronouns", "Age", "Appearance",
	"Backstory", "Things gained", "Rumours", "Favorability (with whom, how much)", "Notes"}

// setField sets the sheet's field key to v.
func setField(sh Sheet, key, v string) Sheet {
	for k, f := range sh.fields() {
		if fieldKeys[k] == key {
			*f = v
			return sh
		}
	}
	var list *[]string
	var k int
	switch {
	case strings.HasPrefix(key, "apt-"):
		list, k = &sh.Aptitudes, atoi(key[4:])
	case strings.HasPrefix(key, "spec-"):
		list, k = &sh.Specializations, atoi(key[5:])
	default:
		return sh
	}
	if k < 0 || k >= maxAptitudes {
		return sh
	}
	for len(*list) <= k {
		*list = append(*list, "")
	}
	(*list)[k] = v
	return sh
}

// settingView chooses the setting's Ethic, kept in the notes.
func (p *Play) settingView() app.UI {
	cs := []ui.Choice{{Value: "-", Label: "not chosen yet"}}
	for _, e := range settingEthics {
		cs = append(cs, ui.Choice{Value: e, Label: e})
	}
	sel := p.setting
	if sel == "" {
		sel = "-"
	}
	return pickOne("gm-setting", "Setting Ethic", cs, sel, func(v string) {
		if v == "-" {
			v = ""
		}
		p.setting = v
		p.keepSheets()
		p.save()
	})
}
