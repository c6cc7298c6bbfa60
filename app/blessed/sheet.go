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
	short := []struct{ key, label, v string }{
		{"name", "Name", sh.Name}, {"pronouns", "Pronouns", sh.Pronouns},
		{"age", "Age", sh.Age}, {"appearance", "Appearance", sh.Appearance},
	}
	for k := range c.Aptitudes {
		short = append(short, struct{ key, label, v string }{fmt.Sprintf("apt-%d", k), fmt.Sprintf("Aptitude %d", k+1), at(sh.Aptitudes, k)})
	}
	for k := range c.Specialized {
		short = append(short, struct{ key, label, v string }{fmt.Sprintf("spec-%d", k), fmt.Sprintf("Specialization %d (which aptitude, which effect)", k+1), at(sh.Specializations, k)})
	}
	long := []struct{ key, label, v string }{
		{"backstory", "Backstory", sh.Backstory}, {"gained", "Things gained", sh.Gained},
		{"rumours", "Rumours", sh.Rumours}, {"favor", "Favorability (with whom, how much)", sh.Favor},
		{"notes", "Notes", sh.Notes},
	}
	return tag.Details().ID(id+"-sheet").Class("sheet-notes").DataSet("seat", i).Body(
		tag.Summary().Text("The whole sheet"),
		app.Range(short).Slice(func(k int) app.UI {
			f := short[k]
			return tag.Div().Class("field").Body(
				tag.Label().Attr("for", id+"-"+f.key).Text(f.label),
				tag.Input().Attr("type", "text").ID(id+"-"+f.key).DataSet("field", f.key).Attr("maxlength", maxText).
					Attr("autocomplete", "off").Attr("value", f.v).OnChange(p.editSheet),
			)
		}),
		app.Range(long).Slice(func(k int) app.UI {
			f := long[k]
			return tag.Div().Class("field").Body(
				tag.Label().Attr("for", id+"-"+f.key).Text(f.label),
				tag.Textarea().ID(id+"-"+f.key).DataSet("field", f.key).Attr("maxlength", maxLong).Attr("rows", 3).
					Text(f.v).OnChange(p.editSheet),
			)
		}),
	)
}

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

// fieldKeys name setField's fields, in its order.
var fieldKeys = [...]string{"name", "pronouns", "age", "appearance", "backstory", "gained", "rumours", "favor", "notes"}

// setField sets the sheet's field key to v.
func setField(sh Sheet, key, v string) Sheet {
	fields := [...]*string{&sh.Name, &sh.Pronouns, &sh.Age, &sh.Appearance,
		&sh.Backstory, &sh.Gained, &sh.Rumours, &sh.Favor, &sh.Notes}
	for k, f := range fields {
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
