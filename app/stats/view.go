package stats

import (
	"strings"

	"lantern/app/chart"
	"lantern/app/widget/static"
	"lantern/rules/luck"
	"lantern/rules/words"
)

// results draws the sums as static markup: a section per game, then the
// players across games.
func results(kinds []kindSum, people []person) *static.Node {
	out := static.El("div").Class("stats")
	for _, k := range kinds {
		out.Body(kindSection(k))
	}
	if len(people) > 0 {
		wrap, t := table("Players across games", "Player", []string{"Games", "Won", "Lost"})
		for _, p := range people {
			t.Body(tableRow(p.name, p.played, p.won, p.lost))
		}
		out.Body(static.El("h2").Text("Players"), wrap)
	}
	return out
}

func kindSection(k kindSum) *static.Node {
	games := []chart.Bar{{Label: "Played", Value: float64(k.played)}}
	if k.unscored {
		games = append(games, chart.Bar{Label: "Finished", Value: float64(k.end)})
	} else {
		games = append(games, chart.Bar{Label: "Won", Value: float64(k.won)}, chart.Bar{Label: "Lost", Value: float64(k.lost)})
	}
	sec := static.El("section").Class("stats-game").Body(
		static.El("h2").Text(kindTitle(k.kind)),
		chart.Figure("Games", "", games, false))
	for _, g := range k.groups {
		sec.Body(groupView(g)...)
	}
	for _, l := range k.luck {
		sec.Body(luckView(l)...)
	}
	return sec
}

// groupView is one group's totals, as a line when it is one figure
// ("Rounds reached: 6") and a chart otherwise ("Deaths by cause"), and its
// figures by player when the game counts them so.
func groupView(g group) []*static.Node {
	var out []*static.Node
	heads := make([]string, len(g.whats))
	bars := make([]chart.Bar, len(g.whats))
	for i, w := range g.whats {
		heads[i] = capital(w)
		bars[i] = chart.Bar{Label: heads[i], Value: float64(g.total[i])}
	}
	if len(g.whats) == 1 && !strings.Contains(g.name, " by ") {
		line := g.name + " " + g.whats[0] // "Rounds reached"
		if w := g.whats[0]; w != "" && w[0] >= 'A' && w[0] <= 'Z' {
			line = g.name + " (" + w + ")" // a name: "Bosses beaten (The Cinder City)"
		}
		out = append(out, static.El("p").Text(line+": "+chart.Num(float64(g.total[0]))+"."))
	} else {
		out = append(out, chart.Figure(g.name, "", bars, false))
	}
	if len(g.who) > 0 {
		wrap, t := table(g.name+" by player", "Player", heads)
		for _, who := range g.who {
			row := g.by[who]
			for len(row) < len(g.whats) {
				row = append(row, 0)
			}
			t.Body(tableRow(who, row...))
		}
		out = append(out, wrap)
	}
	return out
}

// luckView is one quantity's luck: the verdict for the whole table, then
// each player and each game (or session) against what the dice give them
// half the time.
func luckView(l luckSum) []*static.Node {
	lo, hi := l.all.Band()
	out := []*static.Node{
		static.El("h3").Text("Luck: " + l.what),
		static.El("p").Class("stats-verdict").Text(l.all.Say(l.what, !l.level)),
		static.El("p").Text("In all, " + words.Count(l.all.Rolls, "roll") + " came to " + chart.Num(l.all.Got) +
			"; the dice give " + chart.Num(lo) + "–" + chart.Num(hi) + " half the time."),
	}
	if len(l.players) > 1 {
		out = append(out, chart.Figure(capital(l.what)+" by player", "", bands(l.players, l.byPlayer), true))
	}
	if n := min(len(l.games), maxGames); n > 1 { // the newest games: saves are listed newest first
		by := " by game"
		if l.sessions {
			by = " by session"
		}
		out = append(out, chart.Figure(capital(l.what)+by, "", bands(l.games[:n], l.byGame[:n]), true))
	}
	return out
}

// maxGames is the most games (or sessions) a luck chart shows, one row each.
const maxGames = 12

// bands are tallies as marks against the middle half of what the dice give.
func bands(names []string, ts []luck.Tally) []chart.Bar {
	bars := make([]chart.Bar, len(names))
	for i, t := range ts {
		lo, hi := t.Band()
		bars[i] = chart.Bar{Label: names[i], Value: t.Got, Low: lo, High: hi}
	}
	return bars
}

// table starts a table of figures; its rows go in the returned table. It
// sits in a region that scrolls sideways, focusable so that a keyboard can
// scroll it too, as five tiers beside a name do not fit a phone's width.
func table(caption, first string, heads []string) (wrap, t *static.Node) {
	head := static.El("tr").Body(static.El("th").Attr("scope", "col").Text(first))
	for _, h := range heads {
		head.Body(static.El("th").Attr("scope", "col").Text(h))
	}
	t = static.El("table").Class("figures-table").Body(static.El("caption").Text(caption), head)
	return static.El("div").Class("table-scroll").Role("region").Aria("label", caption).Attr("tabindex", "0").Body(t), t
}

func tableRow(name string, ns ...int) *static.Node {
	tr := static.El("tr").Body(static.El("th").Attr("scope", "row").Text(name))
	for _, n := range ns {
		tr.Body(static.El("td").Text(chart.Num(float64(n))))
	}
	return tr
}

func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
