package blessed

import (
	"strings"
	"testing"

	"lantern/rules/blessed"
)

// The shop counts upgrades in words, never "Upgrade(s)" (issue #12).
func TestShopCountsInWords(t *testing.T) {
	c := blessed.Character{FreeUpgrades: 1}
	c.Owed[1] = 2
	got := upgradesText(c)
	if strings.Contains(got, "(s)") || !strings.Contains(got, "1 free Stat Upgrade") || !strings.Contains(got, "2 ") {
		t.Errorf("the shop says %q", got)
	}
}
