package blessed

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/blessed"
	"lantern/rules/record/blessedrec"
)

// The phone's side of "My screen on my phone" (gmphone.go): #/peek/…
// holding a game master's screen shows it, read-only, with the moment it
// was taken, in the words the tablet's cards use.

func init() { saves.RegisterPeek(blessedrec.ID, showScreen) }

func showScreen(body []byte) (app.UI, error) {
	s, err := blessedrec.Decode(body)
	if err != nil {
		return nil, err
	}
	return ui.Page("The game master's screen", screenView(s)), nil
}

func screenView(s blessedrec.Screen) app.UI {
	moment := "Humanity, Blessed: " + s.Campaign + ", session " + itoa(s.Session)
	if s.During != "" {
		moment += ", " + s.During
	}
	body := []app.UI{tag.P().ID("peek-moment").Class("peek-moment").Text(moment + ".")}
	if s.Setting != "" {
		body = append(body, tag.P().Text("Setting Ethic: "+s.Setting+"."))
	}
	stats := blessed.Config{Optional: s.Optional}.Stats()
	chars := make([]app.UI, len(s.Chars))
	for i, c := range s.Chars {
		chars[i] = charPeek(c, stats)
	}
	traps := make([]app.UI, len(s.Traps))
	for i, t := range s.Traps {
		traps[i] = tag.Li().Text(trapWords(t.Attacker, t.Defender, blessed.Trap{Stat: t.Stat, Ranks: t.Ranks, Std: t.Std}))
	}
	return tag.Div().ID("peek").Class("peek blessed-peek").Body(append(body,
		peekSection("peek-chars", "Your characters", "None yet: add them on the tablet, as the game master's characters.",
			tag.Ul().Class("blessed-sheets"), chars),
		peekSection("peek-traps", "Delayed attacks", "None waiting.", tag.Ul(), traps),
		tag.P().Class("note").Text("This is a picture of that moment: it does not follow the game, and nothing of it is kept on this phone. When the tablet says your phone is out of date, scan the new code."),
	)...)
}

// peekSection is a titled list of items, or none when there are none.
func peekSection(id, title, none string, list app.HTMLElem, items []app.UI) app.UI {
	var body app.UI = tag.P().Text(none)
	if len(items) > 0 {
		body = list.Body(items...)
	}
	return tag.Section().ID(id).Aria("labelledby", id+"-title").Body(
		tag.H2().ID(id+"-title").Text(title+" ("+itoa(len(items))+")"), body)
}

// charPeek is one of the game master's characters as their card on the
// tablet says it, with their sheet's long texts.
func charPeek(c blessedrec.Char, stats []blessed.Stat) app.UI {
	ch := blessed.Character{Conditions: c.Conditions, Aches: c.Aches, Vexes: c.Vexes, Aptitudes: len(c.Apts), Specialized: len(c.Specs)}
	dice := make([]string, len(stats))
	for k, st := range stats {
		ch.Dice[st] = c.Dice[k]
		dice[k] = st.String() + " " + c.Dice[k].String()
	}
	lines := []string{strings.Join(dice, " · "), aptitudes(ch, Sheet{Aptitudes: c.Apts, Specializations: c.Specs}), blessingsText(ch, c.Blessings)}
	if len(c.Temporary) > 0 {
		lines = append(lines, "Temporary "+blessingsText(ch, c.Temporary))
	}
	lines = append(lines, conditionsText(ch))
	if c.Tags != 0 {
		lines = append(lines, "Secret tags: "+tagsText(c.Tags)+".")
	}
	body := []app.UI{tag.H3().Text(c.Name)}
	for _, l := range lines {
		body = append(body, tag.P().Text(l))
	}
	for _, w := range c.Words {
		text := w.Text
		if w.Cut {
			text = strings.TrimSpace(text) + " … the rest is on the tablet."
		}
		body = append(body, tag.H4().Text(longFields[w.Field]), tag.P().Class("peek-words").Text(text))
	}
	return tag.Li().Class("blessed-sheet").Body(body...)
}

// tagsText names a monstrosity's tags, by bit (blessed.MonsterTag).
func tagsText(bits uint8) string {
	var out []string
	for t := range blessed.NumMonsterTags {
		if bits&(1<<t) != 0 {
			out = append(out, t.String())
		}
	}
	return strings.Join(out, ", ")
}
