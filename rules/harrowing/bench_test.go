package harrowing

import (
	"encoding/json"
	"fmt"
	"testing"
)

// five is a five-effigy game 120 random moves in and still going: a
// grown map, full zones, every effigy with moves.
func five(b *testing.B) (State, []Move, uint64) {
	b.Helper()
	t := &testing.T{}
	cfg := Config{Sins: [][7]int8{{1, 2, 3, 4, 1, 2, 3}, {4, 3, 2, 1, 4, 3, 2}, {2, 2, 2, 2, 2, 2, 2}, {3, 3, 3, 3, 3, 3, 3}, {1, 1, 4, 4, 2, 2, 3}}}
	for seed := range uint64(100) {
		moves, s := randomMoves(t, cfg, seed, 120)
		if t.Failed() {
			b.Fatal("the scripted game failed")
		}
		if s.Result == Playing && s.Ask == nil && len(moves) == 120 {
			return s, moves, seed
		}
	}
	b.Fatal("no seed gives a game still going after 120 moves")
	return State{}, nil, 0
}

// BenchmarkLegal measures the list every screen refresh and every replayed
// move asks for.
func BenchmarkLegal(b *testing.B) {
	s, _, _ := five(b)
	b.ResetTimer()
	for range b.N {
		Legal(s)
	}
}

// BenchmarkReplay120 measures opening a save: 120 moves replayed from the
// record, as the game page does before it shows anything.
func BenchmarkReplay120(b *testing.B) {
	s, moves, seed := five(b)
	rec, err := Adapter.Encode(s.Config, seed, moves)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if _, _, err := Adapter.Replay(rec); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseCatalogueManyAreas parses a file at the size limit that is
// mostly areas and Unknown cards sent to them: each card's area was once
// searched in a list, which made such a file quadratic.
func BenchmarkParseCatalogueManyAreas(b *testing.B) {
	own, err := readCard("cards/lantern.json")
	if err != nil {
		b.Fatal(err)
	}
	c, err := ParseCatalogue(own)
	if err != nil {
		b.Fatal(err)
	}
	card := c.Circles[0].Infernal[0]
	for i := 0; len(c.Areas) < 20000; i++ {
		c.Areas = append(c.Areas, Area{Name: fmt.Sprintf("area %d", i)})
	}
	for len(c.Unknown) < 1500 {
		c.Unknown = append(c.Unknown, Unknown{Number: 1, To: "area", Area: "area 19999", Card: &card})
	}
	file, _ := json.Marshal(c)
	if len(file) > MaxCatalogueBytes {
		b.Fatalf("%d bytes: over the limit", len(file))
	}
	b.SetBytes(int64(len(file)))
	for b.Loop() {
		ParseCatalogue(file)
	}
}
