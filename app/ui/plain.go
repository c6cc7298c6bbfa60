package ui

import (
	"errors"
	"fmt"

	"lantern/rules"
	"lantern/rules/record"
)

// Plainly says in plain words why a save, link or file cannot be used,
// for a player; the error itself goes behind Trouble's "Details". what
// names the thing: "this save", "this link", "this file".
func Plainly(what string, err error) string {
	replay, isReplay := rules.As[*rules.ReplayError](err)
	switch {
	case err == nil:
		return ""
	case errors.Is(err, record.ErrTooLong):
		return what + " holds more moves than Lantern keeps for one game"
	case errors.Is(err, record.ErrDiverged):
		return what + " was made under other rules: its moves no longer lead to the game that was kept"
	case isReplay:
		return fmt.Sprintf("move %d of %s cannot be played: it was damaged or changed", replay.Index+1, what)
	case errors.Is(err, record.ErrCorrupt):
		return what + " is damaged: it was cut short or changed"
	}
	return what + " cannot be used here"
}
