package rules

import (
	"errors"
	"fmt"
	"strconv"
	"testing"
)

// As stands in for errors.As in app.wasm: it must find the same error
// errors.As finds, through %w wrapping and errors.Join, of any type.
func TestAsFindsWhatErrorsAsFinds(t *testing.T) {
	re := &ReplayError{Index: 4, Err: ErrIllegal}
	_, ne := strconv.Atoi("x")
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
		{"a number error", fmt.Errorf("reading: %w", ne)},
		{"both", errors.Join(ne, re)},
	} {
		var want *ReplayError
		wantOK := errors.As(tc.err, &want)
		got, ok := As[*ReplayError](tc.err)
		if ok != wantOK || got != want {
			t.Errorf("%s: As = %v, %v; errors.As = %v, %v", tc.name, got, ok, want, wantOK)
		}
		var wantNum *strconv.NumError
		wantOK = errors.As(tc.err, &wantNum)
		if got, ok := As[*strconv.NumError](tc.err); ok != wantOK || got != wantNum {
			t.Errorf("%s: As = %v, %v; errors.As = %v, %v", tc.name, got, ok, wantNum, wantOK)
		}
	}
}
