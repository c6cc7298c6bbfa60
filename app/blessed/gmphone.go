package blessed

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/tag"
	"lantern/rules/record/blessedrec"
)

// The game master may take their private side to their own phone, so the
// tablet can stay with the party: in the game master's section, "My
// screen on my phone" shows a QR code of their characters' sheets, the
// delayed attacks waiting and their notes (blessedrec.Screen, opened by
// the phone at #/peek/…, see gmpeek.go). The table remembers the
// screen's print as the code showed it and, once the screen differs,
// says that the phone is out of date and offers a new code.

// gmPhone is the code on screen, if any, and the print of the screen the
// game master's phone was last shown ("" for none).
type gmPhone struct {
	code  saves.PhoneCode
	shown string
}

// longFields name a sheet's long texts, in blessedrec.Words.Field's order.
var longFields = []string{"Backstory", "Things gained", "Rumours", "Favorability", "Notes"}

func longTexts(sh Sheet) []string {
	return []string{sh.Backstory, sh.Gained, sh.Rumours, sh.Favor, sh.Notes}
}

// gmScreen is the game master's private side now: their own characters
// only (with a monstrosity's secret tags), and every delayed attack (whoever set it, its trigger is theirs
// to call).
func (p *Play) gmScreen() blessedrec.Screen {
	st := p.g.State
	s := blessedrec.Screen{Campaign: p.title, Session: st.Session, During: p.during(), Optional: st.Config.Optional, Setting: p.setting}
	for i, c := range st.Party {
		if !st.NPC(i) {
			continue
		}
		sh := p.sheets[i]
		ch := blessedrec.Char{Name: sh.Name, Blessings: st.PermanentBlessings(i), Temporary: st.TempBlessings(i),
			Conditions: c.Conditions, Aches: c.Aches, Vexes: c.Vexes}
		if e := st.Endeavor; e != nil {
			for _, r := range e.Racers {
				if r.Seat == i && r.Monster {
					ch.Tags = r.Tags
				}
			}
		}
		for _, x := range st.Config.Stats() {
			ch.Dice = append(ch.Dice, c.Die(x))
		}
		for k := range c.Aptitudes {
			ch.Apts = append(ch.Apts, at(sh.Aptitudes, k))
		}
		for k := range c.Specialized {
			ch.Specs = append(ch.Specs, at(sh.Specializations, k))
		}
		for f, text := range longTexts(sh) {
			if text != "" {
				ch.Words = append(ch.Words, blessedrec.Words{Field: f, Text: text})
			}
		}
		s.Chars = append(s.Chars, ch)
	}
	for _, t := range st.Traps {
		s.Traps = append(s.Traps, blessedrec.Trap{Attacker: p.sheets[t.Seat].Name, Defender: p.sheets[t.Other].Name,
			Stat: t.Stat, Ranks: t.Ranks, Std: t.Std})
	}
	return s
}

// during says what the table was doing, for the phone's "when".
func (p *Play) during() string {
	st := p.g.State
	switch {
	case st.Shop:
		return "with the Session Shop open"
	case st.Check != nil:
		return "during the check of " + p.sheets[st.Check.Seat].Name
	case st.Endeavor != nil:
		return "during an Endeavor"
	}
	return ""
}

// gmStale says whether the game master's phone shows a screen that
// changed since.
func (p *Play) gmStale() bool {
	return p.gm.shown != "" && saves.PhoneStale(p.gm.shown, blessedrec.Print(p.gmScreen()))
}

// gmPhoneView is the offer, or the code, in the game master's section. A
// code whose screen changed gives way to the offer of a new one.
func (p *Play) gmPhoneView() app.UI {
	stale := p.gmStale()
	if p.gm.code.Open() && !stale {
		return p.gm.code.UI("Scan this with your own phone's camera: it opens your characters' sheets, the delayed attacks and your notes in Lantern, even with no network.", p.hideGMCode)
	}
	label := "My screen on my phone"
	if stale {
		label = "My phone is out of date: show a new code"
	}
	return saves.PhoneOffer(label, p.showGMCode)
}

// gmPhoneOnly is the game master's section while a check folds the rest
// of it away: their phone may still want a new code.
func (p *Play) gmPhoneOnly() app.UI {
	if p.g.State.Check == nil || p.g.State.Config.Edition < 1 {
		return app.Text("")
	}
	return tag.Section().ID("blessed-gm").Class("blessed-gm").Aria("label", "The game master").Body(
		tag.H2().Text("The game master"), p.gmPhoneView())
}

func (p *Play) showGMCode(app.Context, app.Event) {
	s := p.gmScreen()
	payload, err := blessedrec.Encode(s)
	p.gm.code = saves.DrawPhoneCode(payload, err, "QR code of the game master's screen", "The game master's screen")
	if p.gm.code.SVG != "" {
		p.gm.shown = blessedrec.Print(s)
	}
}

func (p *Play) hideGMCode(app.Context, app.Event) {
	p.gm.code = saves.PhoneCode{}
	saves.FocusPhoneOffer()
}

// gmPhoneNote tells the table, above the game, that the game master's
// phone is out of date.
func (p *Play) gmPhoneNote() app.UI {
	if !p.gmStale() {
		return app.Text("")
	}
	return saves.StaleNote("The game master's phone is out of date — show a new code (“My phone is out of date” in the game master's section).")
}
