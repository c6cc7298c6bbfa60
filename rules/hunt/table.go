package hunt

import (
	_ "embed"
	"sync"
)

// Lantern's own hunt event tables (KH-02), written for Lantern and read by
// the same parser as an owner's import. table.csv is the table of edition
// 0 hunts, kept as it was so that their records replay; table1.csv is
// today's, which uses every kind of row an owner may type in.
var (
	//go:embed table.csv
	tableCSV0 []byte
	//go:embed table1.csv
	tableCSV1 []byte
)

var ownTables = []func() []Entry{sync.OnceValue(func() []Entry { return mustParse(tableCSV0) }), sync.OnceValue(func() []Entry { return mustParse(tableCSV1) })}

func mustParse(b []byte) []Entry {
	t, err := ParseCSV(b)
	if err != nil {
		panic("hunt: Lantern's own table is invalid: " + err.Error()) // TestKH02_OwnTable keeps it valid
	}
	return t
}

// Table returns Lantern's own hunt event table for new hunts, rows 1–100
// in order. Callers must not change it.
func Table() []Entry { return TableOf(Edition) }

// TableOf returns Lantern's own table for hunts of an edition.
func TableOf(edition int) []Entry { return ownTables[min(edition, len(ownTables)-1)]() }
