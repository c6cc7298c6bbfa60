package hunt

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/browser"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules"
	"lantern/rules/hunt"
	"lantern/rules/words"
)

// The settlement's roster: survivors kept on this device between hunts,
// chosen for a hunt on the setup screen and updated by a hunt's results.
const rosterKey = "lantern.hunt.roster"

func loadRoster() ([]hunt.Member, error) {
	var r []hunt.Member
	err := browser.Local.Get(rosterKey, &r)
	return r, err
}

func saveRoster(r []hunt.Member) error { return browser.Local.Set(rosterKey, r) }

// rosterView offers each kept survivor for this hunt, and keeps the team
// typed in.
func (s *Setup) rosterView() app.UI {
	return tag.FieldSet().Class("choices hunt-roster").Body(
		tag.Legend().Text("Roster"),
		app.If(len(s.roster) == 0, func() app.UI {
			return tag.P().Class("hint").Text("No survivors kept yet. Type a team in and keep it for the next hunt.")
		}),
		tag.Ul().Class("roster-list").Body(
			app.Range(s.roster).Slice(func(i int) app.UI {
				m := s.roster[i]
				return tag.Li().Class("roster-member").DataSet("member", i).Body(
					tag.Span().Text(memberLine(m)),
					tag.Button().Attr("type", "button").Class("btn secondary").DataSet("member", i).
						ID("roster-take-"+strconv.Itoa(i)).Text("Take "+m.Name).OnClick(s.take),
				)
			}),
		),
		tag.Button().Attr("type", "button").ID("roster-keep").Class("btn secondary").Text("Keep this team in the roster").OnClick(s.keep),
		app.If(s.rosterMsg != "", func() app.UI { return tag.P().Role("status").Text(s.rosterMsg) }),
	)
}

func memberLine(m hunt.Member) string {
	line := m.Name + " — survival " + strconv.Itoa(m.Survival) + ", insanity " + strconv.Itoa(m.Insanity) +
		", courage " + strconv.Itoa(m.Courage) + ", understanding " + strconv.Itoa(m.Understanding) + ", hunt XP " + strconv.Itoa(m.HuntXP)
	if len(m.Gear) > 0 {
		line += "; " + strings.Join(m.Gear, ", ")
	}
	return line
}

// take puts the member whose button was pressed on the first row without
// a name (or the last row), read at click time (ui.RowIndex).
func (s *Setup) take(ctx app.Context, _ app.Event) {
	i, ok := ui.RowIndex(ctx, "member", len(s.roster))
	if !ok {
		return
	}
	m := s.roster[i]
	at := s.size - 1
	for j := range s.size {
		if strings.TrimSpace(s.rows[j].name) == "" || strings.EqualFold(s.rows[j].name, m.Name) {
			at = j
			break
		}
	}
	v := m.Survivor()
	s.rows[at] = row{name: m.Name, courage: m.Courage, understanding: m.Understanding,
		survival: m.Survival, insanity: m.Insanity, mining: v.Has(hunt.MiningTools), herbs: v.Has(hunt.HerbTools), gear: v.Gear}
	s.rosterMsg = m.Name + " takes the place of survivor " + strconv.Itoa(at+1) + "."
}

// keep adds the team typed in to the roster, or updates members of the
// same name.
func (s *Setup) keep(ctx app.Context, _ app.Event) {
	r := append([]hunt.Member(nil), s.roster...)
	var kept []string
	for i := range s.size {
		row := s.rows[i]
		name := rules.CleanName(row.name)
		if name == "" {
			continue
		}
		m := hunt.Member{Name: name, Courage: row.courage, Understanding: row.understanding, Survival: row.survival, Insanity: row.insanity, Gear: row.gearTags()}
		at := len(r)
		for j, o := range r {
			if strings.EqualFold(o.Name, name) {
				at, m.HuntXP = j, o.HuntXP
			}
		}
		if at == len(r) {
			r = append(r, m)
		} else {
			r[at] = m
		}
		kept = append(kept, name)
	}
	if err := saveRoster(r); err != nil {
		s.rosterMsg = "This device would not keep the roster: " + err.Error()
		return
	}
	s.roster, s.rosterMsg = r, "Kept in the roster: "+words.List(kept)+"."
}

// settleRoster updates the roster with the hunt's results (KH-08).
func (p *Play) settleRoster(ctx app.Context, _ app.Event) {
	r, err := loadRoster()
	if err == nil {
		err = saveRoster(hunt.Settle(r, p.g.State))
	}
	if err != nil {
		p.copied = "The roster could not be updated on this device: " + err.Error()
		return
	}
	p.copied = "The roster now holds the stats the hunt ended with."
}
