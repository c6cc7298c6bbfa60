package hunt

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/browser"
	"lantern/app/saves"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/hunt"
	"lantern/rules/words"
)

// Owners' quarries are kept on this device (web storage) as the JSON an
// owner imports, so one typed in once is there for every hunt after.
const quarriesKey = "lantern.hunt.quarries"

// ownPrefix marks an owner's quarry among the quarry choices.
const ownPrefix = "own:"

// loadOwned reads the quarries kept on this device.
func loadOwned() ([]hunt.Quarry, string) {
	var kept []string
	if err := browser.Local.Get(quarriesKey, &kept); err != nil {
		return nil, "Your quarries could not be read from this device: " + err.Error()
	}
	var out []hunt.Quarry
	for _, k := range kept {
		if q, err := hunt.ParseQuarry([]byte(k)); err == nil {
			out = append(out, q)
		}
	}
	return out, ""
}

func saveOwned(qs []hunt.Quarry) error {
	kept := make([]string, len(qs))
	for i, q := range qs {
		kept[i] = string(hunt.QuarryJSON(q))
	}
	return browser.Local.Set(quarriesKey, kept)
}

// chosenQuarry is the quarry the form has chosen: Lantern's or an owner's.
func (s *Setup) chosenQuarry() (hunt.Quarry, bool) {
	if n, ok := strings.CutPrefix(s.quarry, ownPrefix); ok {
		i, err := strconv.Atoi(n)
		if err != nil || i < 0 || i >= len(s.owned) {
			return hunt.Quarry{}, false
		}
		return s.owned[i], true
	}
	return hunt.QuarryByID(s.quarry)
}

func (s *Setup) quarryChoices() []ui.Choice {
	var out []ui.Choice
	for _, q := range hunt.Quarries() {
		out = append(out, ui.Choice{Value: q.ID, Label: q.Name + " — " + q.Blurb})
	}
	for i, q := range s.owned {
		out = append(out, ui.Choice{Value: ownPrefix + strconv.Itoa(i), Label: q.Name + " (yours) — " + q.Blurb})
	}
	return out
}

// quarryImport offers an owner's quarry: typed in the form or imported
// as JSON, then edited, exported or deleted. A failed import changes
// nothing.
func (s *Setup) quarryImport() app.UI {
	q, own := s.chosenQuarry()
	own = own && strings.HasPrefix(s.quarry, ownPrefix)
	return tag.FieldSet().Class("choices quarry-import").Body(
		tag.Legend().Text("Your own quarry"),
		tag.P().Class("hint").Text("A quarry you own: its name, its levels (the monster’s space and the spaces of its basic and monster hunt event cards) and its cards. Type it here or import it as JSON; it is kept on this device."),
		tag.Div().Class("quarry-actions").Body(
			tag.Button().Attr("type", "button").ID("hunt-quarry-new").Class("btn secondary").Text("Type a new quarry").OnClick(s.newQuarry),
			app.If(own, func() app.UI {
				return tag.Button().Attr("type", "button").ID("hunt-quarry-edit").Class("btn secondary").Text("Edit " + q.Name).OnClick(s.editQuarry)
			}),
			app.If(own, func() app.UI {
				return tag.Button().Attr("type", "button").ID("hunt-quarry-export").Class("btn secondary").Text("Export " + q.Name).OnClick(s.exportQuarry)
			}),
			app.If(own, func() app.UI {
				return tag.Button().Attr("type", "button").ID("hunt-quarry-delete").Class("btn secondary").Text("Delete " + q.Name).OnClick(s.deleteQuarry)
			}),
		),
		ui.FilePicker("hunt-quarry-file", "Or import your quarry (JSON)", ".json,application/json", s.importQuarry),
		app.If(s.quarryEr != "", func() app.UI { return tag.Pre().Class("error").Role("alert").Text(s.quarryEr) }),
		app.If(s.quarryOK != "", func() app.UI {
			return tag.P().ID("hunt-quarry-status").TabIndex(-1).Role("status").Text(s.quarryOK)
		}),
		app.If(s.removed != nil, func() app.UI {
			return tag.Button().Attr("type", "button").ID("hunt-quarry-undo").Class("btn secondary").
				Text("Undo: keep " + s.removed.q.Name).OnClick(s.undoDelete)
		}),
	)
}

func (s *Setup) importQuarry(ctx app.Context, e app.Event) {
	ui.ReadChosenFile(ctx.JSSrc(), hunt.MaxImport, "a quarry", func(name string, b []byte, err error) {
		var q hunt.Quarry
		if err == nil {
			q, err = hunt.ParseQuarry(b)
		}
		ctx.Dispatch(func(app.Context) { s.importedQuarry(name, q, err) })
	})
}

// importedQuarry keeps an imported quarry (one of the same name is
// replaced) and chooses it.
func (s *Setup) importedQuarry(name string, q hunt.Quarry, err error) {
	if err != nil {
		s.quarryEr, s.quarryOK = name+" was not imported, and nothing changed:\n"+err.Error(), ""
		return
	}
	owned := append([]hunt.Quarry(nil), s.owned...)
	i := len(owned)
	for j, o := range owned {
		if o.Name == q.Name {
			i = j
		}
	}
	if i == len(owned) {
		owned = append(owned, q)
	} else {
		owned[i] = q
	}
	s.owned, s.quarry, s.level, s.quarryEr, s.removed = owned, ownPrefix+strconv.Itoa(i), 1, "", nil
	s.quarryOK = fmt.Sprintf("%s is ready to hunt (%s, %s) and kept on this device.", q.Name, words.Count(len(q.Levels), "level"), words.Count(len(q.Deck), "card"))
	if err := saveOwned(owned); err != nil {
		s.quarryOK = fmt.Sprintf("%s is ready for this hunt, but this device would not keep it: %v", q.Name, err)
	}
}

func (s *Setup) exportQuarry(ctx app.Context, _ app.Event) {
	if q, ok := s.chosenQuarry(); ok {
		saves.Download(strings.ToLower(strings.ReplaceAll(q.Name, " ", "-"))+".json", hunt.QuarryJSON(q))
	}
}
