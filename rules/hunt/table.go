package hunt

import (
	_ "embed"
	"sync"
)

// tableCSV is Lantern's own hunt event table (KH-02), written for Lantern
// and read by the same parser as an owner's import.
//
//go:embed table.csv
var tableCSV []byte

var ownTable = sync.OnceValue(func() []Entry {
	t, err := ParseCSV(tableCSV)
	if err != nil {
		panic("hunt: Lantern's own table is invalid: " + err.Error()) // TestOwnTable keeps it valid
	}
	return t
})

// Table returns Lantern's own hunt event table, rows 1–100 in order.
// Callers must not change it.
func Table() []Entry { return ownTable() }
