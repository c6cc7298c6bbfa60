// Package recordtest holds the tests every registered game's records must
// pass: random legal games saved after every move and loaded back to the
// same state, and golden records of every game in every released record
// format, each replayed to a pinned state. A game is covered by adding one
// line to the table in games_test.go; a test fails while a registered game
// is missing from it.
package recordtest
