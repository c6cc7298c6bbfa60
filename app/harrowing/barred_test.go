package harrowing

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/rules/harrowing"
)

// An action the acting effigy cannot afford is shown, disabled, with
// what it lacks, rather than hidden: at the start, with 3 omens, Scavenge
// and Explore (3) are offered, and once Mara has 1 omen left, Feast (2)
// reads "needs 2 omens, has 1".
func TestUnaffordableActionsShowWhy(t *testing.T) {
	cfg := harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}}, Names: []string{"Mara"}}
	rec, err := harrowing.Adapter.Start(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := &Play{g: newGame()}
	if err := p.g.Open(rec); err != nil {
		t.Fatal(err)
	}
	p.g.State.Effigies[0].Omens = 1
	p.now = harrowing.Legal(p.g.State)
	html := app.HTMLString(p.controls())
	i := strings.Index(html, "Feast")
	if i < 0 {
		t.Fatalf("Feast is hidden from an effigy with 1 omen:\n%s", html)
	}
	button := html[strings.LastIndex(html[:i], "<button"):]
	button = button[:strings.Index(button, "</button>")]
	if !strings.Contains(button, "disabled") || !strings.Contains(button, "needs 2 omens, has 1") {
		t.Fatalf("Feast reads %s", button)
	}
	if strings.Contains(html, "Seduce") && strings.Contains(html[strings.Index(html, "Seduce"):], "needs 1 omen") {
		t.Fatal("Seduce, which Mara can afford, is barred")
	}
}
