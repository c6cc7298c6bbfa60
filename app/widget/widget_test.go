package widget

import (
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/internal/htmltest"
)

func TestOdds(t *testing.T) {
	tests := []struct {
		name       string
		dice, need int
		fixed      bool
		want       []string
		absent     []string
	}{
		{"one die, hardship 1", 1, 1, false, []string{"50% chance of success: 1 die against hardship 1.", "With one more die: 75%."}, nil},
		{"four dice, hardship 2", 4, 2, false, []string{"68.8% chance", "4 dice", "With one more die: 81.2%."}, nil},
		{"no dice yet", 0, 3, false, []string{"0% chance", "With one more die: 0%."}, nil},
		{"hardship 0", 2, 0, false, []string{"Hardship 0: success without a roll."}, []string{"one more die"}},
		{"no die can join", 2, 2, true, []string{"2 dice against hardship 2"}, []string{"one more die"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			html := htmltest.Render(t, &Odds{Dice: tt.dice, Need: tt.need, Fixed: tt.fixed})
			htmltest.Has(t, html, tt.want...)
			htmltest.Lacks(t, html, tt.absent...)
		})
	}
}

func TestOddsIsAStatusRegion(t *testing.T) {
	o := &Odds{Dice: 2, Need: 1}
	htmltest.Render(t, o)
	if err := app.Match(tag.Div().Class("odds").Role("status"), o, 0); err != nil {
		t.Fatal(err)
	}
	if err := app.Match(app.Text("75% chance of success: 2 dice against hardship 1."), o, 0, 0, 0); err != nil {
		t.Fatal(err)
	}
}

func TestBreakdown(t *testing.T) {
	tests := []struct {
		name  string
		terms []Term
		total int
		rows  []string
	}{
		{"card only", []Term{{"Scene card", 2}}, 2, []string{"<th scope=\"row\">Scene card</th>", "<td>2</td>"}},
		{"conditions add", []Term{{"Scene card", 2}, {"Hungry", 1}, {"Crippled", 2}, {"Hunted ×1", 1}}, 6,
			[]string{"<td>+1</td>", "<td>+2</td>", "Hunted ×1"}},
		{"never below zero", []Term{{"Scene card", 1}, {"Trait: Steady Hands", -3}}, 0, []string{"<td>-3</td>"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := &Breakdown{Terms: tt.terms}
			html := htmltest.Render(t, b)
			if b.Total() != tt.total {
				t.Errorf("Total() = %d, want %d", b.Total(), tt.total)
			}
			want := append(tt.rows, "Final hardship</th>")
			htmltest.Has(t, html, want...)
			last := strings.LastIndex(html, "<tr")
			if !strings.Contains(html[last:], ">"+itoa(tt.total)+"</td>") {
				t.Errorf("total row does not show %d: %s", tt.total, html[last:])
			}
		})
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestDiceTray(t *testing.T) {
	dice := []Die{{Face: 5, Kind: HumanityDie, Whose: "Mara"}, {Face: 2, Kind: HumanityDie}, {Face: 4, Kind: HopeDie}}
	tests := []struct {
		name   string
		tray   DiceTray
		want   []string
		absent []string
	}{
		{"committed, not rolled", DiceTray{Dice: []Die{{Kind: HumanityDie}, {Kind: HopeDie}}, Need: 1},
			[]string{"Humanity die, not rolled", "Hope die, not rolled", `aria-live="polite"`}, []string{"succeeded"}},
		{"calm roll is announced at once", DiceTray{Caption: "Mara's roll", Dice: dice, Need: 2, Roll: 1, Calm: true},
			[]string{"2 of 3 dice succeeded against a hardship of 2: success.", "Humanity die (Mara) showing 5, success",
				`<span class="die-whose">Mara</span>`, "✓ success", "✗ miss",
				"Humanity die showing 2, no success", "Hope die showing 4, success", "die-hit", "Mara&#39;s roll"},
			[]string{"tray-rolling"}},
		{"a failed roll", DiceTray{Dice: dice, Need: 3, Roll: 2, Calm: true}, []string{": failure."}, nil},
		{"a roll whose verdict its caller states", DiceTray{Dice: dice, Need: 3, Roll: 2, Calm: true, Judged: true},
			[]string{"2 of 3 dice succeeded against a hardship of 3."}, []string{"failure"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tray := tt.tray
			html := htmltest.Render(t, &tray)
			htmltest.Has(t, html, tt.want...)
			htmltest.Lacks(t, html, tt.absent...)
		})
	}
}

func TestDiceTrayTumblesFirst(t *testing.T) {
	tray := &DiceTray{Dice: []Die{{Face: 6, Kind: HumanityDie}}, Need: 1, Roll: 1}
	e := app.NewTestEngine()
	if err := e.Load(tray); err != nil {
		t.Fatal(err)
	}
	// go-app runs OnMount only in a browser, so natively the tumble never
	// ends; the e2e test sees it end and the result announced.
	html := app.HTMLString(tray)
	htmltest.Has(t, html, "tray-rolling", "Rolling…", "not rolled")
	if strings.Contains(html, "showing 6") {
		t.Errorf("face shown while tumbling: %s", html)
	}
}

func TestDieSVG(t *testing.T) {
	for face := 1; face <= 6; face++ {
		html := dieSVG(Die{Face: face, Kind: HumanityDie}).HTML()
		if got := strings.Count(html, "<circle"); got != face {
			t.Errorf("face %d drew %d pips", face, got)
		}
		if hit := strings.Contains(html, "die-mark"); hit != (face >= 4) {
			t.Errorf("face %d: success mark %v", face, hit)
		}
	}
	if html := dieSVG(Die{Face: 3, Kind: HopeDie}).HTML(); !strings.Contains(html, "die-inner") {
		t.Errorf("Hope die lacks its second outline: %s", html)
	}
}

func TestHandOverShowsOnlyTheName(t *testing.T) {
	ready := false
	h := HandOver("Mara", "▲", "to read the scene", func(app.Context, app.Event) { ready = true })
	html := app.HTMLString(h)
	htmltest.Has(t, html, "Pass the tablet to Mara", "I&#39;m Mara: show me", `role="dialog"`, "to read the scene")
	if ready {
		t.Fatal("OnReady ran before a tap")
	}
}

func TestCard(t *testing.T) {
	html := htmltest.Render(t, &Card{Kind: "Trait", Title: "Steady Hands", Text: "Lower a hardship.", Lines: []string{"Hardship −1"}, Played: true})
	htmltest.Has(t, html, "card-trait", "card-played", "Trait · played", "Steady Hands", "Hardship −1")
}

func TestPct(t *testing.T) {
	for in, want := range map[float64]string{50: "50%", 68.75: "68.8%", 0: "0%", 100: "100%", 3.125: "3.1%"} {
		if got := Pct(in); got != want {
			t.Errorf("Pct(%v) = %q, want %q", in, got, want)
		}
	}
}
