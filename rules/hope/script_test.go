package hope

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"lantern/internal/golden"
	"lantern/rules"
	"lantern/rules/rng"
)

// TestReplayExample runs the example of docs/replay.md and pins its
// output (state and events) in a golden file.
func TestReplayExample(t *testing.T) {
	data, err := os.ReadFile("testdata/replay-example.json")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := ParseScript(data)
	if err != nil {
		t.Fatal(err)
	}
	s, evs, err := sc.Run(nil)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := json.MarshalIndent(struct {
		State  State   `json:"state"`
		Events []Event `json:"events"`
	}{s, evs}, "", " ")
	golden.Check(t, filepath.Join("testdata", "replay-example.out.json"), append(out, '\n'))
}

func TestScriptRoundTrip(t *testing.T) {
	for seed := range uint64(30) {
		cfg := testConfig(3+int(seed%3), true)
		cfg.Deck = nil
		s, _ := New(cfg, seed)
		sc := Script{Seats: cfg.Seats, Expansion: true, Seed: seed}
		r := rng.New(seed)
		for !s.Over {
			ms := Legal(s)
			m := ms[r.Intn(len(ms))]
			sc.Moves = append(sc.Moves, Named(s, m))
			s, _, _ = Apply(s, m)
		}
		data, _ := json.Marshal(sc)
		back, err := ParseScript(data)
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := back.Run(nil)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !reflect.DeepEqual(got, s) {
			t.Fatalf("seed %d: replayed state differs", seed)
		}
	}
}

func TestScriptRefusals(t *testing.T) {
	base := `{"seats":[{"name":"A"},{"name":"B"},{"name":"C"}],"seed":7,"stack":{"scenes":["core-w01"]},"moves":[%s]}`
	for _, tc := range []struct {
		name, moves string
		index       int
		kind        error
	}{
		{"not your turn", `{"seat":1,"move":"draw","terrain":"urban"}`, 0, rules.ErrNotYourTurn},
		{"unknown move", `{"seat":0,"move":"fly"}`, 0, rules.ErrIllegal},
		{"unknown terrain", `{"seat":0,"move":"draw","terrain":"moon"}`, 0, rules.ErrIllegal},
		{"too many dice", `{"seat":0,"move":"draw","terrain":"wilderness"},{"seat":0,"move":"act"},{"seat":0,"move":"commit","n":9}`, 2, rules.ErrIllegal},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc, err := ParseScript([]byte(fmt.Sprintf(base, tc.moves)))
			if err != nil {
				t.Fatal(err)
			}
			_, _, err = sc.Run(nil)
			var re *rules.ReplayError
			if !errors.As(err, &re) || re.Index != tc.index || !errors.Is(err, tc.kind) {
				t.Fatalf("got %v", err)
			}
		})
	}
	if _, err := ParseScript([]byte(`{"seats":[],"sede":1}`)); err == nil {
		t.Fatal("a misspelt field must be refused")
	}
}

// FuzzScript: any input is refused cleanly or replayed, never a panic.
func FuzzScript(f *testing.F) {
	data, _ := os.ReadFile("testdata/replay-example.json")
	f.Add(data)
	f.Add([]byte(`{"seats":[{"name":"A"},{"name":"B"},{"name":"C"}],"seed":1,"moves":[{"seat":0,"move":"gift","to":-7}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := ParseScript(data)
		if err != nil {
			return
		}
		sc.Run(nil)
	})
}
