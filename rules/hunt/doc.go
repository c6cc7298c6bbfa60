// Package hunt plays the hunt phase of Kingdom Death: Monster: a hunt team
// of one to four survivors crosses a 13-space hunt board toward its quarry,
// revealing the hunt event cards stacked on each space and rolling on a
// 100-entry hunt event table, until the quarry is found and the showdown
// begins (Lantern records that and stops there).
//
// The shape is Lantern's usual one: New(cfg, seed), Legal, Apply (never
// mutating its input, errors wrapping rules.ErrIllegal and friends), and
// Outcome. All randomness comes from the State's rng.Source.
//
// Every card and table entry is an Entry (entry.go): who takes part, what
// they need, an optional d10 check, and structured effects. Lantern's own
// hunt event table (table.csv, embedded) is parsed by the same importer that
// reads an owner's CSV or JSON table (import.go). See docs/hunt.md for how
// Lantern reads the rulebook, and RULINGS.md KH-01 and KH-02.
package hunt
