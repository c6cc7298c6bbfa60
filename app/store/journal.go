package store

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"

	"lantern/app/browser"
)

// The journal holds autosaves a reload may have cut short. IndexedDB needs
// the page to live a few milliseconds more to finish a write, and a reload
// or a closed tab can come first; localStorage writes at once. When the
// page is put away, each game's newest autosave not yet written goes into
// the journal (app/saves), and the next start writes what the store does
// not hold yet (SettleJournal) before anything reads a save.
const journalKey = "lantern.unsaved"

// webStorage is where the journal lives: the page's localStorage, or a
// map in tests (Node, which runs this package's tests as wasm, has none).
var webStorage interface {
	Get(key string, v any) error
	Set(key string, v any) error
	Del(key string) error
} = browser.Local

// Unsaved is one journal entry: the save the newest autosave writes, over
// revision Save.Rev. Landing is the SHA-256 of the record being written at
// that moment, if any: that write may still have landed, and Save then
// goes over the revision after it.
type Unsaved struct {
	Save    Save
	Landing []byte `json:",omitempty"`
}

// Journal keeps u until its save is written or settled.
func Journal(u Unsaved) error {
	j := readJournal()
	j[u.Save.ID] = u
	return webStorage.Set(journalKey, j)
}

// Forget drops save id's entry, once its newest autosave is written or has
// lost to another tab.
func Forget(id string) {
	j := readJournal()
	if _, ok := j[id]; !ok {
		return
	}
	delete(j, id)
	writeJournal(j)
}

func readJournal() map[string]Unsaved {
	j := map[string]Unsaved{}
	if err := webStorage.Get(journalKey, &j); err != nil || j == nil {
		return map[string]Unsaved{} // unreadable: nothing to recover
	}
	return j
}

func writeJournal(j map[string]Unsaved) {
	if len(j) == 0 {
		webStorage.Del(journalKey)
		return
	}
	webStorage.Set(journalKey, j)
}

// SettleJournal writes each entry the store does not hold yet and drops
// the rest. An entry whose write fails for another reason than a conflict
// stays for the next start.
func SettleJournal(ctx context.Context, st Store) {
	j := readJournal()
	if len(j) == 0 {
		return
	}
	for id, u := range j {
		if err := settle(ctx, st, u); err == nil || errors.Is(err, ErrConflict) {
			delete(j, id)
		}
	}
	writeJournal(j)
}

// settle writes u's save unless the store moved past it: another write
// landed (this one, or another tab's) or the save was deleted.
func settle(ctx context.Context, st Store, u Unsaved) error {
	s := u.Save
	cur, err := st.Get(ctx, s.ID)
	switch {
	case errors.Is(err, ErrNotFound):
		return st.Put(ctx, s) // a new game's first write, or a conflict with a deletion
	case err != nil:
		return err
	case bytes.Equal(cur.Record, s.Record):
		return nil // it landed after all
	case cur.Rev == s.Rev+1 && u.Landing != nil && bytes.Equal(hash(cur.Record), u.Landing):
		s.Rev++ // the write under way landed, the newest did not
	}
	return st.Put(ctx, s)
}

func hash(b []byte) []byte {
	h := sha256.Sum256(b)
	return h[:]
}

// Landing is the journal's fingerprint of a record being written.
func Landing(record []byte) []byte { return hash(record) }
