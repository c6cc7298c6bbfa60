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

// Edition 1's trailer: whether the table types its dice, each survivor's survival and insanity, then the
// table, each entry in the first form followed by its question, bands and
// options.
func packTrailer(c Config, p *record.Packer) {
	p.Int(c.Edition)
	p.Bool(c.Typed)
	for _, v := range c.Team {
		p.Int(v.Survival)
		p.Int(v.Insanity)
	}
	p.Int(len(c.Table))
	for _, e := range c.Table {
		packEntry(e, p)
		packRich(e, p)
	}
	p.Bool(c.Quarry == OwnQuarry)
	if c.Quarry == OwnQuarry {
		packQuarry(c.Own, p)
	}
}

func packRich(e Entry, p *record.Packer) {
	p.String(e.Ask)
	p.Int(len(e.Bands))
	for _, b := range e.Bands {
		p.Int(b.From)
		p.Int(b.To)
		p.String(b.Text)
		packEffects(b.Effects, p)
	}
	p.Int(len(e.Options))
	for _, o := range e.Options {
		p.String(o.Label)
		packEffects(o.Effects, p)
	}
}

func unpackRich(u *record.Unpacker, e *Entry) {
	e.Ask = u.String(8 * maxTitle)
	for range u.Int(10) {
		b := Band{From: u.Int(10), To: u.Int(10), Text: u.String(8 * maxTitle)}
		b.Effects = unpackEffects(u)
		e.Bands = append(e.Bands, b)
	}
	for range u.Int(maxOptions) {
		o := Option{Label: u.String(4 * maxTitle)}
		o.Effects = unpackEffects(u)
		e.Options = append(e.Options, o)
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
	c.Typed = u.Bool()
	for i := range c.Team {
		c.Team[i].Survival, c.Team[i].Insanity = u.Int(MaxTrack), u.Int(MaxTrack)
	}
	for range u.Int(TableRows) {
		e := unpackEntry(u)
		unpackRich(u, &e)
		c.Table = append(c.Table, e)
	}
	if u.Bool() {
		if c.Quarry != OwnQuarry {
			u.Fail(errTrailer)
		}
		c.Own = unpackQuarry(u)
	}
}
