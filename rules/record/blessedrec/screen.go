// Package blessedrec carries the game master's private side of a
// Humanity, Blessed campaign to their own phone: a peek (record.Peek) of
// kind ID whose body is a Screen. The tablet builds the Screen from the
// campaign and the table's notes; the phone decodes it and shows it,
// saving nothing.
package blessedrec

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"lantern/rules/blessed"
	"lantern/rules/record"
)

// ID is the peek kind of the game master's screen.
const ID = "blessed-gm"

// Screen is what the game master consults privately: their own
// characters' sheets and every delayed attack waiting, with when it was
// taken. The players' characters are not in it, only named by the traps.
type Screen struct {
	Campaign string
	Session  int    // when it was taken: session …
	During   string // … and what the table was doing ("during the check of Ren"), or ""
	Optional blessed.Stat
	Setting  string // the Setting Ethic, or ""
	Chars    []Char
	Traps    []Trap
}

// Char is one of the game master's characters.
type Char struct {
	Name string
	// Dice are the sizes of the table's stats (Config.Stats) in order.
	Dice       []blessed.Size
	Blessings  []int // permanent, in the order gained
	Temporary  []int
	Conditions uint16 // as blessed.Character keeps them
	Aches      uint32
	Vexes      uint32
	Tags       uint8 // a monstrosity's secret tags in the Endeavor under way, by bit (blessed.MonsterTag)
	// Apts and Specs name the aptitudes and specializations by position,
	// "" for one not named yet.
	Apts, Specs []string
	Words       []Words // the sheet's long texts that are not empty
}

// Words is one long text of a sheet: Field is which (0 backstory, 1
// things gained, 2 rumours, 3 favorability, 4 notes: the app names them);
// Cut says the code holds only its beginning.
type Words struct {
	Field int
	Text  string
	Cut   bool
}

// Trap is a delayed attack waiting for its trigger.
type Trap struct {
	Attacker, Defender string
	Stat               blessed.Stat
	Ranks              int
	Std                int // blessed.Trap.Std
}

// Print is a fingerprint of what the screen holds, leaving out when it
// was taken: the tablet compares it with the one of the code it showed to
// tell when the game master's phone is out of date.
func Print(s Screen) string {
	s.Session, s.During = 0, ""
	return record.Fingerprint(s)
}

// screenVersion is the version of the body, inside the envelope's.
const screenVersion = 1

// Limits on a screen read from a code: what the table's notes can hold
// (sixty characters to a name, six hundred to a long text, of up to four
// bytes each) and what a campaign can.
const (
	maxShort   = 4 * 60
	maxLong    = 4 * 600
	maxFields  = 5 // Words.Field
	maxAptList = 16
	maxFace    = 20
	maxStd     = 1000
	maxSession = 1 << 20
)

// Encode returns s as a peek payload for record.PeekPrefix. A screen too
// long for a code has its long texts cut, marked Cut, until it fits.
func Encode(s Screen) (string, error) {
	for n := 512; ; n /= 2 {
		payload, err := record.EncodePeek(record.Peek{Kind: ID, Body: pack(s)})
		if !errors.Is(err, record.ErrPeekTooLong) || n == 0 {
			return payload, err
		}
		s = shorten(s, n)
	}
}

// shorten cuts every long text to at most n characters.
func shorten(s Screen, n int) Screen {
	chars := make([]Char, len(s.Chars))
	for i, c := range s.Chars {
		c.Words = append([]Words(nil), c.Words...)
		for k, w := range c.Words {
			if utf8.RuneCountInString(w.Text) > n {
				r := []rune(w.Text)
				c.Words[k] = Words{Field: w.Field, Text: string(r[:n]), Cut: true}
			}
		}
		chars[i] = c
	}
	s.Chars = chars
	return s
}

