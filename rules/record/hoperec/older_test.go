package hoperec

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"lantern/rules/hope"
)

// TestOlderDecks: a record of an older version replays on that version's
// cards, Lantern's own or an owner's added after them; an owner's deck
// played alone is kept; no other version is accepted.
func TestOlderDecks(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "owner-deck.json"))
	if err != nil {
		t.Fatal(err)
	}
	added, err := OwnerDeck(data, true)
	if err != nil {
		t.Fatal(err)
	}
	alone, err := OwnerDeck(data, false)
	if err != nil {
		t.Fatal(err)
	}
	for v := 1; v < RulesVersion; v++ {
		t.Run(fmt.Sprintf("v%d", v), func(t *testing.T) {
			then := olderStandard[v]()
			if c, ok := older(v, hope.Config{}); !ok || c.Deck != then {
				t.Errorf("Lantern's cards: %v, %v", c.Deck == then, ok)
			}
			if c, ok := older(v, hope.Config{Deck: standard()}); !ok || c.Deck != then {
				t.Errorf("Lantern's cards by pointer: %v, %v", c.Deck == then, ok)
			}
			c, ok := older(v, hope.Config{Deck: added})
			n := len(then.Scenes)
			if !ok || !reflect.DeepEqual(c.Deck.Scenes[:n], then.Scenes) || !reflect.DeepEqual(c.Deck.Scenes[n:], alone.Scenes) {
				t.Errorf("an owner's cards added to Lantern's are not added to version %d's", v)
			}
			if c, ok := older(v, hope.Config{Deck: alone}); !ok || c.Deck != alone {
				t.Errorf("an owner's deck alone was changed")
			}
		})
	}
	for _, v := range []int{0, RulesVersion, RulesVersion + 1} {
		if _, ok := older(v, hope.Config{}); ok {
			t.Errorf("version %d accepted as older", v)
		}
	}
}

// TestOlderDecksDiffer: every rules version's cards differ from the next
// one's, or the version was bumped for nothing.
func TestOlderDecksDiffer(t *testing.T) {
	for v := 1; v < RulesVersion; v++ {
		next := standard()
		if v+1 < RulesVersion {
			next = olderStandard[v+1]()
		}
		if reflect.DeepEqual(olderStandard[v]().Scenes, next.Scenes) {
			t.Errorf("version %d's scenes are version %d's: no new rules version was needed", v, v+1)
		}
	}
}
