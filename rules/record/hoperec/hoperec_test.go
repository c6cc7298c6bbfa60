package hoperec

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"lantern/internal/golden"
	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/rng"
)

func config(n int, expansion bool) hope.Config {
	names := []string{"Mara", "Ode", "Ike", "Sol", "Wren"}
	c := hope.Config{Expansion: expansion}
	for i := range n {
		c.Seats = append(c.Seats, hope.SeatConfig{Name: names[i], Bot: i > 0})
	}
	return c
}

// randomGame plays random legal moves to the end and returns them.
func playGame(t testing.TB, cfg hope.Config, seed uint64) (hope.State, []hope.Move) {
	s, err := newGame(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rng.New(^seed)
	var moves []hope.Move
	for !s.Over {
		legal := hope.Legal(s)
		if len(legal) == 0 || len(moves) > 20000 {
			t.Fatalf("seed %d stuck after %d moves", seed, len(moves))
		}
		m := legal[r.Intn(len(legal))]
		if s, _, err = hope.Apply(s, m); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	return s, moves
}

func TestConfigRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		cfg  hope.Config
	}{
		{"three seats", config(3, false)},
		{"five seats with expansion", config(5, true)},
		{"stacked and fixed", func() hope.Config {
			c := config(4, false)
			c.Stack.Scenes = []string{"a", "b"}
			c.Stack.Relationships = []string{"r"}
			c.Dice = []int{6, 1, 4}
			return c
		}()},
		{"first edition", func() hope.Config {
			c := config(3, false)
			c.Edition = hope.EditionFirst
			return c
		}()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p record.Packer
			if err := packConfig(tt.cfg, &p); err != nil {
				t.Fatal(err)
			}
			u := record.NewUnpacker(p.Bytes())
			got := unpackConfig(u, names(tt.cfg))
			tt.cfg.Edition = cmp.Or(tt.cfg.Edition, hope.EditionLatest) // a record names its edition
			if err := u.Done(); err != nil || !reflect.DeepEqual(got, tt.cfg) {
				t.Fatalf("round trip = %+v, %v; want %+v", got, err, tt.cfg)
			}
		})
	}
}

// A whole game survives record → bytes → link → replay with the same state,
// and the autosave path (Append after every move) writes the same record.
func TestWholeGameRoundTrip(t *testing.T) {
	for seed := range uint64(20) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			roundTrip(t, config(3+int(seed%3), seed%2 == 0), seed)
		})
	}
}

// roundTrip plays a bot game on cfg and checks that it comes back from a
// file and from a link to the same finished state, and that autosaving
// (Append after every move) writes the record Encode does. It returns the
// record and its link.
func roundTrip(t *testing.T, cfg hope.Config, seed uint64) (record.Record, string) {
	t.Helper()
	end, moves := playGame(t, cfg, seed)
	rec, err := Adapter.Encode(cfg, seed, moves)
	if err != nil {
		t.Fatal(err)
	}
	byAppend, _ := Adapter.Start(cfg, seed)
	s, _ := newGame(cfg, seed)
	for _, m := range moves {
		if byAppend, err = Adapter.Append(byAppend, s, m); err != nil {
			t.Fatal(err)
		}
		s, _, _ = hope.Apply(s, m)
	}
	if !reflect.DeepEqual(byAppend, rec) {
		t.Fatal("Append and Encode write different records")
	}
	file, err := record.MarshalFile(record.File{Title: "round trip", Updated: 1, Record: rec})
	if err != nil {
		t.Fatal(err)
	}
	fromFile, err := record.UnmarshalFile(file)
	if err != nil {
		t.Fatal(err)
	}
	link, err := record.EncodeLink(rec)
	if err != nil {
		t.Fatal(err)
	}
	fromLink, err := record.DecodeLink(link)
	if err != nil {
		t.Fatal(err)
	}
	for name, r := range map[string]record.Record{"file": fromFile.Record, "link": fromLink} {
		sum, err := record.Load(r)
		if err != nil || sum.Hash != Hash(end) || sum.Moves != len(moves) || !sum.Over {
			t.Fatalf("%s: Load = %+v, %v; want hash %s", name, sum, err, Hash(end))
		}
	}
	return rec, link
}

// TestGolden pins a complete game of every rules version. When the current
// one fails the engine replays old moves differently: once Lantern has
// been released with Hope records, bump RulesVersion (and keep the old
// behaviour loadable, see older); before that, regenerate with -update,
// which writes only the current version's game.
func TestGolden(t *testing.T) {
	for v := 1; v <= RulesVersion; v++ {
		t.Run(fmt.Sprintf("v%d", v), func(t *testing.T) { checkGolden(t, v) })
	}
}

func checkGolden(t *testing.T, v int) {
	path := filepath.Join("testdata", fmt.Sprintf("hope-v%d.golden", v))
	if golden.Updating() && v == RulesVersion {
		cfg := config(5, true)
		_, moves := playGame(t, cfg, 2026)
		rec, err := Adapter.Encode(cfg, 2026, moves)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := record.Marshal(rec)
		os.MkdirAll("testdata", 0o755)
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		sum, _ := record.Load(rec)
		os.WriteFile(path+".hash", []byte(sum.Hash+"\n"+sum.Progress+"\n"), 0o644)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(path + ".hash")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Rules != v {
		t.Fatalf("%s holds a record of rules version %d", path, rec.Rules)
	}
	sum, err := record.Load(rec)
	if err != nil {
		t.Fatalf("the golden Hope game no longer replays: %v (see the comment above)", err)
	}
	if got := sum.Hash + "\n" + sum.Progress + "\n"; got != string(want) {
		t.Fatalf("the golden Hope game replays to %q, was %q: the engine changed old games (see the comment above)", got, want)
	}
}

// BenchmarkLoadCompleteGame is what opening a finished 5-seat game costs:
// decoding its bytes and replaying every move.
func BenchmarkLoadCompleteGame(b *testing.B) {
	cfg := config(5, true)
	_, moves := botGame(b, cfg, 99)
	rec, err := Adapter.Encode(cfg, 99, moves)
	if err != nil {
		b.Fatal(err)
	}
	data, _ := record.Marshal(rec)
	b.ResetTimer()
	for range b.N {
		r, err := record.Unmarshal(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := record.Load(r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(moves)), "moves")
}
