// Package hope plays Hope Inhumanity: a State plus moves, with New, Legal,
// Apply, View and Outcome. See card.go for the card vocabulary and
// docs/hope.md for how Lantern reads the rulebook and ../shared/RULINGS.md.
package hope
