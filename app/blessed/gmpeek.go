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
	stats := blessed.Config{Optional: s.Optional}.Stats()
	var traps []string
	for _, t := range s.Traps {
		traps = append(traps, trapWords(t.Attacker, t.Defender, blessed.Trap{Stat: t.Stat, Ranks: t.Ranks, Std: t.Std}))
	}
	return tag.Div().ID("peek").Class("peek blessed-peek").Body(
		tag.P().ID("peek-moment").Class("peek-moment").Text(moment+"."),
		app.If(s.Setting != "", func() app.UI { return tag.P().Text("Setting Ethic: " + s.Setting + ".") }),
		peekSection("peek-chars", "Your characters", len(s.Chars), "None yet: add them on the tablet, as the game master's characters.",
			tag.Ul().Class("blessed-sheets").Body(app.Range(s.Chars).Slice(func(i int) app.UI { return charPeek(s.Chars[i], stats) }))),
		peekSection("peek-traps", "Delayed attacks", len(traps), "None waiting.",
			tag.Ul().Body(app.Range(traps).Slice(func(i int) app.UI { return tag.Li().Text(traps[i]) }))),
		tag.P().Class("note").Text("This is a picture of that moment: it does not follow the game, and nothing of it is kept on this phone. When the tablet says your phone is out of date, scan the new code."),
	)
}

func peekSection(id, title string, n int, none string, list app.UI) app.UI {
	if n == 0 {
		list = tag.P().Text(none)
	}
	return tag.Section().ID(id).Aria("labelledby", id+"-title").Body(
		tag.H2().ID(id+"-title").Text(title+" ("+itoa(n)+")"), list)
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
	words := make([]app.UI, 0, 2*len(c.Words))
	for _, w := range c.Words {
		text := w.Text
		if w.Cut {
			text = strings.TrimSpace(text) + " … the rest is on the tablet."
		}
		words = append(words, tag.H4().Text(longFields[w.Field]), tag.P().Class("peek-words").Text(text))
	}
	return tag.Li().Class("blessed-sheet").Body(
		tag.H3().Text(c.Name),
		tag.Ul().Class("blessed-dice").Aria("label", "Stat dice").Body(
			app.Range(dice).Slice(func(k int) app.UI { return tag.Li().Text(dice[k]) })),
		tag.P().Text(aptitudes(ch, Sheet{Aptitudes: c.Apts, Specializations: c.Specs})),
		tag.P().Text(blessingsText(ch, c.Blessings)),
		app.If(len(c.Temporary) > 0, func() app.UI { return tag.P().Text("Temporary " + blessingsText(ch, c.Temporary)) }),
		tag.P().Text(conditionsText(ch)),
		app.If(c.Tags != 0, func() app.UI { return tag.P().Text("Secret tags: " + tagsText(c.Tags) + ".") }),
		tag.Div().Body(words...),
	)
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
