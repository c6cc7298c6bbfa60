package dice

import (
	"testing"

	"lantern/rules/rng"
)

func TestSuccesses(t *testing.T) {
	tests := []struct {
		faces []int
		min   int
		want  int
	}{
		{nil, 4, 0},
		{[]int{1, 2, 3}, 4, 0},
		{[]int{4, 5, 6}, 4, 3},
		{[]int{3, 4, 1, 6}, 4, 2},
		{[]int{6, 6}, 6, 2},
	}
	for _, tt := range tests {
		if got := Successes(tt.faces, tt.min); got != tt.want {
			t.Errorf("Successes(%v, %d) = %d, want %d", tt.faces, tt.min, got, tt.want)
		}
	}
}

func TestRollStaysInRange(t *testing.T) {
	r := rng.New(3)
	for _, f := range Roll(&r, 1000, 6) {
		if f < 1 || f > 6 {
			t.Fatalf("d6 face %d", f)
		}
	}
}

func TestPercentileValue(t *testing.T) {
	tests := []struct {
		p    Percentile
		want int
	}{
		{Percentile{0, 0}, 100},
		{Percentile{0, 1}, 1},
		{Percentile{3, 5}, 35},
		{Percentile{9, 9}, 99},
		{Percentile{1, 0}, 10},
	}
	for _, tt := range tests {
		if got := tt.p.Value(); got != tt.want {
			t.Errorf("%+v.Value() = %d, want %d", tt.p, got, tt.want)
		}
	}
}

func TestD100CoversOneToHundred(t *testing.T) {
	r := rng.New(5)
	seen := map[int]bool{}
	for range 5000 {
		v := D100(&r).Value()
		if v < 1 || v > 100 {
			t.Fatalf("d100 = %d", v)
		}
		seen[v] = true
	}
	if len(seen) != 100 {
		t.Fatalf("5000 rolls gave %d distinct results, want all 100", len(seen))
	}
}

func TestCustomFaces(t *testing.T) {
	r := rng.New(11)
	faces := []string{"fault", "grace", "blank"}
	seen := map[string]bool{}
	for range 100 {
		seen[Custom(&r, faces)] = true
	}
	if len(seen) != 3 {
		t.Fatalf("custom die showed %v", seen)
	}
}
