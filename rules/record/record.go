package record

import (
	"fmt"
	"unicode/utf8"
)

// Magic starts every encoded record, so a stray file or link is told apart
// from a record at once.
const Magic = "LNTR"

// Version is the format Marshal writes. Unmarshal reads it and every
// earlier released version (see migrate.go).
const Version = 3

// Record is one game, complete enough to rebuild it.
type Record struct {
	Game     string   // game id, e.g. "hope"
	Rules    int      // the game's rules version the moves were played under
	Config   []byte   // the game's configuration, packed by its adapter
	Seed     uint64   // the game's RNG seed
	Moves    []byte   // every move, packed by the game's adapter
	Names    []string // the names players typed, seat order
	Snapshot []byte   // optional cache of the final state; never trusted over Moves
	// Check fingerprints the state the moves reach (CheckSize bytes, or
	// none). Moves are indexes into the legal lists, so rules that changed
	// without a version bump would replay them into another game without
	// any error; Load compares the fingerprint and says so instead.
	Check []byte
	// Notes is what the players wrote at the table that the rules never
	// read (Hope's character sheets, seat looks and ending), packed by the
	// game's screen. It travels with the game, so a duplicate, a file or a
	// link keeps it.
	Notes []byte
}

// CheckSize is the length of Record.Check.
const CheckSize = 8

// Marshal encodes r in the current format, version 3: a positional array
// (no field names, no maps) of magic, version, game, rules, seed, config,
// moves, names, snapshot, check and notes. Version 2 is the same without
// notes, version 1 without check either.
func Marshal(r Record) ([]byte, error) {
	if err := r.check(); err != nil {
		return nil, err
	}
	w := newWriter()
	w.array(11)
	w.str(Magic)
	w.int(Version)
	w.str(r.Game)
	w.int(int64(r.Rules))
	w.uint(r.Seed)
	w.bin(r.Config)
	w.bin(r.Moves)
	w.strs(r.Names)
	w.bin(r.Snapshot)
	w.bin(r.Check)
	w.bin(r.Notes)
	return w.bytes()
}

// readHeader reads the magic and format version that start every format:
// an array whose first two items are a string and an int. The rest of the
// array differs between versions.
func readHeader(b []byte) (magic string, version int, err error) {
	d := newReader(b)
	if n := d.array(len(b)); d.err == nil && n < 2 {
		d.fail("array of %d items", n)
	}
	magic = d.str(len(b))
	version = d.int()
	if d.err != nil {
		return "", 0, d.err
	}
	return magic, version, nil
}

// Unmarshal decodes a record of any released format version. Its errors
// wrap ErrCorrupt.
func Unmarshal(b []byte) (Record, error) {
	if len(b) > MaxRecordBytes {
		return Record{}, corrupt("record of %d bytes is over the %d byte limit", len(b), MaxRecordBytes)
	}
	if err := validate(b); err != nil {
		return Record{}, err
	}
	magic, version, err := readHeader(b)
	if err != nil {
		return Record{}, err
	}
	if magic != Magic {
		return Record{}, corrupt("not a Lantern record")
	}
	r, err := migrate(version, b)
	if err != nil {
		return Record{}, err
	}
	return r, r.check()
}

// check enforces the limits on each field, for Marshal and Unmarshal alike:
// what Lantern writes it can read back.
func (r Record) check() error {
	switch {
	case r.Game == "" || len(r.Game) > MaxGameIDBytes:
		return corrupt("game id %q", r.Game)
	case r.Rules < 0:
		return corrupt("rules version %d", r.Rules)
	case len(r.Config) > MaxConfigBytes, len(r.Moves) > MaxMovesBytes, len(r.Snapshot) > MaxSnapshotBytes, len(r.Notes) > MaxNotesBytes:
		return corrupt("a field is over its size limit")
	case len(r.Check) != 0 && len(r.Check) != CheckSize:
		return corrupt("check of %d bytes", len(r.Check))
	case len(r.Names) > MaxNames:
		return corrupt("%d names, at most %d", len(r.Names), MaxNames)
	}
	for _, n := range r.Names {
		if len(n) > MaxNameBytes || !utf8.ValidString(n) {
			return corrupt("name %q", n)
		}
	}
	return nil
}

// String describes r for logs and test failures.
func (r Record) String() string {
	return fmt.Sprintf("%s/v%d seed=%d names=%q config=%d B moves=%d B snapshot=%d B notes=%d B",
		r.Game, r.Rules, r.Seed, r.Names, len(r.Config), len(r.Moves), len(r.Snapshot), len(r.Notes))
}
