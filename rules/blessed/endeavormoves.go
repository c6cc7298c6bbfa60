package blessed

import "slices"

// endeavorCandidates are the Endeavor's moves allowed outside a check.
func endeavorCandidates(out []Move, s State) []Move {
	e := s.Endeavor
	if e == nil {
		if !s.Shop {
			for k := PlainEndeavor; k < numEndeavorKinds; k++ {
				out = append(out, Move{Kind: BeginEndeavor, Value: int(k)})
			}
		}
		return out
	}
	switch e.Phase {
	case Positioning:
		out = positionCandidates(out, s)
	case Turns:
		out = turnCandidates(out, s)
	case Specials:
		out = specialCandidates(out, s)
	}
	for _, i := range e.in() {
		seat := e.Racers[i].Seat
		for d := -MaxTrackMove; d <= MaxTrackMove; d++ {
			if d != 0 {
				out = append(out, Move{Kind: TrackMove, Seat: seat, Value: d})
			}
		}
		out = append(out, Move{Kind: Wound, Seat: seat}, Move{Kind: LeaveEndeavor, Seat: seat})
	}
	if e.Kind == Racing {
		for at := 1; at <= MaxTrack; at++ {
			out = append(out, Move{Kind: PlaceTerrain, Value: at})
		}
	}
	return append(out, Move{Kind: EndEndeavor})
}

func positionCandidates(out []Move, s State) []Move {
	e := s.Endeavor
	for seat := range s.Party {
		if e.racer(seat) >= 0 {
			continue
		}
		if e.Kind == Monstrous && s.NPC(seat) {
			for sp := 1; sp <= MaxStart; sp++ {
				out = append(out, Move{Kind: JoinEndeavor, Seat: seat, Value: sp})
			}
			continue
		}
		out = append(out, Move{Kind: JoinEndeavor, Seat: seat})
	}
	for _, i := range e.in() {
		r := e.Racers[i]
		if r.Monster && r.Recovery == 0 && e.Round == 1 && r.Pos == r.Start {
			for gap := 1; gap <= min(MaxRecovery, r.Start-1); gap++ {
				out = append(out, Move{Kind: SetRecovery, Seat: r.Seat, Value: gap})
			}
		}
		if !r.Rolled() {
			for _, st := range s.Config.Stats() {
				out = append(out, Move{Kind: PositionRoll, Seat: r.Seat, Stat: st})
			}
		}
	}
	return out
}

func turnCandidates(out []Move, s State) []Move {
	e := s.Endeavor
	a := e.Actor()
	if a < 0 {
		return out
	}
	r := e.Racers[a]
	out = append(out, Move{Kind: ReverseOrder}) // judged by valid
	out = append(out, Move{Kind: Act, Seat: r.Seat, Value: int(Advance)})
	for _, k := range []Action{ViolentAct, NonViolentAct} {
		for _, t := range e.in() {
			out = append(out, Move{Kind: Act, Seat: r.Seat, Value: int(k), Other: e.Racers[t].Seat})
		}
	}
	for v := range faces(s.Party[r.Seat].Blessings) {
		for _, t := range e.in() {
			out = append(out, Move{Kind: Protect, Seat: r.Seat, Other: e.Racers[t].Seat, Value: v})
		}
	}
	return append(out, Move{Kind: EndTurn, Seat: r.Seat})
}

func specialCandidates(out []Move, s State) []Move {
	e := s.Endeavor
	for _, i := range e.specialists() {
		seat := e.Racers[i].Seat
		for a := Combo; a < numSpecials; a++ {
			out = append(out, Move{Kind: Special, Seat: seat, Value: int(a)})
			for _, t := range e.in() {
				if o := e.Racers[t].Seat; o != 0 { // seat 0 is the move just listed
					out = append(out, Move{Kind: Special, Seat: seat, Value: int(a), Other: o})
				}
			}
		}
	}
	return append(out, Move{Kind: SkipSpecial})
}

// specialists are who may take the round's special action: the holders
// of the most temporary Blessings, the table choosing among ties; in a
// Monstrous Endeavor nobody when both sides tie for the most.
func (e Endeavor) specialists() []int {
	lead := e.Leaders()
	if e.Kind == Monstrous && slices.ContainsFunc(lead, func(i int) bool { return e.Racers[i].Monster != e.Racers[lead[0]].Monster }) {
		return nil
	}
	return lead
}

// The fields each edition-1 kind reads.
const (
	fSeat = 1 << iota
	fOther
	fValue
	fStat
	fSecond
)

