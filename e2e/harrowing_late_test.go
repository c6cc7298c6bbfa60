//go:build e2e

package e2e

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"lantern/rules/harrowing"
	"lantern/rules/record"
	"lantern/rules/words"
)

// lateGame plays cfg as TestHarrowingFullGame's policy does (summon,
// fight, else invoke, taking turns) until stop holds with no question
// pending, and returns the share link of the game so far and its state:
// from the first seed whose game comes to such a state.
func lateGame(t *testing.T, cfg harrowing.Config, stop func(harrowing.State) bool) (string, harrowing.State) {
	t.Helper()
	for seed := range uint64(100) {
		if link, s := gameUntil(t, cfg, seed, stop); link != "" {
			return link, s
		}
	}
	t.Fatal("no game came to the state the test wants")
	return "", harrowing.State{}
}

func gameUntil(t *testing.T, cfg harrowing.Config, seed uint64, stop func(harrowing.State) bool) (string, harrowing.State) {
	t.Helper()
	s, err := harrowing.New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	var moves []harrowing.Move
	turn := 0
	for s.Result == harrowing.Playing && len(moves) < 2000 {
		if s.Ask == nil && stop(s) {
			rec, err := harrowing.Adapter.Encode(cfg, seed, moves)
			if err != nil {
				t.Fatal(err)
			}
			link, err := record.EncodeLink(rec)
			if err != nil {
				t.Fatal(err)
			}
			return link, s
		}
		m := policyMove(s, &turn)
		if s, _, err = harrowing.Apply(s, m); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	return "", s
}

// policyMove is fullGameStep's choice in Go: the first answer, else the
// effigy whose turn it is summons, fights or invokes, else its first move.
func policyMove(s harrowing.State, turn *int) harrowing.Move {
	legal := harrowing.Legal(s)
	if s.Ask != nil {
		return legal[0]
	}
	for range len(s.Effigies) {
		seat := *turn
		if harrowing.AmbushWaits(s) {
			seat = int(s.Hunted)
		}
		var mine []harrowing.Move
		for _, m := range legal {
			if m.Kind == harrowing.Summon || int(m.Seat) == seat {
				mine = append(mine, m)
			}
		}
		for _, want := range []string{"Complete the ritual", ": Fight ", ": invoke "} {
			for _, m := range mine {
				if strings.Contains(harrowing.Describe(s, m), want) {
					if m.Kind == harrowing.Invoke {
						*turn = (*turn + 1) % len(s.Effigies)
					}
					return m
				}
			}
		}
		if len(mine) > 0 {
			return mine[0]
		}
		*turn = (*turn + 1) % len(s.Effigies)
	}
	return legal[0]
}

// Late in a game, with six adversaries on the acting effigy, the Fate,
// the acting effigy and the hunted card still start on the first screen
// at 1024×768 and the map within two and a half, beside the moves, whose
// panel stays on screen as the page scrolls (six whole adversary cards
// and narrow item columns once pushed the map 2,600 px down and the
// hunted card 3,600). The decks' counts, the discard and the ritual set
// aside are on the page.
func TestHarrowingTableBesideLate(t *testing.T) {
	cfg := harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {2, 2, 2, 2, 2, 2, 2}}, Names: []string{"Mara", "Ode"}}
	link, s := lateGame(t, cfg, func(s harrowing.State) bool {
		return len(s.Effigies[0].Foes) >= 6 && len(s.Discard) > 0 && !harrowing.AmbushWaits(s)
	})
	site := StartSite(t)
	b := NewBrowser(t)
	b.Run("tablet", chromedp.EmulateViewport(1024, 768))
	importHarrowing(b, site, link)
	b.Screenshot("late-1024x768", 1024, 768)
	var top map[string]float64
	b.Eval(`Object.fromEntries(["#harrowing-moves", ".harrowing-fate", ".harrowing-acting-sheet", "#harrowing-hunted", ".harrowing-map-wrap"]
		.map(s => [s, document.querySelector(s).getBoundingClientRect().top + scrollY]))`, &top)
	for sel, most := range map[string]float64{".harrowing-fate": 768, ".harrowing-acting-sheet": 768, "#harrowing-hunted": 768, ".harrowing-map-wrap": 2.5 * 768} {
		if top[sel] >= most {
			t.Errorf("%s starts %.0f px down the page, not within %.0f px: %v", sel, top[sel], most, top)
		}
	}
	if got := b.Text("#harrowing-hunted"); !strings.Contains(got, "Threat") || !strings.Contains(got, "held by Ode") && !strings.Contains(got, "held by Mara") {
		t.Errorf("the hunted card reads %q", got)
	}
	piles := b.Text("#harrowing-piles")
	want := []string{"Infernal deck\n" + words.Count(len(s.Deck), "card"), "Item deck\n" + words.Count(len(s.Items), "item")}
	for _, id := range append(slices.Clone(s.Discard), s.Aside...) {
		if k := s.Book().Card(id); k.Ritual > 0 || slices.Contains(s.Discard, id) { // the boss waits aside too, but is no ritual card
			want = append(want, k.Name)
		}
	}
	for _, w := range want {
		if !strings.Contains(piles, w) {
			t.Errorf("the decks and piles do not show %q: %q", w, piles)
		}
	}
	var beside bool
	b.Eval(`(() => { const m = document.querySelector("#harrowing-moves").getBoundingClientRect();
		return [".harrowing-fate", ".harrowing-acting-sheet", ".harrowing-map-wrap", "#harrowing-hunted"].every(s => document.querySelector(s).getBoundingClientRect().left >= m.right) })()`, &beside)
	if !beside {
		t.Error("the Fate, the acting effigy, the map and the hunted card are not beside the moves")
	}
	b.Axe()
	b.Screenshot("late-390x844", 390, 844)
}

