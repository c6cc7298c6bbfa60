package blessed

import (
	"lantern/rules/blessed"
	"lantern/rules/record"
	"lantern/rules/tally"
)

// The stats page counts campaigns by their characters' names, which only
// the notes hold.
func init() {
	tally.Register(blessed.Adapter.Name, func(r record.Record, progress func(done, total int)) (tally.Game, error) {
		sheets := unpackNotes(r.Notes, blessed.State{Party: make([]blessed.Character, blessed.MaxParty)})
		return blessed.Tally(r, progress, func(seat int) string {
			if seat >= 0 && seat < len(sheets) {
				return sheets[seat].Name
			}
			return defaultName(seat)
		})
	})
}
