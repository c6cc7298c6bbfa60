package harrowing

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/harrowing"
	"lantern/rules/words"
)

// fateView shows the Fate, and each open Area's: face-up cards whole,
// the face-down one as such.
func (p *Play) fateView() app.UI {
	s := p.g.State
	return bodyWith("section", []string{"class", "harrowing-fate", "aria-label", "The Fate"},
		p.fateList("The Fate", s.Fate),
		app.Range(s.Areas).Slice(func(i int) app.UI {
			return p.fateList("The Fate of "+s.Areas[i].Name+" (for effigies standing there)", s.Areas[i].Fate)
		}),
	)
}

func (p *Play) fateList(heading string, fate []harrowing.Fated) app.UI {
	return bodyEl("div", "",
		textEl("h2", "", heading),
		when(len(fate) == 0, textEl("p", "hint", "Empty: it is dealt anew once the last card has resolved.")),
		bodyWith("ul", []string{"class", "harrowing-cards"},
			app.Range(fate).Slice(func(i int) app.UI {
				if fate[i].Down {
					return bodyWith("li", []string{"class", "harrowing-card down"},
						textEl("h3", "", "Face down"),
						textEl("p", "", "Unknown until invoked. Invoking it gives 3 omens."),
					)
				}
				k := p.book().Card(fate[i].ID)
				return p.cardView(k, "")
			}),
		),
	)
}

// cardHead is a card's kind, omens and health: printed, or at table s
// when it is not nil (harrowing.State.Health).
func cardHead(s *harrowing.State, k harrowing.Card) string {
	head := title(string(k.Kind)) + " · " + words.Count(k.Omens, "omen")
	if k.Health > 0 {
		h := k.Health
		if s != nil {
			h = s.Health(k)
		}
		head += " · health " + strconv.Itoa(h)
	}
	return head
}

// cardView is a card with its kind, omens, health and rules in words, as
// they are at this table.
func (p *Play) cardView(k harrowing.Card, extra string) app.UI {
	s := &p.g.State
	head := cardHead(s, k)
	lines := cardLines(p.book(), s, k)
	return bodyWith("li", []string{"class", "harrowing-card " + string(k.Kind)},
		textEl("h3", "", k.Name),
		textEl("p", "harrowing-kind", head+extra),
		when(k.Text != "", textEl("p", "harrowing-flavour", k.Text)),
		textEls("p", "harrowing-rule", lines),
	)
}

// mapView lays the locations on their grid. Each square says in words
// what it is, whether it is open, its walls and who stands there.
func (p *Play) mapView() app.UI {
	s := p.g.State
	minX, minY, maxX := bounds(s.Map)
	cols := "repeat(" + strconv.Itoa(maxX-minX+1) + ", minmax(8.5rem, 1fr))"
	return bodyWith("section", []string{"class", "harrowing-map-wrap", "aria-label", "The map"},
		textEl("h2", "", "The map"),
		el("div", "class", "harrowing-scroll", "aria-label", "The map, scrollable").TabIndex(0).Body(
			el("ul", "id", "harrowing-map", "class", "harrowing-map").Style("grid-template-columns", cols).Body(
				app.Range(s.Map).Slice(func(i int) app.UI { return p.placeView(s.Map[i], minX, minY) }),
			),
		),
	)
}

// bounds are the map's least x and y and its greatest x.
func bounds(places []harrowing.Place) (minX, minY, maxX int) {
	for i, pl := range places {
		if i == 0 {
			minX, maxX, minY = pl.At.X, pl.At.X, pl.At.Y
		}
		minX, maxX, minY = min(minX, pl.At.X), max(maxX, pl.At.X), min(minY, pl.At.Y)
	}
	return
}

// sideNames name the sides a card's walls stand on, in the order "NESW".
var sideNames = [...]string{"north", "east", "south", "west"}

func (p *Play) placeView(pl harrowing.Place, minX, minY int) app.UI {
	s := p.g.State
	k := p.book().Card(pl.ID)
	state := "closed (in shadow)"
	if pl.Open {
		state = "open"
	}
	if pl.Charted {
		state += ", charted"
	}
	var walls []string
	class := "harrowing-place"
	for _, r := range k.Walls {
		walls = append(walls, sideNames[strings.IndexRune("NESW", r)])
		class += " wall-" + strings.ToLower(string(r))
	}
	if !pl.Open {
		class += " closed"
	}
	var here []string
	for i, ef := range s.Effigies {
		if ef.At == pl.At {
			here = append(here, p.name(i))
		}
	}
	lines := cardLines(p.book(), &p.g.State, k)
	return el("li", "class", class).
		Style("grid-column", strconv.Itoa(pl.At.X-minX+1)).Style("grid-row", strconv.Itoa(pl.At.Y-minY+1)).Body(
		textEl("h3", "", k.Name),
		textEl("p", "harrowing-kind", title(state)),
		textEl("p", "harrowing-where", p.position(pl.At)),
		when(len(walls) > 0, textEl("p", "", "Walls: "+strings.Join(walls, ", ")+".")),
		when(len(here) > 0, textEl("p", "harrowing-here", "Here: "+strings.Join(here, ", ")+".")),
		bodyEl("details", "",
			textEl("summary", "", "Rules"),
			textEls("p", "", lines),
		),
	)
}

// troveView lists the items on offer.
func (p *Play) troveView() app.UI {
	trove := p.g.State.Trove
	return bodyWith("section", []string{"class", "harrowing-trove", "aria-label", "The trove"},
		textEl("h2", "", "The trove"),
		bodyEl("ul", "harrowing-cards",
			app.Range(trove).Slice(func(i int) app.UI {
				it := p.book().Item(trove[i])
				return itemView(it)
			}),
		),
	)
}

func itemView(it harrowing.Item) app.UI {
	lines := itemLines(it)
	return bodyEl("li", "harrowing-card item",
		textEl("h3", "", it.Name),
		textEl("p", "harrowing-kind", "Item · tier "+strconv.Itoa(it.Tier)),
		when(it.Text != "", textEl("p", "harrowing-flavour", it.Text)),
		textEls("p", "harrowing-rule", lines),
	)
}

// position says where a square lies from the starting location, for those
// who hear the map rather than see it.
func (p *Play) position(at harrowing.Spot) string {
	var start harrowing.Spot
	for _, pl := range p.g.State.Map {
		if k := p.book().Card(pl.ID); k.Origin != nil && k.Origin.Start {
			start = pl.At
		}
	}
	dx, dy := at.X-start.X, at.Y-start.Y
	var parts []string
	if dy < 0 {
		parts = append(parts, strconv.Itoa(-dy)+" north")
	} else if dy > 0 {
		parts = append(parts, strconv.Itoa(dy)+" south")
	}
	if dx > 0 {
		parts = append(parts, strconv.Itoa(dx)+" east")
	} else if dx < 0 {
		parts = append(parts, strconv.Itoa(-dx)+" west")
	}
	if len(parts) == 0 {
		return "Where the descent began."
	}
	return strings.Join(parts, ", ") + " of where the descent began."
}
