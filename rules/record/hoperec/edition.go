package hoperec

import (
	"cmp"
	"fmt"

	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/rng"
)

// Hope's rules editions (hope.Config.Edition) live in the config, after
// everything else: a first-edition config ends with the fixed dice, as
// every record did before editions, and later ones add their number. So
// records written before keep replaying under the rules they were played
// with (G-02), and the record's rules version stays 1.

func packEdition(e int, p *record.Packer) {
	if e = cmp.Or(e, hope.EditionLatest); e > hope.EditionFirst {
		p.Int(e)
	}
}

func unpackEdition(u *record.Unpacker) int {
	if !u.More() {
		return hope.EditionFirst
	}
	e := u.Int(hope.EditionLatest)
	if e <= hope.EditionFirst && u.Err() == nil {
		u.Fail(fmt.Errorf("rules edition %d is written by leaving it out", e))
	}
	return e
}

// firstState is State in the shape it had in the first edition: the same
// fields in the same order, without those added since (each added last in
// its struct: State.Edition, SceneState.SeatCap, Task.By). A first-edition
// state fingerprints in this shape, and its legacy fingerprint is fmt's %v
// of it, as when its records were written (G-02). The shape is history:
// it never changes (TestFirstShapeIsTheFirstEdition).
type firstState struct {
	Cards        *hope.Deck
	N            int8
	Expansion    bool
	Round        int8
	Turn         int8
	Owed         uint8
	Hope         int8
	Hunted       int8
	Seats        [hope.MaxSeats]hope.Seat
	Rels         [hope.MaxSeats]hope.Rel
	Decks        [5][]int16
	SceneDiscard []int16
	Assets       []hope.AssetState
	AssetDeck    []int16
	AssetDiscard []int16
	TraitDeck    []int16
	TraitDiscard []int16
	PersonDeck   []int16
	PersonGone   []int16
	RelDeck      []int16
	Phase        hope.Phase
	Scene        firstScene
	Queue        []firstTask
	Pending      hope.Pending
	RNG          rng.Source
	Fixed        []int8
	Over         bool
	Won          bool
}

type firstScene struct {
	Card      int16
	Terrain   int8
	Title     string
	Callout   string
	Choice    bool
	Options   []string
	Revealed  bool
	Avoided   bool
	Gone      bool
	Committed [hope.MaxSeats]int8
	LastHope  [hope.MaxSeats]bool
	Stance    [hope.MaxSeats]hope.Stance
	Answer    [hope.MaxSeats]int8
	Boost     int8
	Mod       int8
	Cap       int8
	Extra     int8
	Reroll    int8
	Ignore    uint8
	Prevent   uint8
	Refund    [hope.MaxSeats]int8
	Final     int8
	Faces     []int8
	Success   bool
}

type firstTask struct {
	Kind    hope.TaskKind
	Eff     hope.Effect
	Self    int8
	Partner int8
	Card    int16
}

// firstShape copies s into the first edition's shape.
func firstShape(s hope.State) firstState {
	c := s.Scene
	f := firstState{s.Cards, s.N, s.Expansion, s.Round, s.Turn, s.Owed, s.Hope, s.Hunted,
		s.Seats, s.Rels, s.Decks, s.SceneDiscard, s.Assets, s.AssetDeck, s.AssetDiscard,
		s.TraitDeck, s.TraitDiscard, s.PersonDeck, s.PersonGone, s.RelDeck, s.Phase,
		firstScene{c.Card, c.Terrain, c.Title, c.Callout, c.Choice, c.Options, c.Revealed,
			c.Avoided, c.Gone, c.Committed, c.LastHope, c.Stance, c.Answer, c.Boost, c.Mod,
			c.Cap, c.Extra, c.Reroll, c.Ignore, c.Prevent, c.Refund, c.Final, c.Faces, c.Success},
		nil, s.Pending, s.RNG, s.Fixed, s.Over, s.Won}
	if s.Queue != nil {
		f.Queue = make([]firstTask, len(s.Queue))
		for i, t := range s.Queue {
			f.Queue[i] = firstTask{t.Kind, t.Eff, t.Self, t.Partner, t.Card}
		}
	}
	return f
}
