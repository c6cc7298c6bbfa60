package harrowing

import (
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/ui"
	"lantern/rules/harrowing"

	"lantern/rules/words"
)

// controls shows what may be done now: the pending question's answers,
// else the chosen effigy's moves with a switch between effigies.
func (p *Play) controls() app.UI {
	s := p.g.State
	if s.Result != harrowing.Playing {
		if p.remake == nil {
			r := rosterOf(s.Config)
			p.remake = &r
		}
		return ui.Result(endTitle(s.Result),
			textWith("p", p.status()+" "+p.endStory(), "id", "harrowing-end", "class", "harrowing-end "+s.Result.String()),
			textWith("p", p.manifestedNow(), "id", "harrowing-manifested"),
			textEl("p", "", p.carried()),
			p.circleChoice(),
			bodyWith("details", []string{"id", "harrowing-remake"},
				textEl("summary", "", "Remake the effigies for the next game"),
				textEl("p", "hint", "Each game makes its effigies: change how many play, their names and their sins. The campaign's cards stay as they are."),
				p.remake.form("harrowing-next"),
			),
			p.innateChoice(),
			el("button", "type", "button", "id", "harrowing-next", "class", "btn").Attr("disabled", p.starting).
				Text("Start the campaign's next game").OnClick(p.nextGame),
		)
	}
	if s.Ask != nil {
		answers := p.buttons(p.now, "")
		if spreading(s) {
			answers = bodyEl("div", "", p.spreadView(), bodyEl("details", "", textEl("summary", "", "Or one point at a time"), answers))
		}
		cause := questionCause(s, p.g.Log)
		return bodyWith("section", []string{"id", "harrowing-question", "class", "harrowing-controls", "aria-label", "Question"},
			textEl("h2", "", p.named(harrowing.Question(s))),
			when(cause != "", textWith("p", "It comes from "+p.named(cause)+".", "id", "harrowing-question-cause", "class", "harrowing-kind")),
			answers,
		)
	}
	acting := p.actingSeat()
	var mine, all []harrowing.Move
	for _, m := range p.now {
		switch {
		case m.Kind == harrowing.Summon:
			all = append(all, m)
		case int(m.Seat) == acting:
			mine = append(mine, m)
		}
	}
	// What changes from move to move (where the effigy stands, an
	// ambush) comes after the buttons, so they keep their place.
	return bodyWith("section", []string{"class", "harrowing-controls", "aria-label", "Moves"},
		textEl("h2", "", "Moves"),
		bodyWith("div", []string{"class", "harrowing-tabs", "role", "group", "aria-label", "Whose moves"},
			app.Range(s.Effigies).Slice(func(i int) app.UI {
				return el("button", "type", "button", "id", "harrowing-acting-"+strconv.Itoa(i+1), "class", "btn secondary").
					Aria("pressed", i == acting).DataSet("seat", i).Text(p.name(i)).OnClick(p.setActing)
			}),
		),
		bodyWith("div", []string{"id", "harrowing-moves"},
			when(len(mine) == 0, textEl("p", "hint", p.name(acting)+" has no move now.")),
			p.buttons(mine, p.name(acting)),
			p.buttons(all, ""),
			p.heldBack(acting),
		),
		p.barredButtons(barred(s, acting, mine), p.name(acting)),
		when(harrowing.AmbushWaits(s), textWith("p", "Ambush! "+p.name(int(s.Hunted))+" must invoke it before anything else.", "class", "harrowing-ambush", "role", "alert")),
		textWith("p", p.standing(acting), "id", "harrowing-acting", "class", "harrowing-kind"),
	)
}

// questionCause names the card or rule behind the pending question: the
// cause of the journal's latest line that posed a question this turn,
// when that question is this one's kind ("" when the rules could not say).
func questionCause(s harrowing.State, log []harrowing.Event) string {
	for i := len(log) - 1; i >= 0 && s.Ask != nil; i-- {
		switch {
		case log[i].Ask == s.Ask.Kind:
			return log[i].Cause
		case log[i].Ask != 0 || log[i].Turn:
			return ""
		}
	}
	return ""
}

// heldBack says which moves the rules hold back from the acting effigy
// because they could do nothing, and why (HA-33).
func (p *Play) heldBack(seat int) app.UI {
	held := harrowing.HeldBack(p.g.State, int8(seat))
	return app.Range(held).Slice(func(i int) app.UI {
		return textEl("p", "hint harrowing-held", held[i])
	})
}

// actingSeat is the effigy whose moves are shown: the one a question
// waits on, the hunted one while an ambush waits, else the one chosen.
func (p *Play) actingSeat() int {
	s := p.g.State
	switch {
	case s.Ask != nil:
		return int(s.Ask.Seat)
	case harrowing.AmbushWaits(s): // only the hunted effigy may act
		return int(s.Hunted)
	case p.acting >= len(s.Effigies):
		return 0
	}
	return p.acting
}