func pack(s Screen) []byte {
	var p record.Packer
	p.Int(screenVersion)
	p.String(s.Campaign)
	p.Int(s.Session)
	p.String(s.During)
	p.Int(int(s.Optional))
	p.String(s.Setting)
	p.Int(len(s.Chars))
	for _, c := range s.Chars {
		p.String(c.Name)
		for _, z := range c.Dice {
			p.Int(int(z))
		}
		ints(&p, c.Blessings)
		ints(&p, c.Temporary)
		p.Int(int(c.Conditions))
		p.Uint(uint64(c.Aches))
		p.Uint(uint64(c.Vexes))
		p.Int(int(c.Tags))
		strs(&p, c.Apts)
		strs(&p, c.Specs)
		p.Int(len(c.Words))
		for _, w := range c.Words {
			p.Int(w.Field)
			p.String(w.Text)
			p.Bool(w.Cut)
		}
	}
	p.Int(len(s.Traps))
	for _, t := range s.Traps {
		p.String(t.Attacker)
		p.String(t.Defender)
		p.Int(int(t.Stat))
		p.Int(t.Ranks)
		p.Int(t.Std + 1) // -1 until the attacker's position roll
	}
	return p.Bytes()
}

func ints(p *record.Packer, xs []int) {
	p.Int(len(xs))
	for _, x := range xs {
		p.Int(x)
	}
}

func strs(p *record.Packer, xs []string) {
	p.Int(len(xs))
	for _, x := range xs {
		p.String(x)
	}
}

// errUpdate ends the refusals that a newer Lantern would not make.
var errUpdate = errors.New("update Lantern on this phone")

// Decode reads the body of a peek of kind ID. Errors wrap
// record.ErrCorrupt, in words for the game master holding the phone.
func Decode(body []byte) (Screen, error) {
	s, err := decode(body)
	if err != nil && !errors.Is(err, errUpdate) {
		return Screen{}, fmt.Errorf("%w: the code is damaged or cut short", record.ErrCorrupt)
	}
	return s, err
}

func decode(body []byte) (Screen, error) {
	u := record.NewUnpacker(body)
	if v := u.Uint(1 << 20); u.Err() == nil && v != screenVersion {
		return Screen{}, fmt.Errorf("%w: the code was made by a newer Lantern (screen version %d): %w", record.ErrCorrupt, v, errUpdate)
	}
	s := Screen{Campaign: u.String(record.MaxTitleBytes), Session: u.Int(maxSession), During: u.String(2 * maxShort)}
	s.Optional = blessed.Stat(u.Int(int(blessed.OptionalStats[len(blessed.OptionalStats)-1])))
	if s.Optional != blessed.NoStat && !s.Optional.Optional() {
		u.Fail(record.ErrCorrupt)
	}
	s.Setting = u.String(maxShort)
	stats := len(blessed.Config{Optional: s.Optional}.Stats())
	for range u.Int(blessed.MaxParty) {
		c := Char{Name: u.String(maxShort)}
		for range stats {
			c.Dice = append(c.Dice, blessed.Size(u.Int(int(blessed.D10))))
		}
		c.Blessings = readInts(u, blessed.MaxBlessings)
		c.Temporary = readInts(u, blessed.MaxBlessings)
		c.Conditions = uint16(u.Int(1<<16 - 1))
		c.Aches, c.Vexes = uint32(u.Uint(1<<32-1)), uint32(u.Uint(1<<32-1))
		c.Tags = uint8(u.Int(1<<blessed.NumMonsterTags - 1))
		c.Apts, c.Specs = readStrs(u), readStrs(u)
		for range u.Int(maxFields) {
			c.Words = append(c.Words, Words{Field: u.Int(maxFields - 1), Text: u.String(maxLong), Cut: u.Bool()})
		}
		s.Chars = append(s.Chars, c)
	}
	for range u.Int(blessed.MaxTraps) {
		t := Trap{Attacker: u.String(maxShort), Defender: u.String(maxShort)}
		t.Stat, t.Ranks, t.Std = blessed.Stat(u.Int(int(blessed.Host))), u.Int(2), u.Int(maxStd)-1
		s.Traps = append(s.Traps, t)
	}
	if err := u.Done(); err != nil {
		return Screen{}, err
	}
	return s, nil
}

func readInts(u *record.Unpacker, n int) []int {
	var out []int
	for range u.Int(n) {
		out = append(out, u.Int(maxFace))
	}
	return out
}

func readStrs(u *record.Unpacker) []string {
	var out []string
	for range u.Int(maxAptList) {
		out = append(out, u.String(maxShort))
	}
	return out
}
