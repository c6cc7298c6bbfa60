package stats

import (
	"strings"
	"testing"

	"lantern/internal/htmltest"
	"lantern/rules/luck"
	"lantern/rules/tally"
)

func game(kind string, over, won bool, players ...string) tally.Game {
	g := tally.Game{Kind: kind, Over: over, Won: won, Players: players}
	for i, p := range players {
		g.Add("Deaths by cause", "wounds", p, i)
		g.Roll("successes", p, luck.Binomial(4, 0.5), 2+i%2)
	}
	g.Add("Rounds", "reached", "", 3)
	return g
}

func harrowingGame() tally.Game {
	g := game("harrowing", false, false, "Ada")
	g.Add("Bosses beaten", "The Cinder City", "", 1)
	return g
}

func entries() []entry {
	return []entry{
		{"Hope: Ada, Bo", "", game("hope", true, true, "Ada", "Bo")},
		{"Hope: Ada, Cy", "", game("hope", true, false, "Ada", "Cy")},
		{"Deep — game 2", campaign("Deep — game 2"), harrowingGame()},
		{"Hunt", "", tally.Game{Kind: "hunt", Over: true, Unscored: true, Players: []string{"Bo"}}},
	}
}

func TestSumAddsUpEachGameAndPlayer(t *testing.T) {
	kinds, people := sum(entries(), "", "")
	if len(kinds) != 3 {
		t.Fatalf("%d kinds", len(kinds))
	}
	h := kinds[0]
	if h.kind != "hope" || h.played != 2 || h.won != 1 || h.lost != 1 || h.end != 0 {
		t.Errorf("hope: %+v", h)
	}
	if g := h.groups[0]; g.name != "Deaths by cause" || g.total[0] != 2 || g.by["Cy"][0] != 1 || g.by["Ada"][0] != 0 {
		t.Errorf("deaths: %+v", g)
	}
	if g := h.groups[1]; g.name != "Rounds" || g.total[0] != 6 || len(g.who) != 0 {
		t.Errorf("rounds: %+v", g)
	}
	if l := h.luck[0]; l.all.Rolls != 4 || l.all.Got != 10 || len(l.players) != 3 || l.byPlayer[0].Rolls != 2 || len(l.games) != 2 {
		t.Errorf("luck: %+v", l)
	}
	if hunt := kinds[2]; hunt.played != 1 || hunt.end != 1 || hunt.won+hunt.lost != 0 {
		t.Errorf("hunt: %+v", hunt)
	}
	want := []person{{"Ada", 3, 1, 1}, {"Bo", 2, 1, 0}, {"Cy", 1, 0, 1}}
	if len(people) != len(want) {
		t.Fatalf("people %+v", people)
	}
	for i, p := range want {
		if people[i] != p {
			t.Errorf("person %d: %+v, want %+v", i, people[i], p)
		}
	}
}

func TestFiltersByGameAndCampaign(t *testing.T) {
	if kinds, _ := sum(entries(), "hope", ""); len(kinds) != 1 || kinds[0].played != 2 {
		t.Errorf("hope only: %+v", kinds)
	}
	if kinds, people := sum(entries(), "", "Deep"); len(kinds) != 1 || kinds[0].kind != "harrowing" || len(people) != 1 {
		t.Errorf("the Deep campaign: %+v %+v", kinds, people)
	}
}

// Only campaigns are offered as campaigns: a Hope game's title is none.
func TestCampaignsOffered(t *testing.T) {
	es := entries()
	if got := campaigns(es, ""); len(got) != 2 || got[1] != "Deep" {
		t.Errorf("campaigns = %q", got)
	}
	if got := campaigns(es, "hope"); len(got) != 1 {
		t.Errorf("Hope's campaigns = %q", got)
	}
}

func TestCampaignOfAHarrowingNextGame(t *testing.T) {
	for title, want := range map[string]string{"Deep — game 3": "Deep", "Deep": "Deep", " — game 2": " — game 2"} {
		if got := campaign(title); got != want {
			t.Errorf("campaign(%q) = %q, want %q", title, got, want)
		}
	}
}

func TestResultsShowFiguresAndLuck(t *testing.T) {
	kinds, people := sum(entries(), "", "")
	html := results(kinds, people).HTML()
	htmltest.Has(t, html,
		`aria-label="Games: Played 2; Won 1; Lost 1"`,
		`aria-label="Games: Played 1; Finished 1"`,
		"<p>Rounds reached: 6.</p>",
		"<p>Bosses beaten (The Cinder City): 1.</p>", // a row that is a name is not run into the group's
		"<caption>Deaths by cause by player</caption>",
		"<h3>Luck: successes</h3>",
		"In all, 4 rolls came to 10; the dice give",
		"Successes by player",
		"<caption>Players across games</caption>",
		`<th scope="row">Ada</th><td>3</td><td>1</td><td>1</td>`,
	)
	if !strings.Contains(html, "Luck was normal") && !strings.Contains(html, "luckiest") {
		t.Error("no verdict")
	}
}

// A campaign's rolls are weighed by session, its last session first as
// saves are listed newest first; a game without sessions keeps one row.
func TestLuckBySessionOfACampaign(t *testing.T) {
	camp := tally.Game{Kind: "blessed", Unscored: true, Players: []string{"Ada"}}
	for _, session := range []int{1, 1, 2, 2, 2} {
		camp.Rolls = append(camp.Rolls, tally.Roll{What: "roll totals", Who: "Ada", Dist: luck.Uniform(6), Got: 3, Session: session})
	}
	kinds, _ := sum([]entry{{"Vigil", "Vigil", camp}}, "", "")
	l := kinds[0].luck[0]
	if want := []string{"Vigil, session 2", "Vigil, session 1"}; strings.Join(l.games, "|") != strings.Join(want, "|") ||
		l.byGame[0].Rolls != 3 || l.byGame[1].Rolls != 2 || l.all.Rolls != 5 {
		t.Errorf("rows %q of %+v", l.games, l.byGame)
	}
	htmltest.Has(t, results(kinds, nil).HTML(), "Roll totals by session", "Vigil, session 2")
	if l := kinds[0].luck[0]; len(l.players) != 1 {
		t.Errorf("players %q", l.players)
	}
}

// A table that plays with the same people saves game after game under the
// same title: each is a row of its own in the luck by game, numbered from
// the oldest (saves are listed newest first), never one row for all.
func TestGamesOfOneTitleKeepTheirOwnLuck(t *testing.T) {
	es := []entry{
		{"Ada, Bo", "Ada, Bo", game("hope", true, true, "Ada", "Bo")},
		{"Ada, Cy", "Ada, Cy", game("hope", true, false, "Ada", "Cy")},
		{"Ada, Bo", "Ada, Bo", game("hope", true, false, "Ada", "Bo")},
		{"Ada, Bo", "Ada, Bo", game("hope", true, false, "Ada", "Bo")},
	}
	kinds, _ := sum(es, "", "")
	l := kinds[0].luck[0]
	if want := []string{"Ada, Bo (3)", "Ada, Cy", "Ada, Bo (2)", "Ada, Bo (1)"}; strings.Join(l.games, "|") != strings.Join(want, "|") {
		t.Errorf("rows %q, want %q", l.games, want)
	}
	if l.byGame[0].Rolls != 2 {
		t.Errorf("the newest game's row has %d rolls", l.byGame[0].Rolls)
	}
}
