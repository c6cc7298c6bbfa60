package blessed

import (
	"slices"
	"sync"

	"lantern/rules"
)

// Legal lists every move allowed now, in a fixed order (pinned by
// testdata/legal.golden): while a check is under way only its moves;
// otherwise new characters, then each seat's moves in seat order, then the
// table's. Apply accepts exactly these moves.
//
// It is called once per move by every replay, so the candidates go into a
// reused buffer and only the legal moves into a list of their own:
// growing a list per seat, then a second one, made it spend nine tenths of
// its time in the allocator.
func Legal(s State) []Move {
	buf := candidatePool.Get().(*[]Move)
	cands := moreCandidates(candidates((*buf)[:0], s), s)
	n := 0
	for _, m := range cands {
		if valid(s, m) == nil {
			cands[n] = m
			n++
		}
	}
	out := slices.Clone(cands[:n])
	*buf = cands
	candidatePool.Put(buf)
	return out
}

var candidatePool = sync.Pool{New: func() any { return new([]Move) }}

// candidates lists every move that might be legal, in Legal's order.
func candidates(out []Move, s State) []Move {
	if s.Check != nil {
		return checkCandidates(out, s)
	}
	stats := s.Config.Stats()
	for _, st := range stats {
		if len(s.Party) >= MaxParty {
			break
		}
		for _, l := range StartingLifestyles {
			for _, e := range StartingEthics {
				out = append(out, Move{Kind: AddCharacter, Stat: st, Lifestyle: l, Ethic: e})
			}
		}
	}
	for i := range s.Party {
		out = seatCandidates(out, s, i, stats)
	}
	return append(out, Move{Kind: NextScene}, Move{Kind: EndSession}, Move{Kind: StartSession})
}

// seatCandidates skips what cannot be legal (faces a pool lacks, the
// shop while it is shut) to keep Legal cheap: a replay calls it per move.
func seatCandidates(out []Move, s State, i int, stats []Stat) []Move {
	out = append(out, Move{Kind: GainBlessing, Seat: i})
	for _, v := range faces(s.Party[i].Blessings) {
		out = append(out, Move{Kind: SpendBlessing, Seat: i, Value: v})
	}
	for _, k := range []MoveKind{GiveBlessing, StealBlessing} {
		for j := range s.Party {
			if j == i {
				continue
			}
			owner := i
			if k == StealBlessing {
				owner = j
			}
			for _, v := range faces(s.Party[owner].Blessings) {
				out = append(out, Move{Kind: k, Seat: i, Other: j, Value: v})
			}
		}
	}
	ch := s.Party[i]
	for _, k := range []MoveKind{AddCondition, RemoveCondition} {
		for _, c := range Conditions {
			if !c.NamesStat() {
				if ch.Has(c) != (k == AddCondition) {
					out = append(out, Move{Kind: k, Seat: i, Condition: c})
				}
				continue
			}
			for _, st := range stats {
				if ch.HasOn(c, st) != (k == AddCondition) {
					out = append(out, Move{Kind: k, Seat: i, Condition: c, Stat: st})
				}
			}
		}
	}
	if s.Shop {
		return shopCandidates(out, i, stats)
	}
	for _, st := range stats {
		for _, u := range stats {
			if u == st || u == History || ch.Die(u) == ch.Die(st) {
				out = append(out, Move{Kind: BeginCheck, Seat: i, Stat: st, Use: u})
			}
		}
	}
	return out
}

// faces lists the distinct faces in a pool, ascending.
func faces(pool []int) []int {
	var out []int
	for v := 1; v <= 6; v++ {
		if slices.Contains(pool, v) {
			out = append(out, v)
		}
	}
	return out
}

func shopCandidates(out []Move, i int, stats []Stat) []Move {
	for _, st := range stats {
		out = append(out, Move{Kind: StatUpgrade, Seat: i, Stat: st, Pay: PayFree},
			Move{Kind: StatUpgrade, Seat: i, Stat: st, Pay: PayBlessings})
		for _, d := range stats {
			out = append(out, Move{Kind: StatUpgrade, Seat: i, Stat: st, Pay: PayDowngrade, Second: d})
		}
	}
	for _, u := range []Upgrade{Backstory, Rumor, Aptitude, Specialization, Gains} {
		out = append(out, Move{Kind: TakeUpgrade, Seat: i, Upgrade: u})
	}
	for l := Carefree; l < numLifestyles; l++ {
		out = append(out, Move{Kind: TakeUpgrade, Seat: i, Upgrade: NewLifestyle, Lifestyle: l})
	}
	for e := ViceVirtue; e < numEthics; e++ {
		out = append(out, Move{Kind: TakeUpgrade, Seat: i, Upgrade: NewEthic, Ethic: e})
	}
	for _, t := range []Tag{Tag6, Tag8, Tag10} {
		out = append(out, Move{Kind: SkipUpgrade, Seat: i, Tag: t})
	}
	for l := Carefree; l < Lost; l++ {
		out = append(out, Move{Kind: LeaveLost, Seat: i, Lifestyle: l})
	}
	return out
}

