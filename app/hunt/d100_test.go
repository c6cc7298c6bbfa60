package hunt

import (
	"regexp"
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

// A roll given cannot be undone (G-01), so the dice of a table roll have
// no value until the table chooses them: an untouched form used to read
// as 100 at one tap of "Read the table".
func TestD100WaitsForBothDice(t *testing.T) {
	html := render(t, waitingD100(t))
	htmltest.Has(t, html, "Choose both dice.", `aria-describedby="hunt-d100-reads"`)
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
		p.dice = [2]string{tt.tens, tt.ones}
		if v, ok := p.d100(); v != tt.want || ok != tt.ok {
			t.Errorf("tens %q, ones %q read %d %v; want %d %v", tt.tens, tt.ones, v, ok, tt.want, tt.ok)
		}
	}
	p.dice = [2]string{"0", "0"}
	htmltest.Has(t, render(t, p), "They read 100 (0 and 0).")
}
