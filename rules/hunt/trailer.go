package hunt

import (
	"errors"

	"lantern/rules/record"
)

// The trailer follows the config's first form, which records made before
// editions end with: when there are bytes after it, the first is the
// edition, and the edition says what follows. Every edition's trailer
// stays readable (G-02).

var errTrailer = errors.New("hunt config: a trailer that no Lantern writes")

func packTrailer(c Config, p *record.Packer) {
	p.Int(c.Edition)
	p.Int(len(c.Table))
	for _, e := range c.Table {
		packEntry(e, p)
	}
}

func unpackTrailer(u *record.Unpacker, c *Config) {
	if c.Table != nil {
		u.Fail(errTrailer) // from edition 1 the table is never in the first form
	}
	c.Edition = u.Int(Edition)
	if c.Edition == 0 {
		u.Fail(errTrailer) // edition 0 is written without a trailer
	}
	for range u.Int(TableRows) {
		c.Table = append(c.Table, unpackEntry(u))
	}
}