// An array, not a map: Legal reads it once per candidate.
var moreFields = [numKinds]int{
	AddNPC: fStat, SetDie: fSeat | fStat | fValue, FreeRoll: fValue | fOther, Defend: fOther | fValue,
	BeginEndeavor: fValue, JoinEndeavor: fSeat | fValue, SetRecovery: fSeat | fValue,
	PositionRoll: fSeat | fStat, Act: fSeat | fValue | fOther, Protect: fSeat | fOther | fValue,
	EndTurn: fSeat, Special: fSeat | fValue | fOther, TrackMove: fSeat | fValue, Wound: fSeat,
	PlaceTerrain: fValue, LeaveEndeavor: fSeat,
	ChooseSpec: fSeat | fValue | fOther, RechargeSpec: fSeat | fValue, Mischiefs: fSeat,
	BankOne: fSeat | fValue, SpendBanked: fSeat | fValue, Darken: fSeat, UseHaze: fOther,
	LowerHaunted: fSeat | fValue,
	Analyze:      fSeat, Ascend: fSecond | fStat | fValue | fOther, Harmonize: fOther | fSecond | fValue,
	Insure: fSeat, Shield: fSeat, Resolve: fSeat, BankCheck: fSeat | fValue,
	CopyBlessing: fSeat | fOther | fValue, FavorBanked: fSeat | fOther, Favorability: fSeat | fOther | fValue,
	CallFavor: fSeat | fOther | fValue, SetTrap: fSeat | fOther, AimTrap: fStat | fValue, Spring: fValue, DropTrap: fValue,
	FatigueCheck: fSeat | fStat, Push: fSeat | fOther | fValue, GroupMove: fValue, Share: fSeat | fValue, Tactic: fSeat,
	Finish: fValue, LayTerrain: fSeat | fValue | fOther, ComboOn: fSeat | fValue,
	TagMonster: fSeat | fValue | fOther, UniqueSkill: fSeat | fValue, Strike: fSeat | fOther,
	Target: fOther, TempBoon: fSeat, SetDice: fValue, Face: fValue,
	Command: fSeat | fOther | fStat, Exchange: fSeat | fOther, SureFoot: fSeat,
	Zeal: fSeat, ZealAct: fSeat | fValue | fOther,
}

// canonicalMore keeps only the fields an edition-1 kind reads.
func canonicalMore(m Move) Move {
	c := Move{Kind: m.Kind}
	if m.Kind >= numKinds {
		return c
	}
	f := moreFields[m.Kind]
	if f&fSeat != 0 {
		c.Seat = m.Seat
	}
	if f&fOther != 0 {
		c.Other = m.Other
	}
	if f&fValue != 0 {
		c.Value = m.Value
	}
	if f&fStat != 0 {
		c.Stat = m.Stat
	}
	if f&fSecond != 0 {
		c.Second = m.Second
	}
	return c
}

// validMore says why a move of edition 1 cannot be played now, or nil.
func validMore(s State, m Move) error {
	switch {
	case m.Kind >= numKinds:
		return m.illegal("unknown move {kind}")
	case s.Config.Edition < 1:
		return m.illegal("this campaign was started before Lantern had {kind}")
	case m != canonicalMore(m):
		return m.illegal("{kind} carries details that move does not take")
	case m.Kind >= Finish:
		return validMore3(s, m)
	case m.Kind >= Analyze:
		return validMore2(s, m)
	case m.Kind == Defend:
		return validNPC(s, m)
	case m.Kind == Favor || m.Kind == Mischiefs:
		return validCheckSpec(s, m)
	case m.Kind == UseHardy:
		return validHardy(s)
	case m.Kind == UseHaze:
		return validUseHaze(s, m)
	case m.Kind == UseHardship:
		return validHardship(s)
	case m.Kind == Haunt:
		return validHaunt(s)
	case s.Check != nil:
		return illegal("settle or cancel the check under way first")
	}
	switch m.Kind {
	case AddNPC, SetDie, FreeRoll:
		return validNPC(s, m)
	case ChooseSpec, RechargeSpec:
		return validSpec(s, m)
	case BankOne, SpendBanked:
		return validBank(s, m)
	case LowerHaunted:
		return validLowerHaunted(s, m)
	case Darken:
		if !s.Config.Haze || !s.seated(m.Seat) || s.HazeDie(m.Seat) >= D10 {
			return illegal("a Haze die grows up to a d10, on a table that has them")
		}
		return nil
	case BeginEndeavor:
		switch {
		case s.Endeavor != nil:
			return illegal("an Endeavor is already under way")
		case s.Shop:
			return illegal("the session has ended")
		case m.Value < 0 || m.Value >= int(numEndeavorKinds):
			return illegal("unknown Endeavor")
		}
		return nil
	}
	if s.Endeavor == nil {
		return illegal("no Endeavor is under way")
	}
	if err := zealFirst(*s.Endeavor, m); err != nil {
		return err
	}
	return validEndeavor(s, *s.Endeavor, m)
}

