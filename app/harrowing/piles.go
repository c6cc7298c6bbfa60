package harrowing

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/harrowing"
	"lantern/rules/words"
)

// huntedView shows the hunted card in a line, who holds it and what its
// threat does, the whole card a tap away; it sits under the Fate, as
// it follows the hunted effigy round the table.
func (p *Play) huntedView() app.UI {
	k := p.book().Hunted
	who := p.name(int(p.g.State.Hunted))
	line := "The hunted card: " + k.Name + ", held by " + who + "."
	if len(k.Threat) > 0 {
		line += " Threat, for each 8 " + who + " rolls: " + effectsText(k.Threat) + "."
	}
	return bodyWith("section", []string{"id", "harrowing-hunted", "class", "harrowing-hunted", "aria-label", "The hunted card"},
		textEl("p", "harrowing-hunted-line", line),
		bodyEl("details", "",
			textEl("summary", "", "The whole card"),
			bodyWith("ul", []string{"class", "harrowing-cards"}, p.cardView(k, " · held by "+who)),
		),
	)
}

// pilesView counts the decks and lists the piles beside them: discards,
// ritual cards set aside, set-aside cards, abandoned and obliterated ones.
func (p *Play) pilesView() app.UI {
	s := p.g.State
	rows := []struct{ name, value string }{
		{"Infernal deck", words.Count(len(s.Deck), "card")},
		{"Infernal discard", p.names(s.Discard)},
		{"Item deck", words.Count(len(s.Items), "item")},
		{"Item discard", p.names(s.ItemDiscard)},
		{"Ritual set aside", p.names(ritualAside(s))},
	}
	for _, a := range s.Areas {
		rows = append(rows, struct{ name, value string }{a.Name + ": deck", words.Count(len(a.Deck), "card")},
			struct{ name, value string }{a.Name + ": discard", p.names(a.Discard)})
	}
	extra := []struct {
		name string
		ids  []string
	}{{"Set aside, waiting", s.SetAside}, {"Abandoned until the next game", s.Abandoned}, {"Obliterated", s.Obliterated}}
	for _, x := range extra {
		if len(x.ids) > 0 {
			rows = append(rows, struct{ name, value string }{x.name, p.names(x.ids)})
		}
	}
	return bodyWith("section", []string{"id", "harrowing-piles", "class", "harrowing-piles", "aria-label", "Decks and piles"},
		textEl("h2", "", "Decks and piles"),
		bodyEl("dl", "",
			app.Range(rows).Slice(func(i int) app.UI {
				return bodyEl("div", "", textEl("dt", "", rows[i].name), textEl("dd", "", rows[i].value))
			}),
		),
	)
}

// ritualAside are the ritual cards set aside (the boss waits there too
// until summoned, and is not one).
func ritualAside(s harrowing.State) []string {
	var out []string
	for _, id := range s.Aside {
		if s.Book().Card(id).Ritual > 0 {
			out = append(out, id)
		}
	}
	return out
}

// names lists cards or items by name, or says the pile is empty.
func (p *Play) names(ids []string) string {
	if len(ids) == 0 {
		return "none"
	}
	out := make([]string, len(ids))
	for i, id := range ids {
		if k := p.book().Card(id); k.Name != "" {
			out[i] = k.Name
		} else {
			out[i] = p.book().Item(id).Name
		}
	}
	return strconv.Itoa(len(ids)) + ": " + strings.Join(out, ", ")
}
