//go:build e2e

package e2e

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"lantern/rules/blessed"
	"lantern/rules/record"
	"lantern/rules/tally"
)

// A hunt played through the screens, two Hope games and one of The
// Harrowing by Lantern's bots, and a Humanity, Blessed campaign of two
// sessions (opened from share links and saved) are counted on the stats
// page: each game's figures are those a native replay counts (The
// Harrowing's turns too), the campaign's luck is weighed session by
// session, the players are counted across games, the filter narrows to
// one game, and the page reads well at three sizes, in dark mode and at
// the largest text.
func TestStatsCountsGamesOfEveryKind(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	presetSettings(b, site, `{"theme": "dark"}`)
	playHunt(t, b, site)
	harrow := harrowingGame(t)
	importRecord(t, b, site, harrow)
	importRecord(t, b, site, blessedOfSessions(t))

	won := 0
	for _, seed := range []uint64{3, 4} {
		rec, _ := hopeRecord(t, seed, 0)
		g, err := tally.Read(rec, nil)
		if err != nil || !g.Over {
			t.Fatalf("seed %d: %+v, %v", seed, g, err)
		}
		if g.Won {
			won++
		}
		payload, err := record.EncodeLink(rec)
		if err != nil {
			t.Fatal(err)
		}
		b.Open(site.URL + "/#/r/" + payload)
		b.WaitReady()
		b.WaitVisible("#link-import")
		b.Click("#link-import")
		b.WaitTrue(`document.getElementById("lantern").dataset.route.startsWith("/play/hope/")`)
	}

	g, err := tally.Read(harrow, nil)
	if err != nil {
		t.Fatal(err)
	}
	turns := 0
	for _, c := range g.Counts {
		if c.Group == "Turns" {
			turns += c.N
		}
	}

	b.Go("/stats")
	b.WaitVisible(".stats")
	html := bodyHTML(b)
	for _, want := range []string{
		fmt.Sprintf(`aria-label="Games: Played 2; Won %d; Lost %d"`, won, 2-won), // Hope
		`aria-label="Games: Played 1; Finished 1"`,                               // the hunt
		"Luck: successes", "Luck: event rolls",
		fmt.Sprintf("<p>Turns played: %d.</p>", turns),
		// a campaign's save is named by its game, its rows by its sessions
		"Roll totals by session: Humanity, Blessed — table companion, session 2 ", "; Humanity, Blessed — table companion, session 1 ",
		`<th scope="row">Mara</th><td>3</td>`, // in the hunt and both Hope games
		`<th scope="row">Ode</th><td>3</td>`,
		`<th scope="row">Ike</th><td>2</td>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the stats page lacks %s", want)
		}
	}
	if got := b.Text(".page-body > .hint"); !strings.HasPrefix(got, "From 5 games saved on this device") {
		t.Errorf("intro %q", got)
	}
	b.Screenshot("dark-1024x768", 1024, 768)
	b.Screenshot("dark-768x1024", 768, 1024)
	b.Screenshot("dark-390x844", 390, 844)
	b.Run("to the luck", chromedp.Evaluate(`document.querySelector(".stats-verdict").scrollIntoView()`, nil))
	b.Screenshot("dark-luck-390x844", 390, 844)
	b.Run("to the sessions", chromedp.Evaluate(`[...document.querySelectorAll("figcaption")].find(f => f.textContent.endsWith("by session")).scrollIntoView()`, nil))
	b.Screenshot("dark-sessions-390x844", 390, 844)
	b.Screenshot("dark-sessions-768x1024", 768, 1024)
	b.Screenshot("dark-sessions-1024x768", 1024, 768)
	b.Axe()

	pickSelect(b, "#stats-game", "*hunt")
	b.WaitTrue(`document.querySelectorAll(".stats-game").length === 1`)
	if got := b.Text(".stats-game h2"); got != "Kingdom Death: Monster — hunt phase" {
		t.Errorf("filtered to the hunt, the page shows %q", got)
	}
	if strings.Contains(bodyHTML(b), "Luck: successes") {
		t.Error("the hunt's filter still shows Hope's luck")
	}

	presetSettings(b, site, `{"text_size": "larger"}`)
	b.Open(site.URL + "/#/stats") // settings are read as the app starts
	b.WaitReady()
	b.WaitVisible(".stats")
	b.Screenshot("larger-390x844", 390, 844)
	var wide bool // the page never scrolls sideways at the largest text; a wide table does
	if b.Eval(`document.documentElement.scrollWidth > innerWidth`, &wide); wide {
		t.Error("the stats page is wider than a phone at the largest text")
	}
	b.Screenshot("larger-1024x768", 1024, 768)
	b.Axe()
	if errs := b.Errors(); len(errs) > 0 {
		t.Fatalf("page errors: %v", errs)
	}
}

// playHunt plays a hunt of Mara and Ode through the screens to its end,
// taking the first answer to every question.
func playHunt(t *testing.T, b *Browser, site *Site) {
	t.Helper()
	b.Open(site.URL + "/#/new/hunt")
	b.WaitReady()
	b.Click("#hunt-size-2")
	b.Type("#survivor-1-name", "Mara")
	b.Type("#survivor-2-name", "Ode")
	b.Click("#hunt-start")
	b.WaitVisible("#hunt-action")
	for taps := 0; !over(b); taps++ {
		if taps > 300 {
			t.Fatal("the hunt did not end after 300 taps")
		}
		n, tap := moves(b), "#hunt-action"
		if asking(b) {
			tap = ".hunt-answer"
		}
		b.Click(tap)
		b.Run("wait for the move", chromedp.WaitReady(fmt.Sprintf(`.hunt[data-moves="%d"]`, n+1), chromedp.ByQuery))
	}
}

// blessedOfSessions is a Humanity, Blessed campaign of random moves that
// makes checks often and ends its first session halfway, so that both its
// sessions have rolls.
func blessedOfSessions(t *testing.T) record.Record {
	n, started := 0, false
	rec := playOut(t, blessed.Adapter, blessed.Config{Edition: blessed.Edition}, 4, 300, func(blessed.State) bool { return false },
		func(legal []blessed.Move, r *rand.Rand) blessed.Move {
			n++
			for _, m := range legal {
				if n > 150 && !started && (m.Kind == blessed.EndSession || m.Kind == blessed.StartSession) {
					started = m.Kind == blessed.StartSession
					return m
				}
			}
			for _, m := range legal {
				if (m.Kind == blessed.Roll || m.Kind == blessed.Settle || m.Kind == blessed.BeginCheck) && r.IntN(3) > 0 {
					return m
				}
			}
			return legal[r.IntN(len(legal))]
		})
	g, err := blessed.Tally(rec, nil, func(seat int) string { return tally.Name(nil, seat) })
	if err != nil || len(g.Rolls) == 0 || g.Rolls[0].Session != 1 || g.Rolls[len(g.Rolls)-1].Session != 2 {
		t.Fatalf("the campaign does not roll in two sessions: %d rolls, %v", len(g.Rolls), err)
	}
	return rec
}
