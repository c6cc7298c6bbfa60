package record

import "testing"

type fpInner struct{ N int }

type fpState struct {
	P      *fpInner
	M      map[string]int
	L      []int
	hidden string
}

func TestFingerprintIsOfContent(t *testing.T) {
	a := fpState{P: &fpInner{1}, M: map[string]int{"a": 1, "b": 2, "c": 3}, hidden: "x"}
	b := fpState{P: &fpInner{1}, M: map[string]int{"c": 3, "b": 2, "a": 1}, L: []int{}, hidden: "x"}
	if Fingerprint(a) != Fingerprint(b) {
		t.Fatal("equal content behind other pointers, map order or an empty list fingerprints differently")
	}
	for name, c := range map[string]fpState{
		"pointed-at value": {P: &fpInner{2}, M: a.M, hidden: "x"},
		"nil pointer":      {M: a.M, hidden: "x"},
		"map value":        {P: a.P, M: map[string]int{"a": 1, "b": 2, "c": 4}, hidden: "x"},
		"unexported field": {P: a.P, M: a.M, hidden: "y"},
		"list":             {P: a.P, M: a.M, L: []int{0}, hidden: "x"},
	} {
		if Fingerprint(c) == Fingerprint(a) {
			t.Errorf("a different %s fingerprints the same", name)
		}
	}
}

// Strings and lists carry their lengths, so moving a boundary between two
// fields changes the fingerprint.
func TestFingerprintIsUnambiguous(t *testing.T) {
	type two struct{ A, B string }
	if Fingerprint(two{"ab", "c"}) == Fingerprint(two{"a", "bc"}) {
		t.Fatal(`{"ab","c"} and {"a","bc"} fingerprint the same`)
	}
}

// A field a later edition adds, tagged fp:"omitempty", leaves the
// fingerprints of states that never set it as they were; once set, it
// counts like any other field.
func TestFingerprintLeavesOutEmptyNewFields(t *testing.T) {
	type old struct {
		A int
		L []int
	}
	type grown struct {
		A     int
		Added []int `fp:"omitempty"`
		L     []int
		Flag  bool `fp:"omitempty"`
	}
	was := Fingerprint(old{A: 3, L: []int{1}})
	if got := Fingerprint(grown{A: 3, L: []int{1}, Added: []int{}}); got != was {
		t.Fatal("an empty field tagged omitempty changed the fingerprint")
	}
	for name, g := range map[string]grown{
		"list": {A: 3, L: []int{1}, Added: []int{0}},
		"bool": {A: 3, L: []int{1}, Flag: true},
	} {
		if Fingerprint(g) == was {
			t.Errorf("a set %s tagged omitempty left the fingerprint alone", name)
		}
	}
}
