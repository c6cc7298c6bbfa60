package blessed

import (
	"encoding/hex"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"lantern/internal/golden"
	"lantern/rules"
	"lantern/rules/record"
)

func TestLegalOrderGolden(t *testing.T) {
	var b strings.Builder
	show := func(title string, s State) {
		fmt.Fprintf(&b, "== %s\n", title)
		for _, m := range Legal(s) {
			fmt.Fprintf(&b, "%v\n", m)
		}
	}
	s := mustNew(t, Config{Optional: Hunch}, 1)
	show("empty table with Hunch", s)
	s = party(t, Config{}, 1, add(Heart, Carefree, ViceVirtue), add(Head, Wisened, FateKnowledge))
	s = with(bless(bless(s, 0, 2, 2, 5), 1, 6), 1, Vexed, Heart)
	show("two characters, Blessings, seat 2 Vexed on Heart", s)
	c, _ := step(t, begin(t, s, 0, Hand, Hand), Move{Kind: SetDifficulty, Difficulty: Hard})
	show("seat 1 begins a Hard Hand check", c)
	c, _ = step(t, c, Move{Kind: Roll})
	show("after the first roll", c)
	shop, _ := step(t, s, Move{Kind: EndSession})
	shop.Party[1].Owed[Tag10] = 1
	show("the shop, seat 2 owed a d10 upgrade", shop)
	golden.Check(t, filepath.Join("testdata", "legal.golden"), []byte(b.String()))
}

// campaign is a scripted first session and shop: three characters,
// Blessings, a helped and sparked check, a vexed one, and upgrades.
func campaign() (Config, []Move) {
	m := func(k MoveKind) Move { return Move{Kind: k} }
	return Config{Optional: Hex}, []Move{
		add(Heart, Carefree, ViceVirtue), add(Hex, Eager, FateKnowledge), add(Head, Wisened, CunningCapability),
		{Kind: GainBlessing, Seat: 0}, {Kind: GainBlessing, Seat: 0}, {Kind: GainBlessing, Seat: 0},
		{Kind: GainBlessing, Seat: 1}, {Kind: GainBlessing, Seat: 2},
		{Kind: BeginCheck, Seat: 2, Stat: Home, Use: Home},
		{Kind: SetDifficulty, Difficulty: Hard}, {Kind: SetFlag, Flag: Apt, On: true},
		m(Roll), m(Roll), m(Settle),
		{Kind: AddCondition, Seat: 1, Condition: Vexed, Stat: Hex},
		{Kind: BeginCheck, Seat: 1, Stat: Hex, Use: Hex}, {Kind: Vex, Seat: 0}, m(Settle),
		{Kind: AddCondition, Seat: 0, Condition: Uncool},
		{Kind: BeginCheck, Seat: 0, Stat: Heart, Use: Heart}, {Kind: SetFlag, Flag: Alone, On: true},
		m(Roll), m(Settle), m(NextScene),
		m(EndSession),
		{Kind: StatUpgrade, Seat: 0, Stat: Heart, Pay: PayFree},
		{Kind: TakeUpgrade, Seat: 0, Upgrade: NewLifestyle, Lifestyle: Blossomed},
		{Kind: StatUpgrade, Seat: 1, Stat: Head, Pay: PayDowngrade, Second: Hand},
		{Kind: TakeUpgrade, Seat: 1, Upgrade: Rumor},
		{Kind: StatUpgrade, Seat: 2, Stat: Hurt, Pay: PayFree},
		{Kind: TakeUpgrade, Seat: 2, Upgrade: Aptitude},
		m(StartSession),
	}
}

// The replay golden pins every roll of the scripted campaign: it must
// match natively and under WASM, so records replay the same everywhere.
func TestReplayGolden(t *testing.T) {
	cfg, moves := campaign()
	var b strings.Builder
	s := mustNew(t, cfg, 2024)
	var events []Event
	for _, m := range moves {
		var ev []Event
		s, ev = step(t, s, m)
		events = append(events, ev...)
	}
	for _, e := range events {
		fmt.Fprintf(&b, "%s\n", e.Text)
	}
	for i, c := range s.Party {
		fmt.Fprintf(&b, "-- seat %d:", i+1)
		for _, st := range cfg.Stats() {
			fmt.Fprintf(&b, " %v %v", st, c.Die(st))
		}
		fmt.Fprintf(&b, "; %v, %v, %d aptitudes, owed %v, blessings %v\n", c.Lifestyle, c.Ethic, c.Aptitudes, c.Owed, c.Blessings)
	}
	fmt.Fprintf(&b, "-- session %d, rng %d\n", s.Session, s.RNG.State)
	again, _, err := rules.Replay(mustNew(t, cfg, 2024), moves, Apply)
	if err != nil || !reflect.DeepEqual(again, s) {
		t.Fatalf("the same seed and moves gave another campaign: %v", err)
	}
	golden.Check(t, filepath.Join("testdata", "replay.golden"), []byte(b.String()))
}

func TestRecordRoundTrip(t *testing.T) {
	cfg, moves := campaign()
	rec, err := Adapter.Start(cfg, 2024)
	if err != nil {
		t.Fatal(err)
	}
	s := mustNew(t, cfg, 2024)
	for _, m := range moves {
		if rec, err = Adapter.Append(rec, s, m); err != nil {
			t.Fatal(err)
		}
		s, _ = step(t, s, m)
	}
	enc, err := Adapter.Encode(cfg, 2024, moves)
	if err != nil || string(enc.Moves) != string(rec.Moves) || string(enc.Config) != string(rec.Config) {
		t.Fatalf("appending move by move differs from encoding at once (%v)", err)
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
	if err != nil || !reflect.DeepEqual(gotMoves, moves) || !reflect.DeepEqual(got, s) {
		t.Fatalf("replay differs (%v)", err)
	}
	sum, err := record.Load(back)
	if err != nil || sum.Game != "blessed" || sum.Moves != len(moves) {
		t.Fatalf("summary %+v, %v", sum, err)
	}
	short, err := Adapter.Truncate(back, 14)
	if err != nil {
		t.Fatal(err)
	}
	part, partMoves, err := Adapter.Replay(short)
	want, _, _ := rules.Replay(mustNew(t, cfg, 2024), moves[:14], Apply)
	if err != nil || len(partMoves) != 14 || !reflect.DeepEqual(part, want) {
		t.Fatalf("truncated to 14 moves: %d moves, %v", len(partMoves), err)
	}
	if _, err := record.Load(short); err != nil {
		t.Fatalf("truncated record does not load: %v", err)
	}
	t.Logf("%d moves: config %d bytes, moves %d bytes, record %d bytes", len(moves), len(rec.Config), len(rec.Moves), len(b))
	golden.Check(t, filepath.Join("testdata", "record-v1.golden"), []byte(hex.Dump(b)))
}

// The golden record stays loadable: it was written by rules version 1.
func TestGoldenRecordLoads(t *testing.T) {
	cfg, moves := campaign()
	rec, err := Adapter.Encode(cfg, 2024, moves)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := Adapter.Load(rec)
	if err != nil || sum.Progress != "Session 2, 3 characters" {
		t.Fatalf("%+v %v", sum, err)
	}
}

func TestUnpackConfigRefusesBadStat(t *testing.T) {
	var p record.Packer
	p.Int(int(Head))
	u := record.NewUnpacker(p.Bytes())
	if _, err := New(unpackConfig(u, nil), 1); err == nil {
		t.Fatal("a record naming Head as the optional stat loaded")
	}
	if err := packConfig(Config{Optional: Head}, &p); err == nil {
		t.Fatal("packed a config New refuses")
	}
}
