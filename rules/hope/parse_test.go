package hope

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"lantern/internal/golden"
	"lantern/rules"
)

func deckJSON(t testing.TB, d Deck) []byte {
	t.Helper()
	b, err := json.MarshalIndent(d, "", "\t")
	if err != nil {
		t.Fatal(err)
	}
	return append(b, '\n')
}

func TestParseDeckRoundTrip(t *testing.T) {
	decks := map[string]Deck{
		"core":     CoreDeck(),
		"martial":  MartialLawDeck(),
		"combined": Combined(CoreDeck(), MartialLawDeck()),
		"small":    smallDeck(),
	}
	for name, d := range decks {
		t.Run(name, func(t *testing.T) {
			got, err := ParseDeck(deckJSON(t, d))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, d) {
				t.Error("the deck changed on its way through JSON")
			}
		})
	}
}

// TestDeckGolden pins the JSON of Lantern's own decks: owners copy it as an
// example, and a change to a card shows up in review as a diff here. It
// reads the indented sources in cards/, not the packed copies the package
// embeds, so that -update never writes an edited card back as it was.
func TestDeckGolden(t *testing.T) {
	for name, embedded := range map[string]Deck{"core": CoreDeck(), "martial-law": MartialLawDeck()} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join("cards", name+".json")
			text, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			d, err := ParseDeck(text)
			if err != nil {
				t.Fatal(err)
			}
			golden.Check(t, path, deckJSON(t, d))
			if !reflect.DeepEqual(d, embedded) {
				t.Errorf("the embedded %s deck is not %s (run TestPackedDecks with -update)", name, path)
			}
		})
	}
}

// The embedded decks are packed/: cards/ without indentation, which cost
// brotli inside app.wasm (docs/architecture.md).
func TestPackedDecks(t *testing.T) { golden.Packed(t, "cards", "packed") }

// TestDocsExample keeps docs/cards.md true: its example deck parses, and
// the error lines it shows are the ones Validate writes for that deck.
func TestDocsExample(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "cards.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, _ := strings.Cut(string(doc), "```json\n")
	example, _, _ := strings.Cut(rest, "```")
	d, err := ParseDeck([]byte(example))
	if err != nil {
		t.Fatalf("the example deck in docs/cards.md is refused: %v", err)
	}
	d.Scenes[0].Fail.Effects[0].Kind = "fly"
	d.Assets[0].Uses = 0
	d.Scenes[1].Group[0].Option = 2
	for _, line := range strings.Split(Validate(d).Error(), "\n") {
		if !strings.Contains(string(doc), line) {
			t.Errorf("docs/cards.md does not show the error %q", line)
		}
	}
}

func TestParseDeckRefuses(t *testing.T) {
	valid := string(deckJSON(t, smallDeck()))
	tests := []struct {
		name, data, want string
	}{
		{"empty input", "", "not readable JSON"},
		{"not JSON", "scenes: []", "not readable JSON"},
		{"wrong shape", `{"scenes": {}}`, "not readable JSON"},
		{"unknown field", `{"scenes": [], "monsters": []}`, `unknown field "monsters"`},
		{"unknown nested field", strings.Replace(valid, `"uses": 2`, `"uses": 2, "price": 3`, 1), `unknown field "price"`},
		{"trailing data", valid + "{}", "more after the deck"},
		{"null", "null", "deck: it has no cards"},
		{"empty deck", "{}", "deck: it has no cards"},
		{"invalid card", strings.Replace(valid, `"hardship": 2`, `"hardship": 12`, 1), "scene t-s1: hardship 12 is outside 0 to 6"},
		{"too big", `{"scenes":[` + strings.Repeat(" ", MaxDeckBytes) + `]}`, "at most 1048576"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := ParseDeck([]byte(tt.data))
			if !errors.Is(err, rules.ErrBadCard) {
				t.Fatalf("ParseDeck = %v, want an error wrapping rules.ErrBadCard", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ParseDeck = %q, want it to contain %q", err, tt.want)
			}
			if !reflect.DeepEqual(d, Deck{}) {
				t.Error("a refused deck should come back empty")
			}
		})
	}
}

// FuzzParseDeck feeds ParseDeck arbitrary bytes. It must never panic, and
// whatever it accepts must be within the limits and survive a second trip
// through JSON unchanged.
func FuzzParseDeck(f *testing.F) {
	f.Add(deckJSON(f, smallDeck()))
	f.Add(deckJSON(f, MartialLawDeck()))
	f.Add([]byte(`{"traits":[{"id":"x","title":"X","text":"x","window":"any","effects":[{"kind":"choose","options":[[{"kind":"feed","n":1}],[{"kind":"heal","n":1}]]}]}]}`))
	f.Add([]byte(`{"scenes":[{"id":"s","title":"S","terrain":"any","callout":"c","noRoll":true,"options":[{"label":"a","outcome":{}},{"label":"b","outcome":{}}],"group":[{"when":"all","option":1,"outcome":{"effects":[{"kind":"hope","n":-1}]}}]}]}`))
	f.Add([]byte(`{"assets":[{"id":"a","title":"A","text":"a","uses":9,"window":"on_draw","effects":[{"kind":"redraw"}]}]}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := ParseDeck(data)
		if err != nil {
			if !errors.Is(err, rules.ErrBadCard) {
				t.Fatalf("error %v does not wrap rules.ErrBadCard", err)
			}
			return
		}
		for _, n := range []int{len(d.Scenes), len(d.Assets), len(d.Traits), len(d.Personalities), len(d.Relationships)} {
			if n > MaxCardsPerKind {
				t.Fatalf("accepted %d cards of one kind", n)
			}
		}
		once := deckJSON(t, d)
		again, err := ParseDeck(once)
		if err != nil {
			t.Fatalf("an accepted deck was refused after a round trip: %v", err)
		}
		if twice := deckJSON(t, again); !bytes.Equal(once, twice) {
			t.Fatalf("a round trip changed the deck:\n%s\n%s", once, twice)
		}
	})
}

// bigDeck is near the limits: 500 scenes copied from the core deck under
// new IDs, compact JSON just under MaxDeckBytes.
func bigDeck(b *testing.B) []byte {
	core := CoreDeck()
	d := Deck{Assets: core.Assets}
	for i := range MaxCardsPerKind {
		s := core.Scenes[i%len(core.Scenes)]
		s.ID = fmt.Sprintf("big-%03d", i)
		d.Scenes = append(d.Scenes, s)
	}
	data, err := json.Marshal(d)
	if err != nil || len(data) > MaxDeckBytes {
		b.Fatalf("big deck: %d bytes, %v", len(data), err)
	}
	return data
}

func BenchmarkParseDeck(b *testing.B) {
	for name, data := range map[string][]byte{"core": deckJSON(b, CoreDeck()), "500-scenes": bigDeck(b)} {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if _, err := ParseDeck(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func ExampleParseDeck() {
	d, err := ParseDeck([]byte(`{"traits": [{"id": "my-trait01", "title": "Lucky", "text": "Reroll one failed die.",
		"window": "after_roll", "effects": [{"kind": "reroll", "n": 1}]}]}`))
	fmt.Println(len(d.Traits), err)

	_, err = ParseDeck([]byte(`{"traits": [{"id": "my-trait02", "title": "Wings", "text": "Fly away.",
		"window": "any", "effects": [{"kind": "fly"}]}]}`))
	fmt.Println(err)
	// Output:
	// 1 <nil>
	// bad card: trait my-trait02: effect 1: effect kind "fly" is not in Lantern's vocabulary
}