func validEndeavor(s State, e Endeavor, m Move) error {
	i := e.racer(m.Seat)
	in := i >= 0 && !e.Racers[i].Out
	switch m.Kind {
	case EndEndeavor:
		return nil
	case SkipSpecial:
		if e.Phase != Specials {
			return illegal("special actions come after every turn of the round")
		}
		return fatigueFirst(s)
	case ReverseOrder:
		if e.Phase != Turns || s.reverseFrom()+2 > len(e.Order) {
			return illegal("the order turns round while at least two are still to act")
		}
		return validReverse3(s, e)
	case PlaceTerrain:
		if s.Config.Edition >= 3 {
			return illegal("from edition 3 each racer's Terrain lies on their own track")
		}
		if e.Kind != Racing || m.Value < 1 || m.Value > MaxTrack || slices.Contains(e.Terrain, m.Value) {
			return illegal("Terrain goes on a free position of a race's track")
		}
		return nil
	case JoinEndeavor:
		return validJoin(s, e, m, i)
	}
	if !in {
		return m.illegal("seat {seat} is not in the Endeavor")
	}
	r := e.Racers[i]
	switch m.Kind {
	case TrackMove:
		if m.Value == 0 || m.Value < -MaxTrackMove || m.Value > MaxTrackMove {
			return illegal("a hand move is 1 to %d places up or down", MaxTrackMove)
		}
	case Wound, LeaveEndeavor:
	case SetRecovery:
		if e.Phase != Positioning || e.Round != 1 || !r.Monster || r.Recovery != 0 || r.Pos != r.Start || m.Value < 1 || m.Value > min(MaxRecovery, r.Start-1) {
			return illegal("a monstrosity's Recovery button is set once, below its start, before the Endeavor moves")
		}
	case PositionRoll:
		if e.Phase != Positioning || r.Rolled() || !s.hasStat(m.Stat) {
			return illegal("each participant rolls one of the table's stats for position once a round")
		}
	case Act, Protect, EndTurn:
		return validTurn(s, e, m, i)
	case Special:
		if err := fatigueFirst(s); err != nil {
			return err
		}
		return validSpecial(s, e, m, i)
	}
	return nil
}

func validJoin(s State, e Endeavor, m Move, i int) error {
	switch {
	case e.Phase != Positioning:
		return illegal("participants join while the round's positions are rolled")
	case !s.seated(m.Seat) || i >= 0:
		return m.illegal("seat {seat} cannot join")
	case e.Kind == Monstrous && s.NPC(m.Seat) && (m.Value < 1 || m.Value > MaxStart):
		return illegal("a monstrosity starts 1 to %d places up", MaxStart)
	case !(e.Kind == Monstrous && s.NPC(m.Seat)) && m.Value != 0:
		return illegal("only monstrosities start above 0")
	}
	return nil
}

func validTurn(s State, e Endeavor, m Move, i int) error {
	if e.Actor() != i {
		return m.illegal("it is not seat {seat}'s turn")
	}
	r := e.Racers[i]
	switch m.Kind {
	case Act:
		t := e.racer(m.Other)
		switch a := Action(m.Value); {
		case a == Advance:
			if m.Other != 0 || r.Stat == Hurt {
				return illegal("advancing uses a position roll of any stat but Hurt")
			}
		case a == ViolentAct || a == NonViolentAct:
			if t < 0 || e.Racers[t].Out || !e.opposed(i, t) {
				return illegal("an attack is made on an opponent still in the Endeavor")
			}
			if (a == ViolentAct) != (r.Stat == Hurt) {
				return illegal("a violent attack needs a Hurt position roll, a non-violent one any other")
			}
		default:
			return illegal("unknown action")
		}
	case Protect:
		t := e.racer(m.Other)
		if t < 0 || e.Racers[t].Out || (e.opposed(i, t) && t != i) {
			return illegal("a participant protects themself or an ally")
		}
		if !slices.Contains(s.Party[m.Seat].Blessings, m.Value) {
			return m.illegal("seat {seat} has no Blessing showing {value}")
		}
	}
	return nil
}

func validSpecial(s State, e Endeavor, m Move, i int) error {
	if e.Phase != Specials || !slices.Contains(e.specialists(), i) {
		return illegal("the special action goes to whoever holds the most temporary Blessings")
	}
	r := e.Racers[i]
	t := e.racer(m.Other)
	target := t >= 0 && !e.Racers[t].Out && e.opposed(i, t) && m.Other != m.Seat
	switch a := SpecialAction(m.Value); {
	case a == Overcome && e.Kind == Racing && m.Other == 0:
	case a == Combo && e.Kind == Monstrous && !r.Monster && m.Other == 0:
	case a == Combo && e.Kind == Monstrous && r.Monster && target && s.Config.Edition < 3: // edition 3: ComboOn
	case a == Victory && e.Kind == Monstrous && target && !r.Monster && r.Pos >= VictoryAt:
	case a == Victory && e.Kind == Monstrous && target && r.Monster && run(e.Schemes) >= SchemeRun:
	default:
		return m.illegal("that special action is not open to seat {seat} now")
	}
	return nil
}
