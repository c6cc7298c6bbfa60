package record

// migrate decodes format version v. Each released version keeps a case
// here and a golden file in testdata/; a new format adds a writer and a
// reader converting it to Record, never the other way round.
func migrate(v int, b []byte) (Record, error) {
	switch v {
	case 1:
		return readFields(b, 9)
	case 2:
		return readFields(b, 10)
	case 3:
		return readFields(b, 11)
	}
	return Record{}, corrupt("format version %d is not one this Lantern knows; it may be from a newer Lantern", v)
}

// readFields reads a record item by item rather than through reflection,
// so each count is checked against its limit before anything is allocated
// for it. Version 1 has 9 fields; version 2 adds Check, the 10th, and
// version 3 Notes, the 11th.
func readFields(b []byte, fields int) (Record, error) {
	d := newReader(b)
	d.arrayOf(fields)
	d.str(len(Magic))
	d.int()
	r := Record{Game: d.str(MaxGameIDBytes), Rules: d.int(), Seed: d.uint()}
	r.Config = d.bin(MaxConfigBytes)
	r.Moves = d.bin(MaxMovesBytes)
	if n := d.array(MaxNames); n > 0 {
		r.Names = make([]string, n)
		for i := range r.Names {
			r.Names[i] = d.str(MaxNameBytes)
		}
	}
	r.Snapshot = d.bin(MaxSnapshotBytes)
	if fields > 9 {
		r.Check = d.bin(CheckSize)
	}
	if fields > 10 {
		r.Notes = d.bin(MaxNotesBytes)
	}
	return r, d.err
}
