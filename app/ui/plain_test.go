package ui

import (
	"fmt"
	"strings"
	"testing"

	"lantern/rules/record"
)

// A decoder's internals never reach a player: a damaged record reads as
// damaged, and the bytes count stays in the details (issue #12).
func TestPlainlyHidesTheDecoder(t *testing.T) {
	err := fmt.Errorf("%w: 299 unexpected trailing bytes", record.ErrCorrupt)
	got := Plainly("this link", err)
	if strings.Contains(got, "299") || strings.Contains(got, "corrupt") || !strings.HasPrefix(got, "this link is damaged") {
		t.Errorf("Plainly = %q", got)
	}
	if got := Plainly("this file", fmt.Errorf("unexpected EOF")); strings.Contains(got, "EOF") {
		t.Errorf("an unknown error reads %q", got)
	}
}
