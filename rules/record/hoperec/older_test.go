package hoperec

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"lantern/rules/hope"
)

// TestOlderDecks: a version 1 record replays on version 1's cards, Lantern's
// own or an owner's added after them; an owner's deck played alone is kept;
// no other version is accepted.
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
	if c, ok := older(1, hope.Config{}); !ok || c.Deck != standardV1 {
		t.Errorf("Lantern's cards: %v, %v", c.Deck == standardV1, ok)
	}
	if c, ok := older(1, hope.Config{Deck: standard}); !ok || c.Deck != standardV1 {
		t.Errorf("Lantern's cards by pointer: %v, %v", c.Deck == standardV1, ok)
	}
	c, ok := older(1, hope.Config{Deck: added})
	n := len(standardV1.Scenes)
	if !ok || !reflect.DeepEqual(c.Deck.Scenes[:n], standardV1.Scenes) || !reflect.DeepEqual(c.Deck.Scenes[n:], alone.Scenes) {
		t.Errorf("an owner's cards added to Lantern's are not added to version 1's")
	}
	if c, ok := older(1, hope.Config{Deck: alone}); !ok || c.Deck != alone {
		t.Errorf("an owner's deck alone was changed")
	}
	for _, v := range []int{0, RulesVersion, RulesVersion + 1} {
		if _, ok := older(v, hope.Config{}); ok {
			t.Errorf("version %d accepted as older", v)
		}
	}
	if reflect.DeepEqual(standardV1.Scenes, standard.Scenes) {
		t.Error("version 1's cards are today's: the balance of issue #13 needs no new rules version")
	}
}
