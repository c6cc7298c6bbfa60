package saves

import "time"

// RestAfter is how long a save must have lain unwritten for its game to
// open with a recap ("Previously on…"): long enough that the table has
// put the game away, not a reload or a glance at the saves page.
const RestAfter = 30 * time.Minute

// Rested reports whether the save the game screen opened last had not
// been written for RestAfter before it was opened: the table comes back
// to it after a pause. Nothing new is stored for it; the save's own time
// of writing says it.
func (a *Autosaver) Rested() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	o := a.cur
	return o != nil && o.updated > 0 && now()-o.updated >= RestAfter.Milliseconds()
}
