package blessed

import (
	"reflect"
	"slices"
	"testing"

	"lantern/rules/record"
)

// pick chooses a legal move: first a kind among those legal now, then a
// move of that kind, so rare kinds come up as often as common ones.
func pick(l []Move, a, b byte) Move {
	var kinds []MoveKind
	for _, m := range l {
		if !slices.Contains(kinds, m.Kind) {
			kinds = append(kinds, m.Kind)
		}
	}
	k := kinds[int(a)%len(kinds)]
	var of []Move
	for _, m := range l {
		if m.Kind == k {
			of = append(of, m)
		}
	}
	return of[int(b)%len(of)]
}

// FuzzCampaign plays random legal moves and checks after each that Apply
// left its input alone and the invariants hold; it also offers a move
// built from raw bytes and checks that Apply accepts it only if Legal
// lists it.
func FuzzCampaign(f *testing.F) {
	f.Add(uint64(1), uint8(0), []byte{0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(99), uint8(3), []byte{9, 200, 17, 4, 4, 4, 31, 8, 0, 77, 12, 5})
	f.Add(uint64(7), uint8(64), []byte{0, 0, 26, 1, 27, 0, 30, 2, 31, 0, 32, 1, 32, 2, 33, 0, 33, 1})
	f.Fuzz(func(t *testing.T, seed uint64, opt uint8, picks []byte) {
		cfg := Config{}
		if opt%2 == 1 {
			cfg.Optional = OptionalStats[int(opt/2)%len(OptionalStats)]
		}
		if opt&64 != 0 {
			cfg.Edition = Edition
			cfg.Hardy = opt&128 != 0
			cfg.Haze = opt&32 != 0
			cfg.Hardship = opt&16 != 0
			cfg.Haunted = opt&8 != 0
		}
		s := mustNew(t, cfg, seed)
		for i := 0; i+1 < len(picks) && i < 400; i += 2 {
			l := Legal(s)
			if len(l) == 0 {
				t.Fatal("no legal move")
			}
			raw := rawMove(picks[i], picks[i+1])
			if _, _, err := Apply(s, raw); err == nil && !slices.Contains(l, raw) {
				t.Fatalf("Apply accepted %#v, which Legal does not list", raw)
			}
			m := pick(l, picks[i], picks[i+1])
			before := s.clone(true)
			next, _, err := Apply(s, m)
			if err != nil {
				t.Fatalf("legal move %v refused: %v", m, err)
			}
			if !reflect.DeepEqual(before, s) {
				t.Fatalf("Apply(%v) changed its input", m)
			}
			s = next
			invariants(t, s)
		}
	})
}

func invariants(t *testing.T, s State) {
	t.Helper()
	for i, c := range s.Party {
		if s.NPC(i) {
			continue // the game master sets their characters' dice at will
		}
		for st := Stat(1); st < numStats; st++ {
			z := c.Die(st)
			if s.hasStat(st) != z.Valid() {
				t.Fatalf("seat %d: %v is %v", i, st, z)
			}
		}
		for _, b := range c.Blessings {
			if b < 1 || b > 6 {
				t.Fatalf("seat %d: Blessing %d", i, b)
			}
		}
		switch {
		case c.count(D10) > MaxD10 || c.count(D8) > MaxD8:
			t.Fatalf("seat %d: %d d10s, %d d8s", i, c.count(D10), c.count(D8))
		case c.Aptitudes < 2 || c.Specialized < 0 || c.Specialized > c.Aptitudes || c.Gains < 0 || c.FreeUpgrades < 0:
			t.Fatalf("seat %d: counts %+v", i, c)
		case c.Owed[Tag6] < 0 || c.Owed[Tag8] < 0 || c.Owed[Tag10] < 0 || c.Owed[NoTag] != 0:
			t.Fatalf("seat %d: owed %v", i, c.Owed)
		case c.Lifestyle == NoLifestyle || c.Lifestyle >= numLifestyles || c.Ethic == NoEthic || c.Ethic >= numEthics:
			t.Fatalf("seat %d: %v %v", i, c.Lifestyle, c.Ethic)
		}
	}
	if c := s.Check; c != nil && (!s.seated(c.Seat) || len(c.Results) > c.Rolls || s.Shop) {
		t.Fatalf("check %+v with %d seats, shop %v", c, len(s.Party), s.Shop)
	}
	if s.Endeavor != nil {
		endeavorInvariants(t, s)
	}
}

// endeavorInvariants: participants are seated once each, on the track,
// and their temporary Blessings are in their pools.
func endeavorInvariants(t *testing.T, s State) {
	t.Helper()
	e := s.Endeavor
	seen := map[int]bool{}
	for _, r := range e.Racers {
		pool := slices.Clone(s.Party[r.Seat].Blessings)
		for _, v := range r.Temp {
			j := slices.Index(pool, v)
			if j < 0 {
				t.Fatalf("seat %d: temporary %v not in pool %v", r.Seat, r.Temp, s.Party[r.Seat].Blessings)
			}
			pool = slices.Delete(pool, j, j+1)
		}
		if !s.seated(r.Seat) || seen[r.Seat] || r.Pos < 0 || r.Pos > MaxTrack {
			t.Fatalf("racer %+v", r)
		}
		seen[r.Seat] = true
	}
	if e.Phase == Turns && e.Turn > len(e.Order) {
		t.Fatalf("turn %d of %v", e.Turn, e.Order)
	}
}

// rawMove builds a move of any kind from two bytes, keeping only the
// fields its kind reads, so that the test probes Apply's rules rather than
// its refusal of stray fields.
func rawMove(a, b byte) Move {
	x := int(a)*257 + int(b)*31
	k := MoveKind(a % byte(numKinds+1))
	if k > StartSession { // edition 1's moves take wider values
		return canonicalMore(Move{Kind: k, Seat: int(b % 4), Other: x % 6, Value: x%72 - 11, Stat: Stat(b % 18)})
	}
	return canonical(Move{
		Kind: k, Seat: int(b % 4), Other: x % 4, Value: x % 8,
		Stat: Stat(b % 18), Use: Stat(x % 18), Second: Stat(a % 18),
		Difficulty: Difficulty(x % 5), Attack: Attack(b % 4), Flag: Flag(x % 6), On: b&1 == 1,
		Condition: Condition(x % 10), Upgrade: Upgrade(b % 9), Tag: Tag(a % 5),
		Lifestyle: Lifestyle(x % 15), Ethic: Ethic(b % 11), Pay: Pay(x % 4),
	})
}

// FuzzUnpackConfig: any bytes either fail to unpack, or give a config New
// refuses, or one that packs and unpacks to itself (the bytes themselves
// may differ: a varint may be written longer than needed).
func FuzzUnpackConfig(f *testing.F) {
	for _, c := range []Config{{}, {Optional: Host}} {
		rec, _ := Adapter.Start(c, 1)
		f.Add(rec.Config)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		u := record.NewUnpacker(b)
		cfg := unpackConfig(u, nil)
		if u.Done() != nil {
			return
		}
		if _, err := New(cfg, 1); err == nil {
			var p record.Packer
			err := packConfig(cfg, &p)
			if back := unpackConfig(record.NewUnpacker(p.Bytes()), nil); err != nil || back != cfg {
				t.Fatalf("config %+v from %x packs to %x (%v)", cfg, b, p.Bytes(), err)
			}
		}
	})
}

