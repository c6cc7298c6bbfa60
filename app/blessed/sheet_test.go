package blessed

import (
	"slices"
	"testing"
)

func TestSetField(t *testing.T) {
	sh := Sheet{Name: "Ada", Aptitudes: []string{"Knots"}}
	sh = setField(sh, "apt-2", "Tides")
	sh = setField(sh, "spec-0", "Knots: Analytical")
	sh = setField(sh, "backstory", "A lighthouse keeper's daughter.\nShe left at twelve.")
	sh = setField(sh, "apt-99", "too far")
	sh = clean(setField(sh, "unknown", "x"))
	if !slices.Equal(sh.Aptitudes, []string{"Knots", "", "Tides"}) || !slices.Equal(sh.Specializations, []string{"Knots: Analytical"}) {
		t.Fatalf("names by position: %+v", sh)
	}
	if sh.Backstory != "A lighthouse keeper's daughter.\nShe left at twelve." {
		t.Fatalf("backstory lost its paragraphs: %q", sh.Backstory)
	}
}
