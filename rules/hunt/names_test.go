package hunt

import (
	"errors"
	"strings"
	"testing"

	"lantern/rules"
)

// A record, link or file can carry any survivor name; a hunt takes only
// what the setup screen could have made (issue #11): nothing empty or over its cap (hidden characters are refused in links and files). Its cap counts
// characters, as the input's maxlength does, not bytes.
func TestSetupRefusesNamesSetupCannotMake(t *testing.T) {
	quarry := Quarries()[0].ID
	for _, name := range []string{"", strings.Repeat("é", MaxName+1)} {
		if _, err := Setup([]Survivor{{Name: name}}, quarry, 1); !errors.Is(err, rules.ErrBadConfig) {
			t.Errorf("survivor named %q: %v; want ErrBadConfig", name, err)
		}
	}
	if _, err := Setup([]Survivor{{Name: strings.Repeat("é", MaxName)}}, quarry, 1); err != nil {
		t.Fatal(err)
	}
}
