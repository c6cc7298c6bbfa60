package hope

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"lantern/internal/golden"
)

// TestLegalOrderGolden pins Legal's order along games whose moves are
// picked by a fixed rule, through nearly every kind of decision.
func TestLegalOrderGolden(t *testing.T) {
	var b strings.Builder
	for _, seed := range []uint64{2, 3} {
		cfg := testConfig(4, true)
		s, err := New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "seed %d\n", seed)
		for step := 0; !s.Over && step < 150; step++ {
			ms := Legal(s)
			fmt.Fprintf(&b, "%3d %-8v %s\n", step, s.Pending.Kind, movesText(ms))
			if s, _, err = Apply(s, ms[(step*7)%len(ms)]); err != nil {
				t.Fatal(err)
			}
		}
	}
	golden.Check(t, filepath.Join("testdata", "legal.golden"), []byte(b.String()))
}

func movesText(ms []Move) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = fmt.Sprintf("%s/%d/%d/%d", m.Kind, m.Seat, m.Card, m.N)
	}
	return strings.Join(parts, " ")
}
