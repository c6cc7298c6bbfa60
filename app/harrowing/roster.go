package harrowing

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/ui"
	"lantern/rules"
	"lantern/rules/harrowing"
)

// roster is the effigies a form makes: how many, and each one's name and
// sins. The setup screen and a campaign's next game share it (HA-20:
// each game makes its effigies).
type roster struct {
	count int
	names [harrowing.MaxEffigies]string
	sins  [harrowing.MaxEffigies][7]int8
}

// newRoster is n effigies with every sin at 2.
func newRoster(n int) roster {
	r := roster{count: n}
	for i := range r.sins {
		for j := range r.sins[i] {
			r.sins[i][j] = 2
		}
	}
	return r
}

// rosterOf starts from a game's effigies, as the next game's default.
func rosterOf(c harrowing.Config) roster {
	r := newRoster(len(c.Sins))
	for i, s := range c.Sins {
		r.sins[i] = s
		if i < len(c.Names) {
			r.names[i] = c.Names[i]
		}
	}
	return r
}

// effigies are the roster's names (empty ones become "Effigy N") and sins.
func (r *roster) effigies() ([]string, [][7]int8) {
	var names []string
	var sins [][7]int8
	for i := range r.count {
		name := rules.CleanName(r.names[i])
		if name == "" {
			name = "Effigy " + strconv.Itoa(i+1)
		}
		names, sins = append(names, name), append(sins, r.sins[i])
	}
	return names, sins
}

// sinHelp says what each sin's value does at the table, in Lantern's
// words, in the order of harrowing.Sins.
var sinHelp = [...]string{
	"Seduce: lure adversaries away from others here",
	"Feast: heal yourself and the hunted effigy",
	"Scavenge: take from the trove",
	"Wander: move, and let others move",
	"Fight: damage your adversaries",
	"Snatch: take items from others here",
	"Explore: open the places in shadow",
}

// form is the roster's fields; prefix keeps two forms' ids apart.
func (r *roster) form(prefix string) app.UI {
	counts := make([]ui.Choice, harrowing.MaxEffigies)
	for i := range counts {
		counts[i] = ui.Choice{Value: strconv.Itoa(i + 1), Label: strconv.Itoa(i + 1)}
	}
	return bodyEl("div", "",
		ui.Choices(prefix+"-count", "Effigies", counts, strconv.Itoa(r.count), func(_ app.Context, v string) {
			r.count, _ = strconv.Atoi(v)
		}),
		textEl("p", "hint", "A sin's value is how many doom dice its action rolls: 1 hardly, 4 very. More dice find more 9s, and more 8s."),
		bodyWith("div", []string{"class", "harrowing-effigies"},
			app.Range(r.names[:r.count]).Slice(func(i int) app.UI { return r.effigyForm(prefix, i) }),
		),
	)
}

func (r *roster) effigyForm(prefix string, i int) app.UI {
	n := strconv.Itoa(i + 1)
	return bodyEl("fieldset", "harrowing-form",
		textEl("legend", "", "Effigy "+n),
		bodyWith("div", []string{"class", "field"},
			textWith("label", "Name", "for", prefix+"-name-"+n),
			nameInput(prefix+"-name-"+n, r.names[i]).DataSet("seat", i).
				OnInput(func(ctx app.Context, e app.Event) {
					r.names[dataInt(ctx, "seat")] = ctx.JSSrc().Get("value").String()
				}),
		),
		bodyWith("div", []string{"class", "harrowing-sins"},
			app.Range(harrowing.Sins).Slice(func(j int) app.UI { return r.sinSelect(prefix, i, j) }),
		),
	)
}

func (r *roster) sinSelect(prefix string, i, j int) app.UI {
	sin := harrowing.Sins[j]
	id := prefix + "-sin-" + strconv.Itoa(i+1) + "-" + string(sin)
	return bodyEl("div", "field harrowing-sin",
		textWith("label", title(string(sin)), "for", id),
		el("select", "id", id, "aria-describedby", id+"-help").DataSet("seat", i).DataSet("sin", j).OnChange(r.setSin).Body(
			app.Range(sinValues).Slice(func(k int) app.UI {
				v := sinValues[k]
				return option(v, v, v == strconv.Itoa(int(r.sins[i][j])))
			}),
		),
		textWith("span", sinHelp[j], "id", id+"-help", "class", "hint harrowing-sin-help"),
	)
}

var sinValues = []string{"1", "2", "3", "4"}

func (r *roster) setSin(ctx app.Context, _ app.Event) {
	v, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
	if err == nil {
		r.sins[dataInt(ctx, "seat")][dataInt(ctx, "sin")] = int8(v)
	}
}
