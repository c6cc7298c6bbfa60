package harrowing

import (
	"errors"
	"strings"
	"testing"

	"lantern/rules"
)

// A record, link or file can carry any effigy name; New takes only what
// the setup screen could have made (issue #11): nothing empty or over its cap. Hidden characters are refused only in links and files (saves), so an old save holding one still opens (G-02).
func TestNewRefusesNamesSetupCannotMake(t *testing.T) {
	sins := [][7]int8{{1, 2, 3, 4, 1, 2, 3}}
	for _, name := range []string{"", strings.Repeat("ž", MaxName+1)} {
		if _, err := New(Config{Sins: sins, Names: []string{name}}, 1); !errors.Is(err, rules.ErrBadConfig) {
			t.Errorf("effigy named %q: %v; want ErrBadConfig", name, err)
		}
	}
	if _, err := New(Config{Sins: sins, Names: []string{strings.Repeat("ž", MaxName)}}, 1); err != nil {
		t.Fatal(err)
	}
}