// The moves keep their place when an ambush comes and goes: the first
// move sits as far under the top of the moves panel with an ambush
// waiting as once it is dealt with (the ambush line pushed every button
// down, and its going pulled them back up).
func TestHarrowingAmbushKeepsTheButtons(t *testing.T) {
	cfg := harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {2, 2, 2, 2, 2, 2, 2}}, Names: []string{"Mara", "Ode"}}
	link, _ := lateGame(t, cfg, harrowing.AmbushWaits)
	site := StartSite(t)
	b := NewBrowser(t)
	importHarrowing(b, site, link)
	if b.Count(".harrowing-ambush") == 0 {
		t.Fatal("no ambush waits in the game opened")
	}
	sizes := [][2]int64{{1024, 768}, {390, 844}}
	with := make([]float64, len(sizes))
	for i, size := range sizes {
		b.Screenshot(fmt.Sprintf("ambush-%dx%d", size[0], size[1]), size[0], size[1])
		with[i] = firstMoveOffset(b)
	}
	harrowingPlay(b, "#harrowing-moves button")
	answerAll(b)
	if b.Count(".harrowing-ambush") > 0 || b.Count("#harrowing-moves button") == 0 {
		t.Fatal("the ambush did not end with its invoke")
	}
	for i, size := range sizes {
		b.Run("viewport", chromedp.EmulateViewport(size[0], size[1]))
		if without := firstMoveOffset(b); with[i] != without {
			t.Errorf("at %v the first move sits %.0f px under the panel's top with an ambush waiting, %.0f px without", size, with[i], without)
		}
	}
}

// firstMoveOffset is how far the first move button sits under the top of
// the moves panel.
func firstMoveOffset(b *Browser) float64 {
	b.t.Helper()
	var d float64
	b.Eval(`document.querySelector("#harrowing-moves button").getBoundingClientRect().top - document.querySelector(".harrowing-controls").getBoundingClientRect().top`, &d)
	return d
}

// At five effigies, once the boss is summoned, its whole card says what
// this table plays (HA-32), as its line beside the moves does: the
// Tollkeeper's health 11 (7 printed, 2 more for each effigy beyond, not
// the card's 1) and a threat on each effigy, not on its holder alone. In
// the largest text, at each of the three sizes.
func TestHarrowingBigTableBossCard(t *testing.T) {
	sins := make([][7]int8, 5)
	for i := range sins {
		sins[i] = [7]int8{2, 2, 2, 2, 2, 2, 2}
	}
	cfg := harrowing.Config{Sins: sins, Names: []string{"Mara", "Ode", "Ash", "Bo", "Cy"}}
	link, _ := lateGame(t, cfg, func(s harrowing.State) bool {
		for _, ef := range s.Effigies {
			for _, f := range ef.Foes {
				if f.ID == "i-boss-tollkeeper" {
					return !harrowing.AmbushWaits(s)
				}
			}
		}
		return false
	})
	site := StartSite(t)
	b := NewBrowser(t)
	presetSettings(b, site, `{"text_size": "larger"}`)
	b.Run("tablet", chromedp.EmulateViewport(1024, 768))
	importHarrowing(b, site, link)
	var card string
	b.Eval(`(() => { const el = `+tollkeeper+`; el.querySelectorAll("details").forEach(d => d.open = true);
		el.scrollIntoView({block: "center"}); return el.textContent })()`, &card)
	for _, want := range []string{"11", "2 more for each effigy beyond", "Threat, for each 8 its holder rolls: each"} {
		if !strings.Contains(card, want) {
			t.Errorf("the boss's card lacks %q: %q", want, card)
		}
	}
	if strings.Contains(card, "1 more for each") {
		t.Errorf("the boss's card gives its printed growth, not this table's: %q", card)
	}
	for _, size := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		b.Run("centre", chromedp.EmulateViewport(size[0], size[1]))
		var ok bool
		b.Eval(`(() => { `+tollkeeper+`.scrollIntoView({block: "center"}); return true })()`, &ok)
		b.Screenshot(fmt.Sprintf("boss-%dx%d", size[0], size[1]), size[0], size[1])
	}
}

// tollkeeper finds the Tollkeeper's card, whole or in a line beside the
// moves, in JavaScript.
const tollkeeper = `[...document.querySelectorAll(".harrowing-card h3, .harrowing-foes-brief summary")]
	.find(e => e.textContent.startsWith("The Tollkeeper Below")).closest("li")`

// importHarrowing opens a Harrowing share link and imports it, up to its
// moves.
func importHarrowing(b *Browser, site *Site, link string) {
	b.Open(site.URL + "/#/r/" + link)
	b.WaitReady()
	b.WaitVisible("#link-import")
	b.Click("#link-import")
	b.WaitVisible("#harrowing-moves")
}
