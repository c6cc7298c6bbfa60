package rules

import (
	"errors"
	"fmt"
	"testing"
)

// AsReplayError stands in for errors.As in app.wasm: it must find the same
// error errors.As finds, through %w wrapping and errors.Join.
func TestAsReplayErrorFindsWhatErrorsAsFinds(t *testing.T) {
	re := &ReplayError{Index: 4, Err: ErrIllegal}
	for _, tc := range []struct {
		name string
		err  error
	}{
		{"nil", nil},
		{"plain", errors.New("no")},
		{"itself", re},
		{"wrapped", fmt.Errorf("opening: %w", re)},
		{"wrapped twice", fmt.Errorf("a: %w", fmt.Errorf("b: %w", re))},
		{"joined", errors.Join(errors.New("first"), fmt.Errorf("c: %w", re))},
		{"joined without", errors.Join(errors.New("first"), errors.New("second"))},
		{"refusal", Refuse(ErrIllegal, "x %d", 1)},
		{"inside a refusal's kind", fmt.Errorf("%w and %w", ErrIllegal, re)},
	} {
		var want *ReplayError
		wantOK := errors.As(tc.err, &want)
		got, ok := AsReplayError(tc.err)
		if ok != wantOK || got != want {
			t.Errorf("%s: AsReplayError = %v, %v; errors.As = %v, %v", tc.name, got, ok, want, wantOK)
		}
	}
}
