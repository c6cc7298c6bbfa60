package hunt

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"lantern/rules"
	"lantern/rules/jsontext"
	"lantern/rules/record"
	"lantern/rules/words"
)

// Owners' quarries: a quarry the owner types or imports as JSON (docs/
// hunt.md shows one), carried in the config of every hunt of it, so a
// record or link plays it anywhere.

const (
	maxLevels = 3
	maxDeck   = 30
	maxBlurb  = 400
)

// quarryFile is the JSON form of a quarry: each level lists the spaces of
// its basic and of its monster hunt event cards.
type quarryFile struct {
	Name   string      `json:"name"`
	Blurb  string      `json:"blurb,omitempty"`
	Levels []levelFile `json:"levels"`
	Cards  []Entry     `json:"cards"`
}

type levelFile struct {
	Monster int   `json:"monster"`
	Basic   []int `json:"basic"`
	Cards   []int `json:"cards"`
}

// quarryText is a quarry file as read: each card is read on its own, so
// a wrong value in one card is told with the problems of every other.
type quarryText struct {
	Name   string            `json:"name"`
	Blurb  string            `json:"blurb,omitempty"`
	Levels []levelFile       `json:"levels"`
	Cards  []json.RawMessage `json:"cards"`
}

// ParseQuarry reads an owner's quarry from JSON, with every problem told
// in plain words, all at once as a table's are: only JSON too broken to
// read on stops at its first.
func ParseQuarry(b []byte) (Quarry, error) {
	b, err := plainText(b)
	if err != nil {
		return Quarry{}, err
	}
	var f quarryText
	var l problems
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		at := lines{b: b}
		l.add(troubleLine(err, &at, 1), "%s", quarryTrouble(err))
		if unreadable(err) {
			return Quarry{}, l.err()
		}
	}
	if dec.More() {
		return Quarry{}, refuse("there is more after the quarry's closing }: remove it")
	}
	q := Quarry{ID: OwnQuarry, Name: f.Name, Blurb: f.Blurb}
	for i, raw := range f.Cards {
		q.Deck = append(q.Deck, readCard(raw, i, &l))
	}
	for _, lv := range f.Levels {
		q.Levels = append(q.Levels, NewLevel(lv.Monster, lv.Basic, lv.Cards))
	}
	for _, p := range quarryProblems(q) {
		l.add(0, "%s", p)
	}
	if err := l.err(); err != nil {
		return Quarry{}, err
	}
	for i := range q.Deck {
		if q.Deck[i].Who == "" {
			q.Deck[i].Who = Revealer
		}
	}
	return q, nil
}

// unreadable reports a decoder error after which the quarry cannot be
// read on: broken JSON, or no object at all.
func unreadable(err error) bool {
	te, typed := rules.As[*json.UnmarshalTypeError](err)
	return broken(err) || (typed && te.Field == "")
}

// readCard reads card i of a quarry file, telling l what it could not
// read; what it could is checked with the rest of the quarry.
func readCard(raw json.RawMessage, i int, l *problems) Entry {
	var e Entry
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		l.add(0, "card %d (%s): %s", i+1, e.Title, jsonTrouble(err))
	}
	return e
}

func quarryTrouble(err error) string {
	msg := jsonTrouble(err)
	if msg == "each entry must be an object in { }" {
		return "a quarry is one JSON object: { \"name\": …, \"levels\": […], \"cards\": […] }"
	}
	return msg
}

// NewLevel sets up a level from the monster's space and the spaces of its
// basic and monster hunt event cards. Cards stack space by space; on a
// space holding both, the monster card lies on top.
func NewLevel(monster int, basic, cards []int) Level {
	var out []Slot
	for _, sp := range cards {
		out = append(out, Slot{Space: sp, Kind: Monster})
	}
	for _, sp := range basic {
		out = append(out, Slot{Space: sp, Kind: Basic})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Space < out[j].Space })
	return Level{Monster: monster, Slots: out}
}

// Spaces lists the spaces of the level's basic and of its monster hunt
// event cards, as NewLevel takes them.
func (l Level) Spaces() (basic, cards []int) {
	basic, cards = []int{}, []int{}
	for _, sl := range l.Slots {
		if sl.Kind == Monster {
			cards = append(cards, sl.Space)
		} else {
			basic = append(basic, sl.Space)
		}
	}
	return basic, cards
}

// checkQuarry says what is wrong with an owner's quarry, or "": the first
// of its problems.
func checkQuarry(q Quarry) string {
	if ps := quarryProblems(q); len(ps) > 0 {
		return ps[0]
	}
	return ""
}

// quarryProblems tells each of QuarryProblems in a sentence that names
// its card or level, so an import lists them all at once.
func quarryProblems(q Quarry) []string {
	var out []string
	for _, p := range QuarryProblems(q) {
		out = append(out, quarrySentence(q, p))
	}
	return out
}

func quarrySentence(q Quarry, p FieldProblem) string {
	if i, ok := fieldIndex(p.Field, "cards."); ok && i < len(q.Deck) {
		return fmt.Sprintf("card %d (%s): %s", i+1, q.Deck[i].Title, p.Msg)
	}
	if i, ok := fieldIndex(p.Field, "levels."); ok {
		return fmt.Sprintf("level %d: %s", i+1, p.Msg)
	}
	return p.Msg
}

