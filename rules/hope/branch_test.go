package hope

import (
	"reflect"
	"testing"

	"lantern/rules/rng"
)

// TestApplyBranches: Apply shares backing arrays between a state and the
// next (drawn piles are reslices, the queue grows in place within one
// Apply), so every legal move is applied to the same state and each result
// must still be as it was once its siblings have been made.
func TestApplyBranches(t *testing.T) {
	for seed := range uint64(24) {
		s, err := New(testConfig(3+int(seed%3), seed%2 == 0), seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed)
		for step := 0; !s.Over; step++ {
			if step > 5000 {
				t.Fatal("game does not end")
			}
			ms := Legal(s)
			outs, kept := make([]State, len(ms)), make([]State, len(ms))
			for i, m := range ms {
				if outs[i], _, err = Apply(s, m); err != nil {
					t.Fatalf("seed %d: legal move %v refused: %v", seed, m, err)
				}
				kept[i] = cloneState(outs[i])
			}
			for i := range outs {
				if !reflect.DeepEqual(outs[i], kept[i]) {
					t.Fatalf("seed %d step %d: applying the other moves changed the result of %v", seed, step, ms[i])
				}
			}
			s = outs[r.Intn(len(outs))]
		}
	}
}
