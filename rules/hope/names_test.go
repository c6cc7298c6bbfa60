package hope

import (
	"errors"
	"strings"
	"testing"

	"lantern/rules"
)

// A record, link or file can carry any seat name; New takes only what the
// setup screen could have made (issue #11): nothing empty or over its cap. Hidden characters are refused only in links and files (saves), so an old save holding one still opens (G-02).
func TestNewRefusesNamesSetupCannotMake(t *testing.T) {
	for _, name := range []string{"", strings.Repeat("é", MaxSeatName+1)} {
		cfg := Config{Seats: []SeatConfig{{Name: "Mara"}, {Name: "Sol"}, {Name: name}}}
		if _, err := New(cfg, 1); !errors.Is(err, rules.ErrBadConfig) {
			t.Errorf("seat named %q: %v; want ErrBadConfig", name, err)
		}
	}
	cfg := Config{Seats: []SeatConfig{{Name: "Mara"}, {Name: "Sol"}, {Name: strings.Repeat("é", MaxSeatName)}}}
	if _, err := New(cfg, 1); err != nil {
		t.Fatal(err)
	}
}
