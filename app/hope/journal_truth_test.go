package hope

import (
	"fmt"
	"strings"
	"testing"

	"lantern/rules/hope"
	"lantern/rules/hope/bot"
	"lantern/rules/rng"
)

// ledger is what the journal has claimed so far about the counters a
// reader follows: it starts from the state before a move, takes each
// line's claim, and must end where the engine did.
type ledger struct {
	hum, hunger, harm [hope.MaxSeats]int
	hope, hunted      int
}

func ledgerOf(s hope.State) ledger {
	var l ledger
	for i := range int(s.N) {
		c := s.Seats[i]
		l.hum[i], l.hunger[i], l.harm[i] = int(c.Humanity), int(c.Hunger), int(c.Harm)
	}
	l.hope, l.hunted = int(s.Hope), int(s.Hunted)
	return l
}

// claim checks one line against its event and books the change.
func (l *ledger) claim(t *testing.T, s hope.State, ev hope.Event, line string) {
	t.Helper()
	who := name(s, ev.Seat)
	want := func(parts ...string) {
		t.Helper()
		for _, p := range parts {
			if !strings.Contains(line, p) {
				t.Fatalf("%s event %+v: line %q lacks %q", ev.Kind, ev, line, p)
			}
		}
	}
	switch ev.Kind {
	case hope.EvHumanity:
		l.hum[ev.Seat] += ev.N
		want(who, fmt.Sprintf("(now %d)", l.hum[ev.Seat]))
	case hope.EvHunger:
		l.hunger[ev.Seat] += ev.N
		want(who, level(hungerNames, l.hunger[ev.Seat]))
	case hope.EvHarm:
		l.harm[ev.Seat] += ev.N
		want(who, level(harmNames, l.harm[ev.Seat]))
	case hope.EvHope:
		l.hope += ev.N
		want("Hope pool", fmt.Sprintf("(now %d)", l.hope))
	case hope.EvBoost:
		l.hope -= ev.N
		if ev.N > 0 {
			want(who, fmt.Sprintf("(now %d)", l.hope))
		}
	case hope.EvHunted:
		l.hunted += ev.N
		want(fmt.Sprintf("Hunted is now %d", l.hunted))
	case hope.EvGrace:
		l.hum[ev.Seat], l.hunger[ev.Seat], l.harm[ev.Seat] = 3, 0, 0
		want(who, "3 Humanity")
	case hope.EvAssetGain:
		want(who, "gains "+assetTitle(s.Cards, ev.Card))
	case hope.EvAnswer:
		want(who, "“"+optionLabel(s.Cards, ev.Card, ev.N)+"”")
	}
	if ev.By.Kind != hope.ByMove && caused[ev.Kind] && !strings.HasPrefix(line, originText(s, ev.By)+": ") {
		t.Fatalf("%s event by %+v: line %q does not begin with its cause", ev.Kind, ev.By, line)
	}
}

// agrees checks the ledger against the state after the move: every
// living character's counters, the Hope pool, Hunted.
func (l *ledger) agrees(t *testing.T, after hope.State, step int) {
	t.Helper()
	for i := range int(after.N) {
		c := after.Seats[i]
		if !c.Alive {
			continue
		}
		got := [3]int{l.hum[i], l.hunger[i], l.harm[i]}
		if want := [3]int{int(c.Humanity), int(c.Hunger), int(c.Harm)}; got != want {
			t.Fatalf("move %d: the journal says %s has Humanity, Hunger, Harm %v; the game %v", step, c.Name, got, want)
		}
	}
	if l.hope != int(after.Hope) || l.hunted != int(after.Hunted) {
		t.Fatalf("move %d: the journal says Hope %d, Hunted %d; the game %d, %d", step, l.hope, l.hunted, after.Hope, after.Hunted)
	}
}

// TestJournalTellsTheTruth plays seeded four-seat games with Martial Law
// (choice scenes, assets, Hunted) and checks each journal line against
// the change the engine made: the chosen option, who gained which asset,
// each counter's new level, one line per change, each naming its cause.
func TestJournalTellsTheTruth(t *testing.T) {
	seen := map[string]bool{}
	for seed := range uint64(12) {
		cfg := hope.Config{Expansion: true}
		for _, n := range []string{"Mara", "Jun", "Ada", "Sol"} {
			cfg.Seats = append(cfg.Seats, hope.SeatConfig{Name: n, Bot: true})
		}
		s, err := hope.New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		var w scribe
		r := rng.Source{State: seed}
		for step := 0; !s.Over; step++ {
			legal := hope.Legal(s)
			m := bot.Random{}.Choose(s, int(s.Pending.Seat), movesOf(legal, s.Pending.Seat), &r)
			next, evs, err := hope.Apply(s, m)
			if err != nil {
				t.Fatal(err)
			}
			l := ledgerOf(s)
			for _, ev := range evs {
				line := w.line(s, ev)
				if line == "" {
					continue
				}
				if ev.Kind == hope.EvOutcome {
					t.Fatalf("an outcome is journaled as %q: its changes are journaled by their own events", line)
				}
				l.claim(t, s, ev, line)
				if m.Kind == hope.Answer && ev.Kind == hope.EvAnswer && ev.N != int(m.N) {
					t.Fatalf("answered %d, journaled %d", m.N, ev.N)
				}
				seen[string(ev.Kind)] = true
				if ev.Kind == hope.EvAssetGain {
					checkOwner(t, next, ev)
				}
			}
			l.agrees(t, next, step)
			s = next
		}
	}
	for _, k := range []hope.EventKind{hope.EvAnswer, hope.EvAssetGain, hope.EvHunted, hope.EvDeath} {
		if !seen[string(k)] {
			t.Errorf("no game showed a %s", k)
		}
	}
}

// checkOwner: the character the journal says gained an asset holds it
// (a group asset is everyone's).
func checkOwner(t *testing.T, after hope.State, ev hope.Event) {
	t.Helper()
	for _, a := range after.Assets {
		if a.Card == ev.Card && (a.Owner == ev.Seat || a.Owner < 0) {
			return
		}
	}
	for _, a := range after.AssetDiscard {
		if a == ev.Card {
			return // used up or lost in the same move
		}
	}
	t.Fatalf("the journal gives %s to %s, who does not hold it", assetTitle(after.Cards, ev.Card), name(after, ev.Seat))
}

// The downloaded journal holds the characters, the world's ending, the
// verdict, the epilogues of the living and the tributes to the lost,
// each naming what took them.
func TestMarkdownTellsTheWholeStory(t *testing.T) {
	start, tb := newRecorded(t, 9)
	tb.Ending = "The sky fell."
	g := &Game{start: start, t: tb}
	g.moves, _ = playOut(t, start)
	if err := g.rebuild(); err != nil {
		t.Fatal(err)
	}
	md := Markdown(g.story(), g.log)
	for _, w := range []string{"## Characters", "- Mara plays Mara's character (", "The sky fell.", "## The end", "## Round 1"} {
		if !strings.Contains(md, w) {
			t.Errorf("markdown lacks %q", w)
		}
	}
	epis, tributes := g.farewells()
	if len(epis)+len(tributes) == 0 {
		t.Fatal("no epilogue or tribute")
	}
	for _, f := range append(epis, tributes...) {
		if !strings.Contains(md, f.Text) {
			t.Errorf("markdown lacks %q", f.Text)
		}
	}
	for _, f := range tributes {
		if !strings.Contains(f.Text, "(") {
			t.Errorf("a tribute names no cause: %q", f.Text)
		}
	}
	t.Logf("%d lines, %d tributes", len(g.log), len(tributes))
}
