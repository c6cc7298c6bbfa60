package hunt

import (
	"regexp"
	"strings"
	"testing"

	"lantern/internal/htmltest"
	"lantern/rules/hunt"
)

// waitingD100 is a typed hunt waiting for the two dice of a table roll.
func waitingD100(t *testing.T) *Play {
	t.Helper()
	cfg := newState(t, 1, false).Config
	cfg.Typed = true
	p := playWith(t, cfg)
	for i := 0; !p.g.State.Waiting() && i < 20; i++ {
		m, _ := hunt.Due(p.g.State)
		p.act(m)
	}
	if !p.g.State.Waiting() || p.g.State.Pending.Ask.Kind != hunt.AskD100 {
		t.Fatalf("not waiting for a table roll: %+v", p.g.State.Pending)
	}
	return p
}

// pressed finds a pressed button (go-app writes a true attribute bare).
var pressed = regexp.MustCompile(`aria-pressed(="true")?[ >]`)

// A roll given cannot be undone (G-01), so the dice of a table roll have
// no value until the table chooses them: an untouched form used to read
// as 100 at one tap of "Read the table".
func TestD100WaitsForBothDice(t *testing.T) {
	html := render(t, waitingD100(t))
	htmltest.Has(t, html, "Tap both dice.", `aria-pressed="false"`)
	if pressed.MatchString(html) {
		t.Errorf("a face is pressed before the table tapped one")
	}
	button := regexp.MustCompile(`<button[^>]*id="hunt-give-d100"[^>]*>`).FindString(html)
	if !regexp.MustCompile(` disabled( |>)`).MatchString(button) {
		t.Errorf("Read the table can be pressed before the dice are chosen: %s", button)
	}
}

func TestD100ReadsTheDiceChosen(t *testing.T) {
	tests := []struct {
		tens, ones string
		want       int
		ok         bool
	}{
		{"", "", 0, false},
		{"4", "", 0, false},
		{"", "2", 0, false},
		{"4", "2", 42, true},
		{"0", "7", 7, true},
		{"9", "0", 90, true},
		{"0", "0", 100, true},
	}
	p := waitingD100(t)
	for _, tt := range tests {
		p.dice = halfRoll{p.g.Moves, [2]string{tt.tens, tt.ones}}
		if v, ok := p.d100(); v != tt.want || ok != tt.ok {
			t.Errorf("tens %q, ones %q read %d %v; want %d %v", tt.tens, tt.ones, v, ok, tt.want, tt.ok)
		}
	}
	p.dice = halfRoll{p.g.Moves, [2]string{"0", "0"}}
	htmltest.Has(t, render(t, p), "They read 100 (0 and 0).")
	p.dice.Moves-- // tapped while an earlier step waited: not this roll's
	if _, ok := p.d100(); ok {
		t.Error("dice tapped for an earlier step read as this one")
	}
}

// The dice are tapped as the d10 is, on two rows of large buttons, the
// face tapped pressed; a half-typed roll is kept for the tab across a
// reload, for this step only.
func TestD100FacesAndAKeptHalfRoll(t *testing.T) {
	p := waitingD100(t)
	p.SaveID = "h1"
	html := render(t, p)
	for _, id := range []string{"hunt-tens-0", "hunt-tens-9", "hunt-ones-0", "hunt-ones-9"} {
		htmltest.Has(t, html, `id="`+id+`"`)
	}
	p.dice = halfRoll{p.g.Moves, [2]string{"4", ""}}
	keepHalfRoll(p.SaveID, p.dice)
	html = render(t, &Play{SaveID: p.SaveID, loadedID: p.SaveID, g: p.g, dice: p.dice})
	htmltest.Has(t, html, "Tens 4: now tap the ones die.")
	four := regexp.MustCompile(`<button[^>]*id="hunt-tens-4"[^>]*>`).FindString(html)
	if !pressed.MatchString(four) || len(pressed.FindAllString(html, -1)) != 1 {
		t.Errorf("the tens die tapped is not pressed:\n%s", html)
	}

	again := &Play{SaveID: p.SaveID} // the same hunt opened again, as a reload does
	again.show(p.SaveID, loaded{title: "t", g: p.g}, nil)
	if got := again.halfRoll(); got != [2]string{"4", ""} {
		t.Errorf("after a reload the half roll is %q", got)
	}
	again.act(hunt.Move{Kind: hunt.SetDice, N: 0}) // Lantern rolls on: the step moves on
	if got := again.halfRoll(); got != [2]string{} {
		t.Errorf("a half roll outlived its step: %q", got)
	}
}

// While the table rolls die after die, the event being played stays in
// the ask box; the announcement shows only the latest roll.
func TestAskKeepsTheEventInSight(t *testing.T) {
	p := waitingD100(t)
	want := resolving(p.g.State, p.g.Log)
	if !strings.HasPrefix(want, "Mara reveals Hunt Event:") {
		t.Fatalf("resolving %q", want)
	}
	if got := htmltest.Text(t, render(t, p), "hunt-ask-event"); got != want {
		t.Errorf("the ask box holds %q; want %q", got, want)
	}

	log := []hunt.Event{
		{Kind: hunt.Moved, Text: "The survivors move on to space 2.", Survivor: -1},
		{Kind: hunt.Revealed, Text: "Ode reveals Falling Scales: grey dust.", Survivor: 1},
		{Kind: hunt.Story, Text: "Ode picks a survivor at random: Mara.", Survivor: 0},
		{Kind: hunt.Checked, Text: "Mara rolls 2 on a d10 (needs 4+): fails.", Survivor: 0},
		{Kind: hunt.Edited, Text: "From now on the table rolls its own dice and types them in.", Survivor: -1},
	}
	var s hunt.State
	s.Pending.Shown = 3
	if got := resolving(s, log); got != "Ode reveals Falling Scales: grey dust." {
		t.Errorf("resolving %q", got)
	}
	s.Pending.Shown = 1
	if got := resolving(s, log); got != "" {
		t.Errorf("an event of an earlier step is not this step's: %q", got)
	}
	log = append(log[:1], hunt.Event{Kind: hunt.Story, Text: "Overwhelming Darkness: sparks.", Survivor: -1})
	s.Pending.Shown = 2
	if got := resolving(s, log); got != "Overwhelming Darkness: sparks." {
		t.Errorf("a story: %q", got)
	}
}
