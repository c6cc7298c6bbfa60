package hunt

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"unicode/utf8"

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

// ParseQuarry reads an owner's quarry from JSON, with every problem told
// in plain words.
func ParseQuarry(b []byte) (Quarry, error) {
	b, err := plainText(b)
	if err != nil {
		return Quarry{}, err
	}
	var f quarryFile
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		at := lines{b: b}
		return Quarry{}, &ImportError{Problems: []Problem{{troubleLine(err, &at, 1), quarryTrouble(err)}}}
	}
	if dec.More() {
		return Quarry{}, refuse("there is more after the quarry's closing }: remove it")
	}
	q := Quarry{ID: OwnQuarry, Name: f.Name, Blurb: f.Blurb, Deck: f.Cards}
	for _, l := range f.Levels {
		q.Levels = append(q.Levels, Level{Monster: l.Monster, Slots: levelSlots(l)})
	}
	if msg := checkQuarry(q); msg != "" {
		return Quarry{}, refuse("%s", msg)
	}
	for i := range q.Deck {
		if q.Deck[i].Who == "" {
			q.Deck[i].Who = Revealer
		}
	}
	return q, nil
}

func quarryTrouble(err error) string {
	msg := jsonTrouble(err)
	if msg == "each entry must be an object in { }" {
		return "a quarry is one JSON object: { \"name\": …, \"levels\": […], \"cards\": […] }"
	}
	return msg
}

// levelSlots stacks a level's cards space by space; on a space holding
// both, the monster card lies on top.
func levelSlots(l levelFile) []Slot {
	var out []Slot
	for _, sp := range l.Cards {
		out = append(out, Slot{Space: sp, Kind: Monster})
	}
	for _, sp := range l.Basic {
		out = append(out, Slot{Space: sp, Kind: Basic})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Space < out[j].Space })
	return out
}

// checkQuarry says what is wrong with an owner's quarry, or "".
func checkQuarry(q Quarry) string {
	switch {
	case q.Name == "" || utf8.RuneCountInString(q.Name) > MaxName:
		return fmt.Sprintf("name must be 1–%d characters", MaxName)
	case utf8.RuneCountInString(q.Blurb) > maxBlurb:
		return fmt.Sprintf("blurb is longer than %d characters", maxBlurb)
	case len(q.Levels) < 1 || len(q.Levels) > maxLevels:
		return fmt.Sprintf("a quarry has levels 1 to %d: list 1 to %d levels", maxLevels, maxLevels)
	case len(q.Deck) < 1 || len(q.Deck) > maxDeck:
		return fmt.Sprintf("a quarry has 1 to %d monster hunt event cards", maxDeck)
	}
	for i, e := range q.Deck {
		if msg := checkEntry(e, false); msg != "" {
			return fmt.Sprintf("card %d (%s): %s", i+1, e.Title, msg)
		}
	}
	for i, l := range q.Levels {
		if msg := checkLevel(l, len(q.Deck)); msg != "" {
			return fmt.Sprintf("level %d: %s", i+1, msg)
		}
	}
	return ""
}

func checkLevel(l Level, deck int) string {
	c := Config{Darkness: DefaultDarkness, Starvation: DefaultStarvation}
	if l.Monster <= Start || l.Monster >= Spaces {
		return fmt.Sprintf("the monster starts on a space 1 to %d, not %d", Spaces-1, l.Monster)
	}
	monsters := 0
	for _, sl := range l.Slots {
		if sl.Space < 0 || sl.Space >= Spaces || c.special(sl.Space) {
			return fmt.Sprintf("no card may start on space %d (Start, Overwhelming Darkness and Starvation stay bare)", sl.Space)
		}
		if sl.Kind == Monster {
			monsters++
		}
	}
	if monsters > deck || len(l.Slots) > maxSlots {
		return fmt.Sprintf("it deals %s but the quarry has %s", cardWord(monsters), cardWord(deck))
	}
	return ""
}

func cardWord(n int) string { return words.Count(n, "monster card") }

// QuarryJSON writes q in the form ParseQuarry reads, for export.
func QuarryJSON(q Quarry) []byte {
	f := quarryFile{Name: q.Name, Blurb: q.Blurb, Cards: q.Deck}
	for _, l := range q.Levels {
		lf := levelFile{Monster: l.Monster, Basic: []int{}, Cards: []int{}}
		for _, sl := range l.Slots {
			if sl.Kind == Monster {
				lf.Cards = append(lf.Cards, sl.Space)
			} else {
				lf.Basic = append(lf.Basic, sl.Space)
			}
		}
		f.Levels = append(f.Levels, lf)
	}
	b, _ := json.MarshalIndent(f, "", "  ") // plain data always marshals
	return b
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
