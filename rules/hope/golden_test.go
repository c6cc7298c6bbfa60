package hope

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// update is parse_test.go's -update flag, shared by the package.

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != got {
		t.Fatalf("%s differs from golden (run with -update if the change is meant):\n%s", name, got)
	}
}

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
	golden(t, "legal.golden", b.String())
}

func movesText(ms []Move) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = fmt.Sprintf("%s/%d/%d/%d", m.Kind, m.Seat, m.Card, m.N)
	}
	return strings.Join(parts, " ")
}
