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

// A new survivor's survival and insanity are typed on the setup screen,
// not only brought from the roster, and go into the hunt.
func TestSetupTypesSurvivalAndInsanity(t *testing.T) {
	s := &Setup{}
	s.OnInit()
	s.size, s.rows[0] = 1, row{name: "Ada", survival: 3, insanity: 12}
	c := &Setup{}
	*c = *s
	htmltest.Has(t, htmltest.Render(t, c), `for="survivor-1-survival"`, "Survival (0–99)", `id="survivor-1-insanity"`, `value="12"`)
	cfg, err := s.Config()
	if err != nil || cfg.Team[0].Survival != 3 || cfg.Team[0].Insanity != 12 {
		t.Fatalf("config %+v, %v", cfg.Team, err)
	}
}
