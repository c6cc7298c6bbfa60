package hunt

import (
	"fmt"
	"testing"

	"lantern/rules/record"
)

func TestRecordRoundTrip(t *testing.T) {
	for i, cfg := range scripted(t) {
		if i == 2 {
			cfg.Table = Table() // an owner's table travels with the record
		}
		seed := uint64(77 + i)
		moves, end, _ := script(t, cfg, seed)
		rec, err := Adapter.Encode(cfg, seed, moves)
		if err != nil {
			t.Fatal(err)
		}
		b, err := record.Marshal(rec)
		if err != nil {
			t.Fatalf("level %d: %v", cfg.Level, err)
		}
		back, err := record.Unmarshal(b)
		if err != nil {
			t.Fatal(err)
		}
		got, gotMoves, err := Adapter.Replay(back)
		if err != nil || len(gotMoves) != len(moves) || fmt.Sprint(got) != fmt.Sprint(end) {
			t.Fatalf("level %d: replay differs (%v)", cfg.Level, err)
		}
		sum, err := record.Load(back)
		if err != nil || !sum.Over || len(sum.Players) != len(cfg.Team) {
			t.Fatalf("summary %+v, %v", sum, err)
		}
		t.Logf("level %d: %d moves, config %d bytes, moves %d bytes, record %d bytes", cfg.Level, len(moves), len(rec.Config), len(rec.Moves), len(b))
	}
}

func TestAppendMatchesEncode(t *testing.T) {
	cfg := scripted(t)[0]
	moves, _, _ := script(t, cfg, 5)
	rec, err := Adapter.Start(cfg, 5)
	if err != nil {
		t.Fatal(err)
	}
	s := mustNew(t, cfg, 5)
	for _, m := range moves {
		if rec, err = Adapter.Append(rec, s, m); err != nil {
			t.Fatal(err)
		}
		s, _ = step(t, s, m)
	}
	enc, _ := Adapter.Encode(cfg, 5, moves)
	if string(enc.Moves) != string(rec.Moves) || string(enc.Config) != string(rec.Config) {
		t.Fatal("appending move by move differs from encoding at once")
	}
}

// FuzzUnpackConfig: any bytes either fail to unpack or give a config, and
// never panic.
func FuzzUnpackConfig(f *testing.F) {
	for _, cfg := range scripted(&testing.T{}) {
		rec, _ := Adapter.Start(cfg, 1)
		f.Add(rec.Config)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		u := record.NewUnpacker(b)
		cfg := unpackConfig(u, []string{"Mara", "Ode", "Ilse", "Tam"})
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
