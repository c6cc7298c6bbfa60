package blessed

import (
	"slices"

	"lantern/rules"
)

// Legal lists every move allowed now, in a fixed order (pinned by
// testdata/legal.golden): while a check is under way only its moves;
// otherwise new characters, then each seat's moves in seat order, then the
// table's. Apply accepts exactly these moves.
func Legal(s State) []Move { return AppendLegal(nil, s) }

// AppendLegal appends Legal's moves to dst. A replay calls it once per
// move with the same list, so outside a check it lists the first edition's
// moves without asking valid of each (TestLegalIsEveryValidMove holds the
// two to the same moves): growing lists per seat and refusing hundreds of
// moves with an error each made a long campaign take seconds to open.
// Edition 1's moves come after, judged by valid; edition 2's last, listed
// exactly (judging them doubled the time a long campaign took to open).
func AppendLegal(dst []Move, s State) []Move {
	if s.Typing != nil {
		return typingCandidates(dst, s)
	}
	n := len(dst)
	if s.Check == nil {
		dst = freeMoves(dst, s)
		n = len(dst)
	} else {
		dst = checkCandidates(dst, s)
	}
	dst = more1Candidates(dst, s)
	for _, m := range dst[n:] {
		if sure[m.Kind] || valid(s, m) == nil {
			dst[n] = m
			n++
		}
	}
	return more3Candidates(more2Candidates(dst[:n], s), s)
}

// sure marks the kinds of later editions whose candidates are exactly
// their legal moves (the generators ask what valid asks), so AppendLegal
// does not ask valid of each: a replay meets some thirty of them a move.
// TestLegalIsEveryValidMove holds the generators to it.
var sure = [numKinds]bool{AddNPC: true, SetDie: true, FreeRoll: true, Defend: true, BankOne: true, SpendBanked: true,
	ChooseSpec: true, RechargeSpec: true, BeginEndeavor: true, TrackMove: true, Wound: true, LeaveEndeavor: true, EndEndeavor: true}

// freeMoves lists the legal moves outside a check, in Legal's order.
func freeMoves(out []Move, s State) []Move {
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
	pl := poolsOf(s.Party)
	for i := range s.Party {
		out = seatMoves(out, s, i, stats, &pl)
	}
	out = append(out, Move{Kind: NextScene})
	if s.Shop {
		return append(out, Move{Kind: StartSession})
	}
	if s.Endeavor != nil {
		return out
	}
	return append(out, Move{Kind: EndSession})
}

// pools is what seatMoves reads of every pool, worked out once per
// Legal rather than once per pair of seats: in a full party a replay
// lists hundreds of gifts and thefts a move.
type pools struct {
	faces [MaxParty]uint8 // bit v is set when the pool shows face v
	room  [MaxParty]bool  // the pool can take another Blessing
}

func poolsOf(party []Character) pools {
	var p pools
	for i, c := range party {
		p.room[i] = len(c.Blessings) < MaxBlessings
		for _, v := range c.Blessings {
			if v >= 1 && v <= 6 {
				p.faces[i] |= 1 << v
			}
		}
	}
	return p
}

// seatMoves lists seat i's legal moves outside a check.
func seatMoves(out []Move, s State, i int, stats []Stat, p *pools) []Move {
	if p.room[i] {
		out = append(out, Move{Kind: GainBlessing, Seat: i})
	}
	for v := 1; v <= 6; v++ {
		if p.faces[i]&(1<<v) != 0 {
			out = append(out, Move{Kind: SpendBlessing, Seat: i, Value: v})
		}
	}
	for _, k := range [...]MoveKind{GiveBlessing, StealBlessing} {
		for j := range s.Party {
			owner, taker := i, j
			if k == StealBlessing {
				owner, taker = j, i
			}
			if j == i || !p.room[taker] {
				continue
			}
			for v := 1; v <= 6; v++ {
				if p.faces[owner]&(1<<v) != 0 {
					out = append(out, Move{Kind: k, Seat: i, Other: j, Value: v})
				}
			}
		}
	}
	ch := s.Party[i]
	out = conditionMoves(out, ch, i, stats)
	if s.Shop {
		return shopMoves(out, s, i, stats)
	}
	for _, st := range stats {
		for _, u := range stats {
			if u == st || u == History || (ch.Die(u) == ch.Die(st) && !ch.Has(Surprised)) {
				out = append(out, Move{Kind: BeginCheck, Seat: i, Stat: st, Use: u})
			}
		}
	}
	return out
}