func checkCandidates(out []Move, s State) []Move {
	out = append(out, Move{Kind: SetDifficulty, Difficulty: Normal}, Move{Kind: SetDifficulty, Difficulty: Easy}, Move{Kind: SetDifficulty, Difficulty: Hard})
	for n := MinComplex; n <= MaxComplex; n++ {
		out = append(out, Move{Kind: SetDifficulty, Difficulty: Complex, Value: n})
	}
	for a := NoAttack; a <= NonViolent; a++ {
		out = append(out, Move{Kind: SetAttack, Attack: a})
	}
	for f := Apt; f < numFlags; f++ {
		out = append(out, Move{Kind: SetFlag, Flag: f, On: true}, Move{Kind: SetFlag, Flag: f})
	}
	for i := range s.Party {
		for _, v := range faces(s.Party[i].Blessings) {
			out = append(out, Move{Kind: Help, Seat: i, Value: v})
		}
	}
	for _, k := range []MoveKind{Spark, SparkUp} {
		for _, st := range s.Config.Stats() {
			for _, v := range faces(s.Party[s.Check.Seat].Blessings) {
				out = append(out, Move{Kind: k, Second: st, Value: v})
			}
		}
	}
	for i := range s.Party {
		out = append(out, Move{Kind: Vex, Seat: i})
	}
	return append(out, Move{Kind: Roll}, Move{Kind: Settle}, Move{Kind: CancelCheck})
}

func illegal(format string, args ...any) error {
	return rules.Refuse(rules.ErrIllegal, format, args...)
}

// canonical keeps only the fields kind k reads, so a move with stray
// fields is refused rather than matched loosely.
func canonical(m Move) Move {
	c := Move{Kind: m.Kind}
	switch m.Kind {
	case AddCharacter:
		c.Stat, c.Lifestyle, c.Ethic = m.Stat, m.Lifestyle, m.Ethic
	case GainBlessing, Vex:
		c.Seat = m.Seat
	case SpendBlessing, Help:
		c.Seat, c.Value = m.Seat, m.Value
	case GiveBlessing, StealBlessing:
		c.Seat, c.Other, c.Value = m.Seat, m.Other, m.Value
	case AddCondition, RemoveCondition:
		c.Seat, c.Condition = m.Seat, m.Condition
		if m.Condition.NamesStat() {
			c.Stat = m.Stat
		}
	case BeginCheck:
		c.Seat, c.Stat, c.Use = m.Seat, m.Stat, m.Use
	case SetDifficulty:
		c.Difficulty = m.Difficulty
		if m.Difficulty == Complex {
			c.Value = m.Value
		}
	case SetAttack:
		c.Attack = m.Attack
	case SetFlag:
		c.Flag, c.On = m.Flag, m.On
	case Spark, SparkUp:
		c.Second, c.Value = m.Second, m.Value
		if m.Kind == SparkUp {
			c.Other = m.Other // rolls back from the last (HB-21)
		}
	case StatUpgrade:
		c.Seat, c.Stat, c.Pay = m.Seat, m.Stat, m.Pay
		if m.Pay == PayDowngrade {
			c.Second = m.Second
		}
	case TakeUpgrade:
		c.Seat, c.Upgrade = m.Seat, m.Upgrade
		switch m.Upgrade {
		case NewLifestyle:
			c.Lifestyle = m.Lifestyle
		case NewEthic:
			c.Ethic = m.Ethic
		}
	case SkipUpgrade:
		c.Seat, c.Tag = m.Seat, m.Tag
	case LeaveLost:
		c.Seat, c.Lifestyle = m.Seat, m.Lifestyle
	}
	return c
}

