package harrowing

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"lantern/rules"
)

// A patch replaces cards (a boss too) and items by id, wherever they sit;
// a circle file's item keeps its circle.
func TestPatchReplacesByID(t *testing.T) {
	c, err := mergeLantern(loaderFS(t, map[string]string{
		"cards/circle-3.json": circleFile("iii"),
		"cards/rev9.json": `{"cards":[{"id":"iii-boss","name":"Boss","kind":"adversary","health":8,"keywords":["boss"]},` +
			`{"id":"iii-cri-b","name":"A b","kind":"crisis","invoke":[{"op":"gainOmens","n":2}]}],` +
			`"items":[{"id":"iii-item","name":"Other thing","tier":1,"top":{"colors":["red"]},"bottom":{"colors":["blue"]}}]}`,
	}), "cards/rev9.json")
	if err != nil {
		t.Fatal(err)
	}
	bk := newBook(c)
	if got := bk.Card("iii-boss").Health; got != 8 {
		t.Errorf("boss health %d, want the patch's 8", got)
	}
	if got := bk.Card("iii-cri-b").Invoke[0].N; got != 2 {
		t.Errorf("crisis gives %d omens, want the patch's 2", got)
	}
	if it := bk.Item("iii-item"); it.Name != "Other thing" || it.Circle != "iii" {
		t.Errorf("item %+v, want the patch's, still of circle iii", it)
	}
}

func TestPatchRefuses(t *testing.T) {
	for name, text := range map[string]string{
		"an id the catalogue lacks": `{"cards":[{"id":"nowhere","name":"N","kind":"crisis"}]}`,
		"an unknown field":          `{"cardz":[]}`,
		"a bad card":                `{"cards":[{"id":"i-boss-tollkeeper","name":"T","kind":"adversary","health":0,"keywords":["boss"]}]}`,
	} {
		t.Run(name, func(t *testing.T) {
			_, err := mergeLantern(loaderFS(t, map[string]string{"cards/rev9.json": text}), "cards/rev9.json")
			if !errors.Is(err, rules.ErrBadCard) || !strings.Contains(err.Error(), "rev9.json") && name != "a bad card" {
				t.Fatalf("err = %v, want ErrBadCard naming the patch", err)
			}
		})
	}
}

// Revision 5's book is revision 3's with the patch's cards replaced; a
// game of revision 3 or 4 keeps the cards as they were (G-02).
func TestOldRevisionsKeepTheirBook(t *testing.T) {
	b, err := readCard(rev5Patch)
	if err != nil {
		t.Fatal(err)
	}
	p, err := decodeStrict[patch](b)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Cards)+len(p.Items) == 0 {
		t.Fatal("revision 5's patch changes nothing")
	}
	r4, err := Config{Rev: 4}.book()
	if err != nil {
		t.Fatal(err)
	}
	r5, err := Config{}.book()
	if err != nil {
		t.Fatal(err)
	}
	files, err := mergeLantern(readCard)
	if err != nil {
		t.Fatal(err)
	}
	unpatched := newBook(files)
	for _, k := range p.Cards {
		if !reflect.DeepEqual(r4.Card(k.ID), unpatched.Card(k.ID)) || reflect.DeepEqual(r4.Card(k.ID), k) {
			t.Errorf("revision 4 plays %s as %+v, want the card files' own", k.ID, r4.Card(k.ID))
		}
		if !reflect.DeepEqual(r5.Card(k.ID), k) {
			t.Errorf("revision 5 plays %s as %+v, want the patch's", k.ID, r5.Card(k.ID))
		}
	}
	for _, it := range p.Items {
		if reflect.DeepEqual(r4.Item(it.ID), it) || r5.Item(it.ID).Name != it.Name {
			t.Errorf("item %s: revision 4 %+v, revision 5 %+v", it.ID, r4.Item(it.ID), r5.Item(it.ID))
		}
	}
}
