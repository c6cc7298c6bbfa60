package harrowing

import (
	"fmt"
	"testing"

	"lantern/rules/record"
)

// HA-31: from revision 4 the completed ritual drives Bane back by one for
// each effigy as the boss enters the Fate (never below 0); revision 3
// left it.
func TestSummonsDrivesBaneBack(t *testing.T) {
	for _, c := range []struct {
		effigies, rev, bane, want int
	}{
		{5, 0, 7, 2},
		{3, 0, 7, 4},
		{2, 0, 1, 0},
		{5, 3, 7, 7},
	} {
		s := quiet(t, c.effigies)
		s.Config.Rev = c.rev
		s.Ritual, s.Bane = c.effigies+1, c.bane
		s = must(t, s, Move{Kind: Summon})
		if s.Bane != c.want {
			t.Errorf("%d effigies, revision %d, Bane %d: Bane %d after the summons, want %d", c.effigies, s.Config.revision(), c.bane, s.Bane, c.want)
		}
	}
}

// HA-32: from revision 4 a boss grows by at least 2 health for each
// effigy over three, and its threat aimed at no one reaches every effigy
// at a table over three; tables of three or fewer, other adversaries and
// revision 3 are as they were.
func TestBigTableBoss(t *testing.T) {
	boss := lantern().Card(tollkeeper) // health 7, perEffigy 1, threat: corrupt 1 (its holder)
	tallyman := lantern().Card("i-adv-tallyman")
	for _, c := range []struct {
		effigies, rev int
		k             Card
		health        int
		who           Who
	}{
		{5, 0, boss, 11, Each},
		{4, 0, boss, 9, Each},
		{3, 0, boss, 7, ""},
		{1, 0, boss, 5, ""},
		{5, 3, boss, 9, ""},
		{5, 0, tallyman, tallyman.Health, ""},
	} {
		t.Run(fmt.Sprintf("%s at %d, revision %d", c.k.ID, c.effigies, c.rev), func(t *testing.T) {
			s := newGame(t, c.effigies)
			s.Config.Rev = c.rev
			if got := s.Health(c.k); got != c.health {
				t.Errorf("health %d, want %d", got, c.health)
			}
			th := s.Threat(c.k)
			if len(th) == 0 || th[0].Who != c.who {
				t.Errorf("threat %+v, want one aimed at %q", th, c.who)
			}
			if len(c.k.Threat) > 0 && c.k.Threat[0].Who != "" {
				t.Error("the card's own threat was changed")
			}
		})
	}
}

// A config keeps the revision it was packed under: a revision-3 game
// reads back as one (and plays with revision 3's rules), a new one as
// the current revision.
func TestConfigKeepsItsRevision(t *testing.T) {
	for _, rev := range []int{0, 2, 3, 4} {
		cfg := Config{Sins: threeEffigies.Sins, Rev: rev}
		var p record.Packer
		pack(cfg, &p)
		u := record.NewUnpacker(p.Bytes())
		got := unpackConfig(u, nil)
		if err := u.Done(); err != nil {
			t.Fatal(err)
		}
		if got.Rev != rev || got.revision() != cfg.revision() {
			t.Errorf("packed with Rev %d: read back Rev %d, revision %d", rev, got.Rev, got.revision())
		}
	}
}
