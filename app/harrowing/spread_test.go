package harrowing

import (
	"strings"
	"testing"

	"lantern/rules/harrowing"
	"lantern/rules/rng"
)

// A count per sin, then Done, places every point where the counts say,
// as the one-point answers would have.
func TestSpreadPlacesEveryPlannedPoint(t *testing.T) {
	found := 0
	for seed := range uint64(40) {
		s, err := harrowing.New(harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {1, 1, 1, 1, 1, 1, 1}}}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed)
		for n := 0; n < 400 && s.Result == harrowing.Playing && !spreading(s); n++ {
			legal := harrowing.Legal(s)
			s, _, _ = harrowing.Apply(s, legal[r.Intn(len(legal))])
		}
		if !spreading(s) || s.Ask.N < 2 {
			continue
		}
		found++
		a := *s.Ask
		ef := s.Effigies[a.Seat]
		plan := make([]int, len(harrowing.Sins))
		left := int(a.N)
		for _, o := range a.Options {
			room := int(harrowing.MaxSin - ef.Corrupt[o.Index])
			if a.Kind == harrowing.AskHeal {
				room = int(ef.Corrupt[o.Index] - ef.Base[o.Index])
			}
			plan[o.Index] = min(room, left)
			left -= plan[o.Index]
		}
		want := append([]int(nil), plan...)
		for _, m := range spreadMoves(s, plan) {
			if s, _, err = harrowing.Apply(s, m); err != nil {
				t.Fatal(err)
			}
		}
		if s.Ask != nil && s.Ask.Kind == harrowing.AskRedirect {
			continue // damned on the way: the rest is handed on
		}
		for i, w := range want {
			got := int(s.Effigies[a.Seat].Corrupt[i] - ef.Corrupt[i])
			if a.Kind == harrowing.AskHeal {
				got = -got
			}
			if got != w {
				t.Fatalf("seed %d: %s moved %d, planned %d", seed, harrowing.Sins[i], got, w)
			}
		}
	}
	if found == 0 {
		t.Fatal("no game asked to spread two or more points")
	}
}

// The plan offered first places every point, where it does least harm.
func TestSpreadSuggestion(t *testing.T) {
	s, err := harrowing.New(harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Effigies[0].Corrupt = [7]int8{5, 2, 3, 6, 2, 2, 2}
	var opts []harrowing.Option
	for i := range harrowing.Sins {
		if i != 3 {
			opts = append(opts, harrowing.Option{Index: int8(i)})
		}
	}
	s.Ask = &harrowing.Ask{Kind: harrowing.AskCorrupt, N: 4, Options: opts}
	if got := suggest(s); sum(got) != 4 || got[0] != 0 || got[3] != 0 {
		t.Fatalf("corruption plan %v", got)
	}
	s.Ask = &harrowing.Ask{Kind: harrowing.AskHeal, N: 3, Options: []harrowing.Option{{Index: 0}, {Index: 2}}}
	if got := suggest(s); got[0] != 3 && !(got[0] == 2 && got[2] == 1) {
		t.Fatalf("healing plan %v", got)
	}
}

// The form's line gives the same number of points as the question above
// it, even when the suggested counts have chosen them all already.
func TestSpreadLineAgreesWithQuestion(t *testing.T) {
	for _, kind := range []harrowing.AskKind{harrowing.AskHeal, harrowing.AskCorrupt} {
		s := harrowing.State{Effigies: make([]harrowing.Effigy, 1), Ask: &harrowing.Ask{Kind: kind, N: 1}}
		q, line := harrowing.Question(s), spreadLine(*s.Ask, 0)
		if !strings.Contains(q, " 1 more corruption") || !strings.HasPrefix(line, "1 corruption") || !strings.Contains(line, "0 more to choose") {
			t.Errorf("question %q, then %q", q, line)
		}
	}
}