func conditionMoves(out []Move, ch Character, i int, stats []Stat) []Move {
	for _, k := range [...]MoveKind{AddCondition, RemoveCondition} {
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
	return out
}

// faces yields the distinct faces in a pool, ascending.
func faces(pool []int) func(func(int) bool) {
	var has [7]bool
	for _, v := range pool {
		if v >= 1 && v <= 6 {
			has[v] = true
		}
	}
	return func(yield func(int) bool) {
		for v := 1; v <= 6; v++ {
			if has[v] && !yield(v) {
				return
			}
		}
	}
}

func shopMoves(out []Move, s State, i int, stats []Stat) []Move {
	c := s.Party[i]
	for _, st := range stats {
		if why, _ := raiseRefused(c, st); why != "" {
			continue
		}
		if c.FreeUpgrades > 0 {
			out = append(out, Move{Kind: StatUpgrade, Seat: i, Stat: st, Pay: PayFree})
		}
		if c.payable() >= ShopPrice {
			out = append(out, Move{Kind: StatUpgrade, Seat: i, Stat: st, Pay: PayBlessings})
		}
		for _, d := range stats {
			if d != st && c.Die(d) == D4 {
				out = append(out, Move{Kind: StatUpgrade, Seat: i, Stat: st, Pay: PayDowngrade, Second: d})
			}
		}
	}
	for _, u := range []Upgrade{Backstory, Rumor, Aptitude, Specialization, Gains} {
		if c.Owed[u.Tag()] > 0 && (u != Specialization || c.Specialized < c.Aptitudes) {
			out = append(out, Move{Kind: TakeUpgrade, Seat: i, Upgrade: u})
		}
	}
	if c.Owed[Tag10] > 0 { // in the order of the lists, not of the paths
		paths := LifestyleUpgrades(c.Lifestyle)
		for l := Carefree; l < numLifestyles; l++ {
			if slices.Contains(paths, l) {
				out = append(out, Move{Kind: TakeUpgrade, Seat: i, Upgrade: NewLifestyle, Lifestyle: l})
			}
		}
		ethics := EthicUpgrades(c.Ethic)
		for e := ViceVirtue; e < numEthics; e++ {
			if slices.Contains(ethics, e) {
				out = append(out, Move{Kind: TakeUpgrade, Seat: i, Upgrade: NewEthic, Ethic: e})
			}
		}
	}
	for _, t := range []Tag{Tag6, Tag8, Tag10} {
		if c.Owed[t] > 0 {
			out = append(out, Move{Kind: SkipUpgrade, Seat: i, Tag: t})
		}
	}
	if c.Lifestyle == Lost && c.LostSince < s.Session {
		for l := Carefree; l < Lost; l++ {
			out = append(out, Move{Kind: LeaveLost, Seat: i, Lifestyle: l})
		}
	}
	return out
}

// checkCandidates lists a check's moves, leaving out most that cannot be
// legal (valid judges the rest) so that few are refused with an error.
func checkCandidates(out []Move, s State) []Move {
	c := *s.Check
	open := c.VexedBy == 0
	if !c.Started() {
		out = frameCandidates(out, c, s.Party[c.Seat])
	}
	if open {
		out = helpCandidates(out, s, c)
		out = sparkCandidates(out, s, c)
		roller := s.Party[c.Seat]
		if !c.Determined && (roller.HasOn(Vexed, c.Use) || (c.Spark != NoStat && roller.HasOn(Vexed, c.Spark))) {
			for i := range s.Party {
				if i != c.Seat {
					out = append(out, Move{Kind: Vex, Seat: i})
				}
			}
		}
	}
	if open && !c.Done() {
		out = append(out, Move{Kind: Roll})
	} else {
		out = append(out, Move{Kind: Settle})
	}
	return append(out, Move{Kind: CancelCheck})
}

func frameCandidates(out []Move, c Check, roller Character) []Move {
	for d := Normal; d <= Complex; d++ {
		for n := MinComplex; n <= MaxComplex; n++ {
			m := Move{Kind: SetDifficulty, Difficulty: d}
			if d == Complex {
				m.Value = n
			} else if n > MinComplex {
				break
			}
			if d != c.Difficulty || rollsFor(m) != c.Rolls {
				out = append(out, m)
			}
		}
	}
	for a := NoAttack; a <= NonViolent; a++ {
		if a != c.Attack && (a == NoAttack || (a == Violent) == (c.Stat == Hurt)) {
			out = append(out, Move{Kind: SetAttack, Attack: a})
		}
	}
	famous := roller.Has(Famous) && !roller.Has(Uncool) && c.Attack != NoAttack
	for f := Apt; f < numFlags; f++ {
		on := !c.flag(f)
		if on && ((f == Gain && roller.Gains == 0) || (f == FamousOver && !famous)) {
			continue
		}
		out = append(out, Move{Kind: SetFlag, Flag: f, On: on})
	}
	return out
}

func helpCandidates(out []Move, s State, c Check) []Move {
	for i := range s.Party {
		if i == c.Seat || slices.ContainsFunc(c.Helpers, func(h Helper) bool { return h.Seat == i }) {
			continue
		}
		for v := range faces(s.Party[i].Blessings) {
			out = append(out, Move{Kind: Help, Seat: i, Value: v})
		}
	}
	return out
}

func sparkCandidates(out []Move, s State, c Check) []Move {
	roller := s.Party[c.Seat]
	if c.Spark != NoStat || ((roller.Has(Taxed) || roller.Has(Surprised)) && !c.Determined) {
		return out
	}
	for _, k := range []MoveKind{Spark, SparkUp} {
		if (k == Spark && c.Done()) || (k == SparkUp && !c.Started()) {
			continue
		}
		for _, st := range s.Config.Stats() {
			if st == c.Use || roller.Die(st) != roller.Die(c.Use) {
				continue
			}
			for v := range faces(roller.Blessings) {
				if count(roller.Blessings, v) >= 2 {
					out = append(out, Move{Kind: k, Second: st, Value: v})
				}
			}
		}
	}
	return out
}

func illegal(format string, args ...any) error {
	return rules.Refuse(rules.ErrIllegal, format, args...)
}

// illegal refuses m with words that name only its own fields (Move.say),
// filled in only when read, as rules.Refuse's are: Legal refuses hundreds
// of candidates a move. One call is a fraction of the code of handing
// illegal each field.
func (m Move) illegal(text string) error { return refusal{m, text} }

type refusal struct {
	m    Move
	text string
}

func (r refusal) Error() string { return rules.ErrIllegal.Error() + ": " + r.m.say(r.text) }

func (r refusal) Unwrap() error { return rules.ErrIllegal }

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
		c.Seat, c.Value, c.On = m.Seat, m.Value, m.On
	case GiveBlessing:
		c.Seat, c.Other, c.Value, c.On = m.Seat, m.Other, m.Value, m.On
	case StealBlessing:
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
	if s.Typing != nil && m.Kind != Face && m.Kind != SetDice {
		return validDice(s, m)
	}
	if m.Kind > StartSession {
		return validMore(s, m)
	}
	if m != canonical(m) {
		return m.illegal("{kind} carries details that move does not take")
	}
	if m.On && (m.Kind == SpendBlessing || m.Kind == GiveBlessing || m.Kind == Help) { // a permanent Blessing named (edition 3)
		if err := validPermanent(s, m); err != nil {
			return err
		}
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
		return m.illegal("there is no character in seat {seat}")
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
	return m.illegal("unknown move {kind}")
}

func (s State) hasStat(st Stat) bool {
	return (st >= Head && st <= History) || (st != NoStat && st == s.Config.Optional)
}

func validAdd(s State, m Move) error {
	switch {
	case len(s.Party) >= MaxParty:
		return illegal("the party is full: at most %d characters", MaxParty)
	case !s.hasStat(m.Stat):
		return m.illegal("{stat} is not one of this table's stats")
	case !slices.Contains(StartingLifestyles, m.Lifestyle):
		return m.illegal("a new character starts Carefree, Eager or Wisened, not {lifestyle}")
	case !slices.Contains(StartingEthics, m.Ethic):
		return m.illegal("a new character starts with Vice & Virtue, Fate & Knowledge or Cunning & Capability, not {ethic}")
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
		return m.illegal("seat {seat} already has that condition")
	case m.Kind == RemoveCondition && !has:
		return m.illegal("seat {seat} does not have that condition")
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
