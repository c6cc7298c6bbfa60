package store

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"lantern/app/browser"
)

// The journal holds autosaves a reload may have cut short. IndexedDB needs
// the page to live a few milliseconds more to finish a write, and a reload
// or a closed tab can come first; localStorage writes at once. When the
// page is put away, each game's newest autosave not yet written goes into
// the journal (app/saves), and the next start writes what the store does
// not hold yet (SettleJournal) before anything reads a save.
//
// localStorage is the page's to change, and so anything's, so nothing in
// the journal is trusted: each entry is read on its own, and the caller
// that knows records (Vet) checks it as it checks a link or a file.
const journalKey = "lantern.unsaved"

// webStorage is where the journal lives: the page's localStorage, or a
// map in tests (Node, which runs this package's tests as wasm, has none).
var webStorage interface {
	Get(key string, v any) error
	Set(key string, v any) error
	Del(key string) error
} = browser.Local

// ErrNotJournaled is a journal that could not be written, even alone
// (web storage full or refused): the moves not yet in IndexedDB may not
// survive a reload.
var ErrNotJournaled = errors.New("the last moves may not survive a reload")

// Unsaved is one journal entry: the save the newest autosave writes, over
// revision Save.Rev. Landing is the SHA-256 of the record being written at
// that moment, if any: that write may still have landed, and Save then
// goes over the revision after it.
type Unsaved struct {
	Save    Save
	Landing []byte `json:",omitempty"`
}

// Vet checks an entry's save before it is written, as a link or a file is
// checked: the store never looks inside records. over is the save it
// would replace (nil when the store holds none under that ID). Vet returns
// the save to write, its listing rebuilt from what it checked, or why not.
type Vet func(s Save, over *Save) (Save, error)

// Settled is what settling the journal did that the players should hear.
type Settled struct {
	Refused []error // entries dropped unwritten, each with why
	Copied  []Save  // entries kept as new saves: their save moved on without them
}

// copySuffix names an entry kept as a save of its own.
const copySuffix = " (moves from before a reload)"

// Journal keeps u until its save is written or settled. When web storage
// is full, the oldest other entries make room first; ErrNotJournaled says
// that even u alone did not fit.
func Journal(u Unsaved) error {
	raw, err := json.Marshal(u)
	if err != nil {
		return err
	}
	j := readJournal()
	j[u.Save.ID] = raw
	for {
		err := webStorage.Set(journalKey, j)
		if err == nil {
			return nil
		}
		oldest, ok := oldestOther(j, u.Save.ID)
		if !ok {
			return fmt.Errorf("%w (%v)", ErrNotJournaled, err)
		}
		delete(j, oldest)
	}
}