func (p *Play) setActing(ctx app.Context, _ app.Event) {
	p.acting = dataInt(ctx, "seat")
}

// buttons is one button per move, labelled by the rules' Describe; with
// who given, its "who: " is dropped (the effigy is named above them).
func (p *Play) buttons(moves []harrowing.Move, who string) app.UI {
	s := p.g.State
	return bodyEl("div", "harrowing-buttons",
		app.Range(moves).Slice(func(i int) app.UI {
			m := moves[i]
			label := p.label(harrowing.Describe(s, m), who)
			return el("button", "type", "button", "class", "btn").DataSet("move", ui.MoveData(m)).Text(label).OnClick(p.clickMove)
		}),
	)
}

// label is a move's description with names, and without its "who: "
// when who is given.
func (p *Play) label(describe, who string) string {
	label := p.named(describe)
	if rest, ok := strings.CutPrefix(label, who+": "); who != "" && ok {
		label = title(rest)
	}
	return label
}

// carried says what the campaign's next game keeps.
func (p *Play) carried() string {
	next := harrowing.NextGame(p.g.State)
	return "Game " + strconv.Itoa(next.Game) + " of this campaign starts with the same effigies, " +
		cardsWord(len(next.Unlocked)) + " manifested and " + cardsWord(len(next.Obliterated)) + " obliterated so far."
}

func cardsWord(n int) string { return words.Count(n, "card") }

// endTitle tells a win from a loss at a glance.
func endTitle(r harrowing.Result) string {
	if r == harrowing.Won {
		return "Victory: the effigies climb out"
	}
	return "Defeat: hell keeps the effigies"
}

// endStory says how the game ended, in a line of its own for each end.
func (p *Play) endStory() string {
	s := p.g.State
	if s.Result == harrowing.Won {
		return "The ritual held, the boss fell, and the way up opened. Bane stood at " + strconv.Itoa(s.Bane) + "."
	}
	return "The corruption took every effigy still standing. Bane stood at " + strconv.Itoa(s.Bane) + "; the ritual reached " +
		strconv.Itoa(harrowing.RitualTotal(s)) + " of the " + strconv.Itoa(len(s.Effigies)+1) + " it needed."
}

// manifestedNow names the Unknown cards this game brought in.
func (p *Play) manifestedNow() string {
	s := p.g.State
	var names []string
	for _, u := range p.book().Unknown {
		if slices.Contains(s.Manifested, u.Number) && !slices.Contains(s.Config.Unlocked, u.Number) {
			if u.Card != nil {
				names = append(names, u.Card.Name)
			} else {
				names = append(names, u.Item.Name)
			}
		}
	}
	if len(names) == 0 {
		return "No card of the Unknown was manifested this game."
	}
	return "Manifested this game, for the rest of the campaign: " + strings.Join(names, ", ") + "."
}

// nextConfig is the campaign's next game after s: its effigies remade
// from r when given (HA-20), in circle when chosen, with the innate items
// chosen for as many effigies as it has.
func nextConfig(s harrowing.State, r *roster, circle string, innate []string) harrowing.Config {
	cfg := harrowing.NextGame(s)
	if r != nil {
		cfg.Names, cfg.Sins = r.effigies()
	}
	if circle != "" {
		cfg.Circle = circle
	}
	if len(harrowing.Innates(cfg)) > 0 {
		cfg.Innate = slices.Clone(innate[:min(len(innate), len(cfg.Sins))])
	}
	return cfg
}

// nextGame saves and opens the campaign's next game (RULINGS HA-03).
func (p *Play) nextGame(ctx app.Context, _ app.Event) {
	if p.starting {
		return
	}
	cfg := nextConfig(p.g.State, p.remake, p.circle, p.innate)
	p.starting = true
	base, _, _ := strings.Cut(p.title, " — game ")
	err := begin(ctx, cfg, base+" — game "+strconv.Itoa(cfg.Game), func(err error) {
		p.starting = false
		if err != nil {
			p.announce = "The next game could not be saved: " + err.Error()
		}
	})
	if err != nil {
		p.starting, p.announce = false, "The next game cannot start: "+err.Error()
	}
}

// standing says what the acting effigy has to spend and where it stands.
func (p *Play) standing(seat int) string {
	s := p.g.State
	ef := s.Effigies[seat]
	where := ""
	for _, pl := range s.Map {
		if pl.At == ef.At {
			k := p.book().Card(pl.ID)
			where = k.Name
		}
	}
	return p.name(seat) + " has " + strconv.Itoa(int(ef.Omens)) + " of 10 omens and stands in " + where + "."
}
