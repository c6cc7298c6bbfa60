package harrowing

import (
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"lantern/internal/golden"
	"lantern/rules/record"
	"lantern/rules/rng"
)

// randomMoves plays n random legal moves and returns them with the end.
func randomMoves(t *testing.T, cfg Config, seed uint64, n int) ([]Move, State) {
	t.Helper()
	s, err := New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rng.New(seed + 1)
	var moves []Move
	for range n {
		legal := Legal(s)
		if len(legal) == 0 {
			break
		}
		m := legal[r.Intn(len(legal))]
		s = must(t, s, m)
		moves = append(moves, m)
	}
	return moves, s
}

var threeEffigies = Config{
	Sins:  [][7]int8{{1, 2, 3, 4, 1, 2, 3}, {4, 3, 2, 1, 4, 3, 2}, {2, 2, 2, 2, 2, 2, 2}},
	Names: []string{"Mara", "Ode", "Ilse"},
}

func TestRecordRoundTrip(t *testing.T) {
	moves, end := randomMoves(t, threeEffigies, 9, 120)
	rec, err := Adapter.Encode(threeEffigies, 9, moves)
	if err != nil {
		t.Fatal(err)
	}
	b, err := record.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	back, err := record.Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	got, gotMoves, err := Adapter.Replay(back)
	if err != nil || len(gotMoves) != len(moves) || !reflect.DeepEqual(got, end) {
		t.Fatalf("replay differs (%v)", err)
	}
	sum, err := record.Load(back)
	if err != nil || strings.Join(sum.Players, ",") != "Mara,Ode,Ilse" {
		t.Fatalf("summary %+v, %v", sum, err)
	}
	t.Logf("%d moves: record %d bytes", len(moves), len(b))
}

func TestSameSeedSameGame(t *testing.T) {
	a, x := randomMoves(t, threeEffigies, 3, 200)
	b, y := randomMoves(t, threeEffigies, 3, 200)
	if !reflect.DeepEqual(a, b) || !reflect.DeepEqual(x, y) {
		t.Fatal("the same seed and moves gave different games")
	}
}

// The order of Legal is what records store: pin it.
func TestLegalOrderGolden(t *testing.T) {
	var b strings.Builder
	show := func(title string, s State) {
		fmt.Fprintf(&b, "== %s\n", title)
		for _, m := range Legal(s) {
			fmt.Fprintf(&b, "%+v\n", m)
		}
	}
	s := quiet(t, 2, "i-cri-ashfall", "i-loc-kiln", "i-adv-tallyman")
	s.Effigies[0].Foes = []Foe{{ID: "i-adv-gaoler"}, {ID: "i-adv-moths"}}
	s.Effigies[1].Omens = 1
	s.Effigies[1].Corrupt[0] = MaxSin
	show("two effigies; the first holds two foes, the second has 1 omen and full lust", s)
	s.Ritual = 3
	show("ritual 3 of 2", s)
	s = must(t, s, Move{Kind: Invoke, Seat: 0, Index: 1})
	show("the first invokes the kiln: where does it go?", s)
	golden.Check(t, filepath.Join("testdata", "legal.golden"), []byte(b.String()))
}

func FuzzUnpackConfig(f *testing.F) {
	rec, _ := Adapter.Start(threeEffigies, 1)
	f.Add(rec.Config)
	f.Fuzz(func(t *testing.T, b []byte) {
		u := record.NewUnpacker(b)
		cfg := unpackConfig(u, nil)
		if u.Done() != nil {
			return
		}
		if _, err := New(cfg, 1); err == nil {
			var p record.Packer
			if err := packConfig(cfg, &p); err != nil || string(p.Bytes()) != string(b) {
				t.Fatalf("a valid config does not pack back to its bytes")
			}
		}
	})
}
