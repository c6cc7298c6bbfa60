package record

import (
	"fmt"

	"lantern/rules"
	"lantern/rules/rng"
)

// A tiny game to exercise the machinery: seats take turns adding 1–3 to a
// total and rolling a die; the game ends when the total reaches the target.

type toyConfig struct {
	Seats, Target int
	Names         []string
}

type toyMove struct{ Seat, Add int }

type toyState struct {
	Cfg   toyConfig
	Turn  int
	Total int
	Rolls []int
	RNG   rng.Source
}

func toyNew(c toyConfig, seed uint64) (toyState, error) {
	if c.Seats < 1 || c.Seats > 5 || c.Target < 1 {
		return toyState{}, rules.Refuse(rules.ErrBadConfig, "seats %d target %d", c.Seats, c.Target)
	}
	return toyState{Cfg: c, RNG: rng.New(seed)}, nil
}

func toyApply(s toyState, m toyMove) (toyState, error) {
	switch {
	case s.Total >= s.Cfg.Target:
		return s, rules.Refuse(rules.ErrGameOver, "total reached")
	case m.Seat != s.Turn:
		return s, rules.Refuse(rules.ErrNotYourTurn, "seat %d, not %d", m.Seat, s.Turn)
	case m.Add < 1 || m.Add > 3:
		return s, rules.Refuse(rules.ErrIllegal, "add %d", m.Add)
	}
	s.Rolls = append(append([]int(nil), s.Rolls...), s.RNG.Die(6))
	s.Total += m.Add
	s.Turn = (s.Turn + 1) % s.Cfg.Seats
	return s, nil
}

var toy = Adapter[toyConfig, toyMove, toyState]{
	Name:  "toy",
	Rules: 1,
	PackConfig: func(c toyConfig, p *Packer) error {
		p.Int(c.Seats)
		p.Int(c.Target)
		return nil
	},
	UnpackConfig: func(u *Unpacker, names []string) toyConfig {
		return toyConfig{Seats: u.Int(5), Target: u.Int(1000), Names: names}
	},
	Names: func(c toyConfig) []string { return c.Names },
	New:   toyNew,
	Legal: toyLegal,
	Apply: toyApply,
	Summarize: func(s toyState, names []string) Summary {
		return Summary{Players: names, Progress: fmt.Sprintf("%d of %d", s.Total, s.Cfg.Target), Over: s.Total >= s.Cfg.Target}
	},
}

func init() { Register(toy) }

func toyLegal(s toyState) []toyMove {
	if s.Total >= s.Cfg.Target {
		return nil
	}
	return []toyMove{{s.Turn, 1}, {s.Turn, 2}, {s.Turn, 3}}
}

// toyMoves are n legal moves from the start of a 3-seat toy game.
func toyMoves(n int) []toyMove {
	var ms []toyMove
	for i := range n {
		ms = append(ms, toyMove{Seat: i % 3, Add: 1 + i%3})
	}
	return ms
}

// toyGame records n moves of a legal toy game.
func toyGame(n int) Record {
	r, err := toy.Encode(toyConfig{Seats: 3, Target: 1000, Names: []string{"Mara", "Ode", "Ike"}}, 42, toyMoves(n))
	if err != nil {
		panic(err)
	}
	return r
}
