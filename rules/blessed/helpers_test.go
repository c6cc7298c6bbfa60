package blessed

import (
	"errors"
	"testing"

	"lantern/rules"
)

func mustNew(t testing.TB, cfg Config, seed uint64) State {
	t.Helper()
	s, err := New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// step applies m and fails the test if it is refused.
func step(t testing.TB, s State, m Move) (State, []Event) {
	t.Helper()
	next, ev, err := Apply(s, m)
	if err != nil {
		t.Fatalf("%v refused: %v", m, err)
	}
	return next, ev
}

// refused checks that m is refused as illegal.
func refused(t testing.TB, s State, m Move) error {
	t.Helper()
	_, _, err := Apply(s, m)
	if !errors.Is(err, rules.ErrIllegal) {
		t.Fatalf("%v: got %v, want an illegal-move refusal", m, err)
	}
	return err
}

// party starts a campaign with the given characters added.
func party(t testing.TB, cfg Config, seed uint64, adds ...Move) State {
	t.Helper()
	s := mustNew(t, cfg, seed)
	for _, m := range adds {
		m.Kind = AddCharacter
		s, _ = step(t, s, m)
	}
	return s
}

func add(high Stat, l Lifestyle, e Ethic) Move {
	return Move{Kind: AddCharacter, Stat: high, Lifestyle: l, Ethic: e}
}