// valid says why m cannot be played now, or nil.
func valid(s State, m Move) error {
	if m.Kind > StartSession {
		return validMore(s, m)
	}
	if m != canonical(m) {
		return illegal("%v carries details that move does not take", m.Kind)
	}
	switch m.Kind {
	case SetDifficulty, SetAttack, SetFlag, Help, Spark, SparkUp, Vex, Roll, Settle, CancelCheck:
		if s.Check == nil {
			return illegal("no check is under way")
		}
		return validCheck(s, *s.Check, m)
	}
	if s.Check != nil {
		return illegal("settle or cancel the check under way first")
	}
	switch m.Kind {
	case AddCharacter:
		return validAdd(s, m)
	case NextScene:
		return nil
	case EndSession:
		if s.Shop {
			return illegal("the session has already ended; the shop is open")
		}
		if s.Endeavor != nil {
			return illegal("end the Endeavor before the session")
		}
		return nil
	case StartSession:
		if !s.Shop {
			return illegal("the session is still going; end it first")
		}
		return nil
	}
	if !s.seated(m.Seat) {
		return illegal("there is no character in seat %d", m.Seat+1)
	}
	switch m.Kind {
	case GainBlessing, SpendBlessing, GiveBlessing, StealBlessing:
		return validBlessing(s, m)
	case AddCondition, RemoveCondition:
		return validCondition(s, m)
	case BeginCheck:
		return validBegin(s, m)
	case StatUpgrade, TakeUpgrade, SkipUpgrade, LeaveLost:
		if !s.Shop {
			return illegal("upgrades are bought in the Session Shop, once the session has ended")
		}
		return validShop(s, s.Party[m.Seat], m)
	}
	return illegal("unknown move %v", m.Kind)
}

func (s State) hasStat(st Stat) bool {
	return (st >= Head && st <= History) || (st != NoStat && st == s.Config.Optional)
}

func validAdd(s State, m Move) error {
	switch {
	case len(s.Party) >= MaxParty:
		return illegal("the party is full: at most %d characters", MaxParty)
	case !s.hasStat(m.Stat):
		return illegal("%v is not one of this table's stats", m.Stat)
	case !slices.Contains(StartingLifestyles, m.Lifestyle):
		return illegal("a new character starts Carefree, Eager or Wisened, not %v", m.Lifestyle)
	case !slices.Contains(StartingEthics, m.Ethic):
		return illegal("a new character starts with Vice & Virtue, Fate & Knowledge or Cunning & Capability, not %v", m.Ethic)
	}
	return nil
}

func validBlessing(s State, m Move) error {
	taker := m.Seat // who would gain a Blessing
	if m.Kind == GiveBlessing {
		taker = m.Other
	}
	if m.Kind != SpendBlessing && s.seated(taker) && len(s.Party[taker].Blessings) >= MaxBlessings {
		return illegal("seat %d holds %d Blessings, the most a pool holds (HB-22)", taker+1, MaxBlessings)
	}
	if m.Kind == GainBlessing {
		return nil
	}
	owner := m.Seat
	if m.Kind == StealBlessing {
		owner = m.Other
	}
	if m.Kind != SpendBlessing {
		if !s.seated(m.Other) || m.Other == m.Seat {
			return illegal("a Blessing passes between two different characters")
		}
	}
	if !slices.Contains(s.Party[owner].Blessings, m.Value) {
		return illegal("seat %d has no Blessing showing %d", owner+1, m.Value)
	}
	return nil
}

func validCondition(s State, m Move) error {
	c := s.Party[m.Seat]
	k := m.Condition
	if k == NoCondition || k >= numConditions {
		return illegal("unknown condition")
	}
	has := c.Has(k)
	if k.NamesStat() {
		if !s.hasStat(m.Stat) {
			return illegal("%v names one of the table's stats", k)
		}
		has = c.HasOn(k, m.Stat)
	}
	switch {
	case m.Kind == AddCondition && has:
		return illegal("seat %d already has that condition", m.Seat+1)
	case m.Kind == RemoveCondition && !has:
		return illegal("seat %d does not have that condition", m.Seat+1)
	}
	return nil
}

func validBegin(s State, m Move) error {
	c := s.Party[m.Seat]
	switch {
	case s.Shop:
		return illegal("the session has ended: no checks while the shop is open")
	case !s.hasStat(m.Stat) || !s.hasStat(m.Use):
		return illegal("a check uses the table's stats")
	case m.Use == m.Stat || m.Use == History:
		return nil
	case c.Die(m.Use) != c.Die(m.Stat):
		return illegal("%v (%v) is not balanced with %v (%v)", m.Use, c.Die(m.Use), m.Stat, c.Die(m.Stat))
	case c.Has(Surprised):
		return illegal("a Surprised character cannot use an unconventional stat")
	}
	return nil
}
