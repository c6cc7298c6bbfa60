package blessed

import (
	"testing"

	"lantern/rules/blessed"
)

func TestBeginEndeavorLabel(t *testing.T) {
	for k, want := range map[blessed.EndeavorKind]string{
		blessed.PlainEndeavor: "Begin an Endeavor",
		blessed.Monstrous:     "Begin a Monstrous Endeavor",
		blessed.Racing:        "Begin a Racing Endeavor",
	} {
		if got := beginEndeavorLabel(k); got != want {
			t.Errorf("%v: %q, want %q", k, got, want)
		}
	}
}
