package hunt

import "lantern/app/browser"

// halfRoll is a table roll typed half-way: the tens and ones die tapped
// ("" until tapped) while the hunt waited after Moves moves. It is not a
// move until Read the table gives it, so it lives beside the save, in the
// tab's session storage, which a reload keeps.
type halfRoll struct {
	Moves int       `json:"moves"`
	Dice  [2]string `json:"dice"`
}

func halfRollKey(saveID string) string { return "lantern.hunt.dice." + saveID }

// keepHalfRoll stores d for save id. A tab that refuses storage only
// forgets the half roll on a reload: the player taps it again.
func keepHalfRoll(saveID string, d halfRoll) { _ = browser.Session.Set(halfRollKey(saveID), d) }

// keptHalfRoll is the half roll stored for save id; one of an earlier
// step does not count (halfRoll reads it only at its own move).
func keptHalfRoll(saveID string) halfRoll {
	var d halfRoll
	if browser.Session.Get(halfRollKey(saveID), &d) != nil {
		return halfRoll{}
	}
	return d
}
