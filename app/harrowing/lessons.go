package harrowing

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/harrowing"
)

// A lesson of the teaching opening: what is happening now, in Lantern's
// own words, shown while the situation lasts.
type lesson struct{ title, text string }

var lessonText = map[string]lesson{
	"start":   {"Start here", "You are effigies, small sinful copies of yourselves, lost below. Omens are what you spend to act; you have three each. The Fate shows what hell offers next: invoke a card to take it on and gain the omens it shows. Try its first card, a crisis."},
	"dice":    {"Reading the doom dice", "A test rolls one die per point of the sin's value, one of them red. A 9 helps, an 8 hurts: each 8 also wakes the threat of every adversary you hold. The red die can show Bane instead, and hell grows stronger for everyone."},
	"place":   {"A new place", "A location joins the map beside you, in shadow (closed). Explore opens places in shadow; Wander moves you to open ones. Where walls stand, no path goes."},
	"corrupt": {"Corruption", "Each sin holds up to six corruption. Spread it with care: an effigy with three full sins is damned, and its corruption then falls on the others. Feast heals."},
	"heal":    {"Healing", "Healing takes corruption away, never below the value the sin started with."},
	"foe":     {"Adversaries", "An adversary now stays with whoever invoked it, and its threat strikes on that effigy's 8s. Fight it with wrath: each 9 is a wound. Some, once defeated, feed the ritual."},
	"item":    {"Items", "Items hang in three columns under the ones you began with. Where an item's top shares a colour with the bottom of the item above, the two join into one ability: the upper trigger, the lower effect."},
	"ritual":  {"The ritual", "Ritual gathers from crises and defeated adversaries set aside, and from ritual places while they are open. When it is greater than the number of effigies, any of you may summon the boss into the Fate. Defeat the boss to win."},
	"damned":  {"Damnation", "This effigy is damned: its corruption must go to another. The game is lost only when every effigy is damned."},
	"choose":  {"A question", "Lantern waits for this answer before anything else. Read what it asks, and the cards beside it."},
	"":        {"Carry on", "Invoke, act, and watch the journal. A lesson comes up here whenever something new happens."},
}

// lessonNow picks the lesson for s, or "" when none fits.
func lessonNow(s harrowing.State, moves int, lastDice bool) string {
	if s.Result != harrowing.Playing {
		return ""
	}
	if a := s.Ask; a != nil {
		switch a.Kind {
		case harrowing.AskPlace:
			return "place"
		case harrowing.AskCorrupt:
			return "corrupt"
		case harrowing.AskHeal:
			return "heal"
		case harrowing.AskRedirect:
			return "damned"
		case harrowing.AskColumn, harrowing.AskLoot, harrowing.AskTake:
			return "item"
		}
		return "choose"
	}
	switch {
	case moves == 0:
		return "start"
	case lastDice:
		return "dice"
	case harrowing.RitualTotal(s) > 0 && !s.Summons:
		return "ritual"
	}
	for _, ef := range s.Effigies {
		if len(ef.Foes) > 0 {
			return "foe"
		}
	}
	return ""
}

// lessonView shows the teaching opening's lesson, with a way to skip the
// rest of them.
func (p *Play) lessonView() app.UI {
	s := p.g.State
	if !s.Config.Teach || p.noLessons {
		return nil
	}
	if s.Result != harrowing.Playing {
		return nil
	}
	// The panel stays, with a word to carry on when no lesson fits, so
	// the moves under it never jump.
	l := lessonText[lessonNow(s, p.g.Moves, len(p.lastLog()) > 0)]
	return bodyWith("aside", []string{"id", "harrowing-lesson", "class", "harrowing-lesson", "aria-label", "Lesson"},
		textEl("h2", "", "Lesson: "+l.title),
		textEl("p", "", l.text),
		el("button", "type", "button", "id", "harrowing-skip-lessons", "class", "btn secondary").Text("Skip the lessons").
			OnClick(func(app.Context, app.Event) { p.noLessons = true }),
	)
}

// lastLog are the dice of the last move's test, if it made one.
func (p *Play) lastLog() []harrowing.Face {
	log := p.g.Log
	for i := len(log) - 1; i >= 0 && i >= len(log)-p.lastEvents; i-- {
		if len(log[i].Faces) > 0 {
			return log[i].Faces
		}
	}
	return nil
}
