package harrowing

import (
	"errors"
	"io/fs"
	"lantern/internal/golden"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"lantern/rules"
)

// a small circle file, valid on its own terms: six infernal cards, three
// origins, a boss and one item.
func circleFile(id string) string {
	card := func(n string) string {
		return `{"id":"` + id + `-cri-` + n + `","name":"A ` + n + `","kind":"crisis","invoke":[{"op":"gainOmens","n":1}]}`
	}
	var infernal []string
	for _, n := range []string{"a", "b", "c", "d", "e", "f"} {
		infernal = append(infernal, card(n))
	}
	origin := func(n string, x int, start bool) string {
		s := `{"id":"` + id + `-o-` + n + `","name":"Origin ` + n + `","kind":"location","keywords":["origin"],"origin":{"x":` + string(rune('0'+x)) + `,"y":0`
		if start {
			s += `,"start":true`
		}
		return s + `}}`
	}
	return `{"circles":[{"id":"` + id + `","name":"Circle ` + id + `","unlockedBy":7,"infernal":[` + strings.Join(infernal, ",") +
		`],"origins":[` + origin("a", 0, true) + `,` + origin("b", 1, false) + `,` + origin("c", 2, false) +
		`],"boss":{"id":"` + id + `-boss","name":"Boss","kind":"adversary","health":5,"keywords":["boss"]}}],` +
		`"items":[{"id":"` + id + `-item","name":"Thing","tier":1,"top":{"colors":["red"]},"bottom":{"colors":["blue"]}}]}`
}

// loaderFS is a card folder of revision 2's lantern.json and files.
func loaderFS(t *testing.T, files map[string]string) readFile {
	t.Helper()
	base, err := readCard("cards/lantern-r2.json")
	if err != nil {
		t.Fatal(err)
	}
	fsys := fstest.MapFS{"cards/lantern.json": {Data: base}}
	for name, text := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(text)}
	}
	return func(name string) ([]byte, error) { return fs.ReadFile(fsys, name) }
}

// Circle files are read by number up to the first gap, so every file in
// cards/ must follow the last without one.
func TestEveryCircleFileIsMerged(t *testing.T) {
	names, err := filepath.Glob(filepath.Join("cards", "circle-*.json"))
	if err != nil {
		t.Fatal(err)
	}
	for i, name := range names {
		if _, err := readCard(circleFileName(firstCircleFile + i)); err != nil {
			t.Errorf("cards/ holds %d circle files but Lantern has no %s: %s would never be read", len(names), circleFileName(firstCircleFile+i), name)
		}
	}
	c, err := mergeLantern(readCard)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(c.Circles), 2+len(names); got != want {
		t.Errorf("Lantern's book has %d circles; lantern.json's two and %d circle files make %d", got, len(names), want)
	}
}

// Every file of cards/ is embedded under its own name, with its bytes.
func TestEveryCardFileIsEmbedded(t *testing.T) {
	files, err := os.ReadDir("cards")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != len(cardFiles) {
		t.Errorf("cards/ holds %d files, Lantern embeds %d", len(files), len(cardFiles))
	}
	for _, f := range files {
		want, err := os.ReadFile(filepath.Join("packed", f.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if got, err := readCard("cards/" + f.Name()); err != nil || string(got) != string(want) {
			t.Errorf("cards/%s is not embedded as packed/ has it (%v)", f.Name(), err)
		}
	}
	if _, err := readCard("cards/circle-99.json"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file reads with %v", err)
	}
}

// The embedded files are packed/: cards/ without indentation.
func TestPackedCards(t *testing.T) { golden.Packed(t, "cards", "packed") }

// Circle files are merged in name order; their items belong to their
// circle.
func TestMergeLantern(t *testing.T) {
	c, err := mergeLantern(loaderFS(t, map[string]string{
		"cards/circle-4.json": circleFile("iv"),
		"cards/circle-3.json": circleFile("iii"),
	}))
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, ci := range c.Circles {
		ids = append(ids, ci.ID)
	}
	if got := strings.Join(ids, " "); got != "I II iii iv" {
		t.Fatalf("circles %q, want I II iii iv", got)
	}
	last := c.Items[len(c.Items)-1]
	if last.ID != "iv-item" || last.Circle != "iv" {
		t.Fatalf("last item %s of circle %q, want iv-item of iv", last.ID, last.Circle)
	}
}

func TestMergeLanternRefuses(t *testing.T) {
	tests := []struct{ name, file, text, want string }{
		{"two circles in a file", "cards/circle-3.json",
			strings.Replace(circleFile("iii"), `"circles":[`, `"circles":[`+circleFile("x")[len(`{"circles":[`):strings.Index(circleFile("x"), `],"items"`)]+`,`, 1),
			"exactly one circle"},
		{"unknown field", "cards/circle-3.json", strings.Replace(circleFile("iii"), `"items"`, `"itemz"`, 1), "circle-3.json"},
		{"id taken", "cards/circle-3.json", strings.ReplaceAll(circleFile("iii"), "iii-cri-a", "i-loc-lampworks"), "appears twice"},
		{"circle id taken", "cards/circle-3.json", strings.ReplaceAll(circleFile("iii"), `"id":"iii"`, `"id":"II"`), "circle II appears twice"},
		{"item of no circle", "cards/circle-3.json", strings.Replace(circleFile("iii"), `"tier":1`, `"tier":1,"circle":"nowhere"`, 1), "nowhere"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := mergeLantern(loaderFS(t, map[string]string{tc.file: tc.text}))
			if !errors.Is(err, rules.ErrBadCard) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want ErrBadCard saying %q", err, tc.want)
			}
		})
	}
}

// A circle's own items are dealt only in its games.
func TestCircleItemsStayInTheirCircle(t *testing.T) {
	c, err := mergeLantern(loaderFS(t, map[string]string{"cards/circle-3.json": circleFile("iii")}))
	if err != nil {
		t.Fatal(err)
	}
	bk := newBook(c)
	for _, tc := range []struct {
		circle string
		want   bool
	}{{"", false}, {"iii", true}} {
		s := State{Config: Config{Circle: tc.circle, Unlocked: []int{7}}, bk: bk}
		s.dealItems()
		all := append(append([]string{}, s.Items...), s.Trove...)
		if got := strings.Contains(strings.Join(all, " "), "iii-item"); got != tc.want {
			t.Errorf("circle %q deals iii-item: %v, want %v", tc.circle, got, tc.want)
		}
	}
}
