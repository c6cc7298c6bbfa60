package harrowing

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// agrees checks that New and the record agree on cfg: both accept it and
// the record gives it back whole, or both refuse it.
func agrees(t *testing.T, cfg Config, wantOK bool) {
	t.Helper()
	_, errNew := New(cfg, 1)
	rec, errRec := Adapter.Start(cfg, 1)
	if (errNew == nil) != (errRec == nil) {
		t.Fatalf("New says %v, the record %v", errNew, errRec)
	}
	if (errNew == nil) != wantOK {
		t.Fatalf("accepted %v, want %v: %v", errNew == nil, wantOK, errNew)
	}
	if errNew != nil {
		return
	}
	back, _, err := Adapter.Replay(rec)
	if err != nil {
		t.Fatalf("a config New accepts does not replay from its record: %v", err)
	}
	if !reflect.DeepEqual(back.Config, cfg) {
		t.Fatalf("the record gives back %+v, want %+v", back.Config, cfg)
	}
}

// ownerBook is a small owner's catalogue, compact: one circle called
// circleID of six crises and n more whose ids are pad digits long.
func ownerBook(t *testing.T, circleID string, n, pad int) (string, []string) {
	t.Helper()
	ci := Circle{ID: circleID, Name: "Ours",
		Origins: []Card{{ID: "o", Name: "O", Kind: Location, Keywords: []Keyword{Origin}, Origin: &OriginSpot{Start: true}}},
		Boss:    Card{ID: "b", Name: "B", Kind: Adversary, Health: 3, Keywords: []Keyword{Boss}}}
	var ids []string
	for i := range n + 6 {
		id := fmt.Sprintf("%0*d", pad, i)
		ids = append(ids, id)
		ci.Infernal = append(ci.Infernal, Card{ID: id, Name: "x", Kind: Crisis})
	}
	c := Catalogue{Circles: []Circle{ci}, Hunted: lantern().Hunted, Items: lantern().Items[:1], Starting: lantern().Starting}
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	return string(b), ids
}

// Every limit New checks, the record holds: a config at each limit plays
// from its record, and one past it is refused by both, never accepted by
// New and then lost in every save and link.
func TestEveryLimitTravelsThroughARecord(t *testing.T) {
	twos := [7]int8{2, 2, 2, 2, 2, 2, 2}
	five := [][7]int8{twos, twos, twos, twos, twos}
	unknowns := unknownNumbers(lantern())
	var allCards []string
	for id, k := range lantern().cards {
		if !k.has(Essential) {
			allCards = append(allCards, id)
		}
	}
	slices.Sort(allCards)
	long := strings.Repeat("𝔄", MaxName)
	tests := []struct {
		name string
		cfg  func(t *testing.T) Config
		ok   bool
	}{
		{"five effigies with the longest names", func(*testing.T) Config {
			return Config{Sins: five, Names: []string{long, long, long, long, long}}
		}, true},
		{"six effigies", func(*testing.T) Config { return Config{Sins: append(five, twos)} }, false},
		{"a name one character too long", func(*testing.T) Config {
			return Config{Sins: [][7]int8{twos}, Names: []string{long + "a"}}
		}, false},
		{"the last game of a campaign", func(*testing.T) Config { return Config{Sins: five, Game: MaxGames} }, true},
		{"one game more", func(*testing.T) Config { return Config{Sins: five, Game: MaxGames + 1} }, false},
		{"every Unknown card unlocked, every card obliterated", func(*testing.T) Config {
			return Config{Sins: five, Unlocked: unknowns, Obliterated: allCards}
		}, true},
		{"an owner's circle with the longest id", func(t *testing.T) Config {
			cards, _ := ownerBook(t, strings.Repeat("c", maxID), 0, 1)
			return Config{Sins: five, Cards: cards, Circle: strings.Repeat("c", maxID)}
		}, true},
		{"an owner's circle id too long", func(t *testing.T) Config {
			cards, _ := ownerBook(t, strings.Repeat("c", maxID+1), 0, 1)
			return Config{Sins: five, Cards: cards}
		}, false},
		{"more cards obliterated than a record lists", func(t *testing.T) Config {
			cards, ids := ownerBook(t, "many", maxCards, 3)
			return Config{Sins: five, Cards: cards, Obliterated: ids}
		}, false},
		{"obliterated cards that overfill a record's config", func(t *testing.T) Config {
			cards, ids := ownerBook(t, "long", 340, maxID-10)
			return Config{Sins: five, Cards: cards, Obliterated: ids}
		}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { agrees(t, tc.cfg(t), tc.ok) })
	}
}