// Over every raw move of two bytes, in states of each kind, Apply accepts
// a move exactly when Legal lists it, and leaves its input alone.
func TestApplyAcceptsExactlyLegal(t *testing.T) {
	states := map[string]State{"empty": mustNew(t, Config{Optional: Hex}, 1)}
	for name, s := range scenarios(t) {
		states[name] = s
	}
	shop := bless(with(trio(t, 1), 1, Cursed, 0), 0, 2, 3, 4)
	shop.Party[2].Lifestyle, shop.Party[2].LostSince = Lost, 0
	shop, _ = step(t, shop, Move{Kind: EndSession})
	shop.Party[0].Owed = [4]int{0, 1, 1, 1}
	states["shop"] = shop
	for name, s := range states {
		t.Run(name, func(t *testing.T) {
			legal := Legal(s)
			seen := 0
			before := s.clone(true)
			for a := range 256 {
				for b := range 256 {
					m := rawMove(byte(a), byte(b))
					_, _, err := Apply(s, m)
					if (err == nil) != slices.Contains(legal, m) {
						t.Fatalf("%#v: Apply says %v, Legal lists it: %v", m, err, err != nil)
					}
					if err == nil {
						seen++
					}
				}
				// Compared once for every 256 moves (the comparison cost more
				// than all the moves): a change names its batch.
				if !reflect.DeepEqual(before, s) {
					t.Fatalf("Apply changed its input on one of the moves from %v", rawMove(byte(a), 0))
				}
			}
			if seen == 0 {
				t.Fatal("no raw move was legal: the test probes nothing")
			}
		})
	}
}
