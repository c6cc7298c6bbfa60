package hunt

import (
	"testing"

	"lantern/internal/htmltest"
	"lantern/rules/hunt"
)

// A failed import changes nothing, and the screen still says which table
// the hunt will play: the earlier owner's table, or Lantern's own.
func TestSetupFailedImportChangesNothing(t *testing.T) {
	htmltest.Has(t, htmltest.Render(t, &Setup{}), "will play Lantern’s own table")

	_, bad := ParseTable("broken.csv", []byte("roll;title\n"))
	s := &Setup{}
	s.imported("ours.csv", hunt.Table(), nil)
	s.imported("broken.csv", nil, bad)
	if len(s.table) != hunt.TableRows {
		t.Fatalf("a failed import dropped the earlier table (%d rows)", len(s.table))
	}
	htmltest.Has(t, htmltest.Render(t, s), "broken.csv was not imported", "will play your table from ours.csv")

	s = &Setup{}
	s.imported("broken.csv", nil, bad)
	htmltest.Has(t, htmltest.Render(t, s), "broken.csv was not imported", "will play Lantern’s own table")
}

func TestSetupOffersTheRoster(t *testing.T) {
	s := &Setup{roster: []hunt.Member{{Name: "Wren", Survival: 2, Courage: 3, HuntXP: 4, Gear: []string{hunt.HerbTools}}}}
	htmltest.Has(t, htmltest.Render(t, s), "Take Wren", "Wren — survival 2, insanity 0, courage 3, understanding 0, hunt XP 4; herb tools", `id="roster-keep"`)
	r := row{name: "Wren", gear: []string{"rope", hunt.HerbTools}, mining: true}
	if got := r.gearTags(); len(got) != 2 || got[0] != "rope" || got[1] != hunt.MiningTools {
		t.Fatalf("gear %v: the ticks decide the tools, other tags stay", got)
	}
}
