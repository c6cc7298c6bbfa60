package harrowing

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/harrowing"
	"lantern/rules/words"
)

// effigiesView is each effigy's sheet: omens, sins with corruption, its
// adversaries and its item columns.
func (p *Play) effigiesView() app.UI {
	s := p.g.State
	return bodyWith("section", []string{"class", "harrowing-effigies-view", "aria-label", "Effigies"},
		textEl("h2", "", "Effigies"),
		bodyEl("ul", "harrowing-sheets",
			app.Range(s.Effigies).Slice(func(i int) app.UI { return p.sheet(i, "harrowing-sheet-", false) }),
		),
	)
}

// sheet is effigy i's sheet; id prefixes its element id, as the acting
// effigy's sheet is shown twice. A brief sheet (beside the moves) lists
// its adversaries a line each.
func (p *Play) sheet(i int, id string, brief bool) app.UI {
	s := p.g.State
	ef := s.Effigies[i]
	head := words.Count(int(ef.Omens), "omen")
	if int(s.Hunted) == i {
		head += " · hunted"
	}
	if damned(ef) {
		head += " · damned"
	}
	return bodyWith("li", []string{"class", "harrowing-sheet", "id", id + strconv.Itoa(i+1)},
		textEl("h3", "", p.name(i)),
		textEl("p", "harrowing-kind", head),
		bodyEl("table", "harrowing-sin-table",
			textEl("caption", "", "Sins: base value and corruption (6 is full)"),
			bodyEl("tbody", "",
				app.Range(harrowing.Sins).Slice(func(j int) app.UI {
					full := ""
					if ef.Corrupt[j] >= harrowing.MaxSin {
						full = " — full"
					}
					return bodyEl("tr", "",
						textWith("th", title(string(harrowing.Sins[j])), "scope", "row"),
						textEl("td", "", strconv.Itoa(int(ef.Base[j]))),
						textEl("td", "", strconv.Itoa(int(ef.Corrupt[j]))+" of 6"+full),
					)
				}),
			),
		),
		app.If(ef.Innate != "", func() app.UI {
			it := p.book().Item(ef.Innate)
			lines := innateLines(it)
			return bodyEl("details", "",
				textEl("summary", "", "Innate: "+it.Name),
				textEls("p", "", lines),
			)
		}),
		app.If(len(ef.Foes) > 0 && !brief, func() app.UI { return p.foesView(ef) }),
		app.If(len(ef.Foes) > 0 && brief, func() app.UI { return p.foesBrief(ef) }),
		p.columnsView(ef),
	)
}

// joined says, for each pair of items in a column that share a colour
// where they meet, the ability they make: the upper one's trigger with
// the lower one's effects.
func (p *Play) joined(col []string) []string {
	var out []string
	for r := 0; r+1 < len(col); r++ {
		if col[r] == "" || col[r+1] == "" {
			continue
		}
		up, low := p.book().Item(col[r]), p.book().Item(col[r+1])
		if up.Bottom.Trigger == nil || !shareColour(up.Bottom.Colors, low.Top.Colors) {
			continue
		}
		out = append(out, "Joined, "+up.Name+" with "+low.Name+": "+triggerText(*up.Bottom.Trigger)+", "+effectsText(low.Top.Effects)+".")
	}
	return out
}

func shareColour(a, b []harrowing.Color) bool {
	for _, c := range a {
		if slices.Contains(b, c) {
			return true
		}
	}
	return false
}

func damned(ef harrowing.Effigy) bool {
	full := 0
	for _, c := range ef.Corrupt {
		if c >= harrowing.MaxSin {
			full++
		}
	}
	return full >= 3
}

func (p *Play) foesView(ef harrowing.Effigy) app.UI {
	return bodyEl("div", "",
		textEl("h4", "", "Adversaries"),
		bodyWith("ul", []string{"class", "harrowing-cards"},
			app.Range(ef.Foes).Slice(func(j int) app.UI {
				k := p.book().Card(ef.Foes[j].ID)
				return p.cardView(k, " · "+strconv.Itoa(int(ef.Foes[j].Damage))+" damage")
			}),
		),
	)
}

// foesBrief lists adversaries a line each, damage and threat, the whole
// card a tap away: beside the moves, six whole cards pushed the map
// 2,600 px down a tablet's page (issue #14).
func (p *Play) foesBrief(ef harrowing.Effigy) app.UI {
	return bodyEl("div", "",
		textEl("h4", "", "Adversaries"),
		bodyWith("ul", []string{"class", "harrowing-foes-brief"},
			app.Range(ef.Foes).Slice(func(j int) app.UI {
				f := ef.Foes[j]
				k := p.book().Card(f.ID)
				lines := cardLines(p.book(), &p.g.State, k)
				return bodyEl("li", "", bodyEl("details", "",
					textEl("summary", "", foeLine(p.g.State, k, int(f.Damage))),
					textEls("p", "", lines),
				))
			}),
		),
	)
}

// foeLine is an adversary in a line: its wounds and what its threat does,
// at this table (a boss's health and threat grow with it, HA-32).
func foeLine(s harrowing.State, k harrowing.Card, damage int) string {
	line := k.Name + ": " + strconv.Itoa(damage) + " of " + strconv.Itoa(s.Health(k)) + " damage"
	if th := s.Threat(k); len(th) > 0 {
		line += "; threat on your 8s: " + effectsText(th)
	}
	return line + "."
}

func (p *Play) columnsView(ef harrowing.Effigy) app.UI {
	return bodyEl("div", "harrowing-columns",
		app.Range(ef.Columns[:]).Slice(func(c int) app.UI {
			col := ef.Columns[c]
			joined := p.joined(col)
			return bodyWith("div", []string{"class", "harrowing-column"},
				textEl("h4", "", "Column "+strconv.Itoa(c+1)),
				app.If(len(joined) > 0, func() app.UI {
					return bodyWith("ul", []string{"class", "harrowing-joined", "aria-label", "Abilities this column has joined"},
						textEls("li", "", joined),
					)
				}),
				bodyEl("ol", "",
					app.Range(col).Slice(func(r int) app.UI {
						if col[r] == "" {
							return textEl("li", "harrowing-gap", "A gap")
						}
						it := p.book().Item(col[r])
						lines := itemLines(it)
						return bodyEl("li", "",
							bodyEl("details", "",
								textEl("summary", "", it.Name+" (tier "+strconv.Itoa(it.Tier)+")"),
								textEls("p", "", lines),
							),
						)
					}),
				),
			)
		}),
	)
}

// actingSheet is the sheet of the effigy whose moves are shown (or who
// must answer), beside the moves, so a choice is made looking at it.
func (p *Play) actingSheet() app.UI {
	s := p.g.State
	if s.Result != harrowing.Playing {
		return nil
	}
	seat := p.actingSeat()
	return bodyWith("section", []string{"class", "harrowing-acting-sheet", "aria-label", "Acting effigy"},
		bodyEl("ul", "harrowing-sheets", p.sheet(seat, "harrowing-acting-sheet-", true)),
	)
}