// oldestOther is the key of the entry written longest ago, other than
// keep's; an entry that does not decode counts as oldest.
func oldestOther(j map[string]json.RawMessage, keep string) (string, bool) {
	keys := make([]string, 0, len(j))
	stamp := map[string]int64{}
	for k, raw := range j {
		if k == keep {
			continue
		}
		keys = append(keys, k)
		var u Unsaved
		if json.Unmarshal(raw, &u) == nil {
			stamp[k] = u.Save.Updated
		}
	}
	if len(keys) == 0 {
		return "", false
	}
	sort.Slice(keys, func(a, b int) bool {
		if stamp[keys[a]] != stamp[keys[b]] {
			return stamp[keys[a]] < stamp[keys[b]]
		}
		return keys[a] < keys[b]
	})
	return keys[0], true
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

// readJournal returns the journal's entries by key, each still encoded, so
// that one bad entry never costs the others.
func readJournal() map[string]json.RawMessage {
	j := map[string]json.RawMessage{}
	if err := webStorage.Get(journalKey, &j); err != nil || j == nil {
		return map[string]json.RawMessage{} // not a journal at all: nothing to recover
	}
	return j
}

func writeJournal(j map[string]json.RawMessage) {
	if len(j) == 0 {
		webStorage.Del(journalKey)
		return
	}
	webStorage.Set(journalKey, j)
}

// entry decodes the entry under key: its save must carry that very ID.
func entry(key string, raw json.RawMessage) (Unsaved, error) {
	var u Unsaved
	if err := json.Unmarshal(raw, &u); err != nil {
		return u, fmt.Errorf("an entry that is not a save (%v)", err)
	}
	if u.Save.ID != key {
		return u, fmt.Errorf("an entry for save %q filed under %q", u.Save.ID, key)
	}
	if err := check(u.Save); err != nil {
		return u, err
	}
	return u, nil
}

// Pending returns save id's entry, checked by vet, as the save to write
// over what the store holds now, when the store does not hold it yet: a
// game screen opens it rather than the older save, so that the next move
// is made on top of it.
func Pending(ctx context.Context, st Store, id string, vet Vet) (Save, bool) {
	raw, ok := readJournal()[id]
	if !ok {
		return Save{}, false
	}
	u, err := entry(id, raw)
	if err != nil {
		return Save{}, false
	}
	s, copied, err := target(ctx, st, u, vet)
	return s, err == nil && !copied
}

// SettleJournal writes each entry the store does not hold yet and drops
// the rest, and says what the players should hear of it. An entry whose
// write fails for another reason than a conflict stays for the next start.
func SettleJournal(ctx context.Context, st Store, vet Vet) Settled {
	j := readJournal()
	var out Settled
	for key, raw := range j {
		u, err := entry(key, raw)
		if err != nil {
			out.Refused = append(out.Refused, err)
			delete(j, key)
			continue
		}
		s, copied, err := target(ctx, st, u, vet)
		if err == nil {
			err = st.Put(ctx, s)
		}
		switch {
		case errors.Is(err, errLanded) || errors.Is(err, ErrConflict):
		case errors.Is(err, errRefused):
			out.Refused = append(out.Refused, err)
		case err != nil:
			continue // the store failed: try again next time
		case copied:
			out.Copied = append(out.Copied, s)
		}
		delete(j, key)
	}
	writeJournal(j)
	return out
}

var (
	errLanded  = errors.New("written already")
	errRefused = errors.New("not written")
)

// target is the save u writes, checked by vet: over the revision it was
// made over, or the one after it when that is the write then under way;
// as a new save when its own moved on without it (another tab played on
// from an older state), so that no move is lost unseen. It is errLanded
// when the save holds it already, and ErrConflict when the save was
// deleted.
func target(ctx context.Context, st Store, u Unsaved, vet Vet) (s Save, copied bool, err error) {
	s = u.Save
	cur, err := st.Get(ctx, s.ID)
	var over *Save
	switch {
	case errors.Is(err, ErrNotFound):
		// Written only where nothing of the save is left (the browser
		// emptied the storage): a deletion's trace is at revision 1 or
		// later, so this is a conflict with it.
		s.Rev = 0
	case err != nil:
		return s, false, err
	case bytes.Equal(cur.Record, s.Record):
		return s, false, errLanded
	case cur.Rev == s.Rev+1 && u.Landing != nil && bytes.Equal(hash(cur.Record), u.Landing):
		s.Rev++ // the write under way landed, the newest did not
		over = &cur
	case cur.Rev == s.Rev:
		over = &cur
	default:
		over, copied = &cur, true
	}
	if s, err = vet(s, over); err != nil {
		return s, false, fmt.Errorf("%w: %w", errRefused, err)
	}
	if copied {
		s.ID, s.Rev, s.Title = NewID(), 0, s.Title+copySuffix
	}
	return s, copied, nil
}

func hash(b []byte) []byte {
	h := sha256.Sum256(b)
	return h[:]
}

// Landing is the journal's fingerprint of a record being written.
func Landing(record []byte) []byte { return hash(record) }
