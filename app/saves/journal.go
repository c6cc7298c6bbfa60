package saves

import (
	"sync"

	"lantern/app/browser"
	"lantern/app/store"
	"lantern/rules/record"
)

// What the journal (app/store/journal.go) needs of each opening with an
// autosave not yet written. Its own lock, never held across a wait: the
// hook runs inside the browser's event, while a write may hold the
// Autosaver's lock across IndexedDB.
var unsaved struct {
	sync.Mutex
	open map[*opening]bool
}

// request is one autosave as asked for.
type request struct {
	seq   int
	title string
	rec   record.Record
	sum   record.Summary
	tell  func(error) // shows the players what became of it, from any goroutine
}

// pending is what an opening has asked for and not yet written.
type pending struct {
	stored    int64    // the revision its last write left (opening.rev)
	newest    *request // the newest request, until it is written
	under     *request // the request being written now, if any
	journaled bool     // newest is in the journal
	warned    bool     // the players were told the journal could not keep it
}

func init() { browser.OnHide(journalUnsaved) }

// journalWrite keeps an entry in the journal; tests make it fail as a full
// web storage does.
var journalWrite = store.Journal

// asked notes r as o's newest request.
func asked(o *opening, r *request) {
	unsaved.Lock()
	defer unsaved.Unlock()
	o.pending.newest = r
	if unsaved.open == nil {
		unsaved.open = map[*opening]bool{}
	}
	unsaved.open[o] = true
}

// startWrite notes that request seq is being written over revision rev.
func startWrite(o *opening, seq int, rev int64) {
	unsaved.Lock()
	defer unsaved.Unlock()
	p := &o.pending
	p.stored = rev
	if p.newest != nil && p.newest.seq == seq {
		p.under = p.newest
	}
}

// endWrite notes the end of request seq's write. Once the newest request is
// written, or has lost to another tab, the journal forgets it; a failed
// write keeps it for the journal. It reports whether what the players see
// changes: they were told that the journal could not keep it, or that the
// moves it held were not written yet.
func endWrite(o *opening, seq int, rev int64, settled bool) (changed bool) {
	unsaved.Lock()
	defer unsaved.Unlock()
	p := &o.pending
	p.stored, p.under = rev, nil
	if !settled || p.newest == nil || p.newest.seq != seq {
		return false
	}
	p.newest = nil
	delete(unsaved.open, o)
	changed, p.warned = p.warned || p.journaled, false
	if p.journaled {
		p.journaled = false
		store.Forget(o.id)
	}
	return changed
}

// journalUnsaved puts each opening's newest unwritten autosave into the
// journal, as the page is put away. When the journal cannot keep it, the
// players are told that the last moves may not survive a reload.
func journalUnsaved() {
	unsaved.Lock()
	defer unsaved.Unlock()
	for o := range unsaved.open {
		p := &o.pending
		u, ok := p.entry(o.id)
		if !ok {
			continue
		}
		if err := journalWrite(u); err != nil {
			p.warned = true
			if p.newest.tell != nil {
				p.newest.tell(err)
			}
			continue
		}
		p.journaled = true
	}
}

// entry is the journal's entry for p: its newest request as the save it
// writes, over the revision it would go over.
func (p *pending) entry(id string) (store.Unsaved, bool) {
	r := p.newest
	if r == nil {
		return store.Unsaved{}, false
	}
	b, err := record.Marshal(r.rec)
	if err != nil {
		return store.Unsaved{}, false
	}
	m := meta(id, r.title, r.rec, r.sum)
	m.Rev = p.stored
	u := store.Unsaved{Save: store.Save{Meta: m, Record: b}}
	if p.under != nil {
		under, err := record.Marshal(p.under.rec)
		if err != nil {
			return store.Unsaved{}, false
		}
		u.Landing = store.Landing(under)
	}
	return u, true
}