// fieldIndex reads i from a field "<list>.<i>.<name>" of list: strconv
// rather than fmt.Sscanf, whose scanner is some 65 KB of app.wasm.
func fieldIndex(field, list string) (int, bool) {
	rest, ok := strings.CutPrefix(field, list)
	n, name, dotted := strings.Cut(rest, ".")
	i, err := strconv.Atoi(n)
	return i, ok && dotted && name != "" && err == nil && i >= 0
}

// QuarryProblems is everything wrong with an owner's quarry, each at its
// field (see FieldProblem): the limits the import, the form and the
// record all keep.
func QuarryProblems(q Quarry) []FieldProblem {
	l := problemList{}
	if q.Name == "" || utf8.RuneCountInString(q.Name) > MaxName {
		l.addf("name", "name must be 1–%d characters", MaxName)
	}
	if utf8.RuneCountInString(q.Blurb) > maxBlurb {
		l.addf("blurb", "blurb is longer than %d characters", maxBlurb)
	}
	if len(q.Levels) < 1 || len(q.Levels) > maxLevels {
		l.addf("levels", "a quarry has levels 1 to %d: list 1 to %d levels", maxLevels, maxLevels)
	}
	if len(q.Deck) < 1 || len(q.Deck) > maxDeck {
		l.addf("cards", "a quarry has 1 to %d monster hunt event cards", maxDeck)
	}
	out := l.list
	for i, e := range q.Deck {
		out = append(out, entryProblems(e, false, "cards."+strconv.Itoa(i)+".")...)
	}
	for i, lv := range q.Levels {
		out = append(out, levelProblems(lv, len(q.Deck), "levels."+strconv.Itoa(i)+".")...)
	}
	return out
}

// levelProblems checks a level's setup: fields "monster", "basic" and
// "cards" (the spaces of its monster hunt event cards).
func levelProblems(lv Level, deck int, prefix string) []FieldProblem {
	l := problemList{prefix: prefix}
	c := Config{Darkness: DefaultDarkness, Starvation: DefaultStarvation}
	if lv.Monster <= Start || lv.Monster >= Spaces {
		l.addf("monster", "the monster starts on a space 1 to %d, not %d", Spaces-1, lv.Monster)
	}
	monsters := 0
	bad := map[CardKind]bool{}
	for _, sl := range lv.Slots {
		field := slotField(sl.Kind)
		if (sl.Space < 0 || sl.Space >= Spaces || c.special(sl.Space)) && !bad[sl.Kind] {
			bad[sl.Kind] = true
			l.addf(field, "no card may start on space %d (Start, Overwhelming Darkness and Starvation stay bare)", sl.Space)
		}
		if sl.Kind == Monster {
			monsters++
		}
	}
	if monsters > deck {
		l.addf("cards", "it deals %s but the quarry has %s", cardWord(monsters), cardWord(deck))
	}
	if len(lv.Slots) > maxSlots {
		l.addf("basic", "a level deals at most %d cards, not %d", maxSlots, len(lv.Slots))
	}
	return l.list
}

func slotField(k CardKind) string {
	if k == Monster {
		return "cards"
	}
	return "basic"
}

func cardWord(n int) string { return words.Count(n, "monster card") }

// QuarryJSON writes q in the form ParseQuarry reads, for export.
func QuarryJSON(q Quarry) []byte {
	f := quarryFile{Name: q.Name, Blurb: q.Blurb, Cards: q.Deck}
	for _, l := range q.Levels {
		lf := levelFile{Monster: l.Monster}
		lf.Basic, lf.Cards = l.Spaces()
		f.Levels = append(f.Levels, lf)
	}
	b, _ := json.Marshal(f) // plain data always marshals
	return jsontext.Indent(b, "  ")
}

func packQuarry(q Quarry, p *record.Packer) {
	p.String(q.Name)
	p.String(q.Blurb)
	p.Int(len(q.Levels))
	for _, l := range q.Levels {
		p.Int(l.Monster)
		p.Int(len(l.Slots))
		for _, sl := range l.Slots {
			p.Int(sl.Space)
			p.Int(index(slotKinds, sl.Kind))
		}
	}
	p.Int(len(q.Deck))
	for _, e := range q.Deck {
		packEntry(e, p)
		packRich(e, p)
	}
}

func unpackQuarry(u *record.Unpacker) Quarry {
	q := Quarry{ID: OwnQuarry, Name: u.String(4 * MaxName), Blurb: u.String(4 * maxBlurb)}
	for range u.Int(maxLevels) {
		l := Level{Monster: u.Int(Spaces)}
		for range u.Int(maxSlots) {
			l.Slots = append(l.Slots, Slot{Space: u.Int(Spaces), Kind: slotKinds[u.Int(len(slotKinds)-1)]})
		}
		q.Levels = append(q.Levels, l)
	}
	for range u.Int(maxDeck) {
		e := unpackEntry(u)
		unpackRich(u, &e)
		q.Deck = append(q.Deck, e)
	}
	return q
}
