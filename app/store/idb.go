//go:build js && wasm

package store

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/hack-pad/go-indexeddb/idb"
	"github.com/hack-pad/safejs"

	"lantern/app/browser"
)

// Object stores: metas are small and listed often; records are read only
// when a game is opened. Both are written in one transaction.
const (
	metaStore   = "meta"
	recordStore = "records"
	dbVersion   = 1
)

// IDB keeps saves in the browser's IndexedDB. go-indexeddb opens and
// upgrades the database; transactions are Lantern's own (idbtxn_js.go).
type IDB struct {
	name string
	mu   sync.Mutex
	db   safejs.Value // the IDBDatabase; replaced when the browser closes it
}

// OpenIDB opens (creating or upgrading) the database with that name.
func OpenIDB(ctx context.Context, name string) (*IDB, error) {
	db, err := openDB(ctx, name)
	if err != nil {
		return nil, err
	}
	return &IDB{name: name, db: db}, nil
}

func openDB(ctx context.Context, name string) (safejs.Value, error) {
	// Reading indexedDB throws where the browser blocks site data.
	g, err := browser.Global("indexedDB")
	if err != nil {
		return safejs.Null(), err
	}
	if ok, _ := g.Truthy(); !ok {
		return safejs.Null(), errors.New("this browser offers no IndexedDB")
	}
	f, err := idb.WrapFactory(safejs.Unsafe(g))
	if err != nil {
		return safejs.Null(), err
	}
	req, err := f.Open(ctx, name, dbVersion, upgrade)
	if err != nil {
		return safejs.Null(), err
	}
	_, err = req.Await(ctx)
	if err == nil && ctx.Err() != nil {
		// go-indexeddb returns no error when ctx ends first (the request is
		// blocked by another tab, or the browser never answers).
		err = fmt.Errorf("IndexedDB did not open: %w", ctx.Err())
	}
	if err != nil {
		return safejs.Null(), err
	}
	db, err := req.Request.Result() // the IDBDatabase itself
	return safejs.Safe(db), err
}

// upgrade creates the object stores; later versions add their steps here.
func upgrade(db *idb.Database, oldVersion, _ uint) error {
	if oldVersion < 1 {
		for _, name := range []string{metaStore, recordStore} {
			if _, err := db.CreateObjectStore(name, idb.ObjectStoreOptions{}); err != nil {
				return err
			}
		}
	}
	return nil
}

// with runs do on the connection. When the browser has closed it (site
// data cleared, storage evicted), it opens the database again and runs do
// once more; if that fails too, nothing tells whether the previous save is
// still there, so the error says ErrUnsure.
func (s *IDB) with(ctx context.Context, do func(db safejs.Value) error) error {
	s.mu.Lock()
	db := s.db
	s.mu.Unlock()
	err := do(db)
	if !errors.Is(err, errLost) {
		return err
	}
	if db, err = s.reopen(ctx, db); err != nil {
		return fmt.Errorf("%w: the browser closed the saved games and they could not be opened again (%v)", ErrUnsure, err)
	}
	if err = do(db); err != nil && !errors.Is(err, ErrConflict) && !errors.Is(err, ErrNotFound) {
		err = fmt.Errorf("%w: %w", ErrUnsure, err)
	}
	return err
}

// reopen replaces the closed connection old, unless another call did first.
func (s *IDB) reopen(ctx context.Context, old safejs.Value) (safejs.Value, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.db.Equal(old) {
		return s.db, nil
	}
	ctx, cancel := context.WithTimeout(ctx, openTimeout)
	defer cancel()
	db, err := openDB(ctx, s.name)
	if err == nil {
		s.db = db
	}
	return db, err
}

// Put checks the stored revision and writes the meta and the record in
// one readwrite transaction, so a failure (quota, a closed tab) or a
// conflict keeps the previous save whole.
func (s *IDB) Put(ctx context.Context, v Save) error {
	if err := check(v); err != nil {
		return err
	}
	err := s.with(ctx, func(db safejs.Value) error {
		t, err := begin(db, "readwrite", metaStore, recordStore)
		if err != nil {
			return err
		}
		cur, present, origin, err := revision(ctx, t, v.ID)
		if err == nil {
			err = admit(v.Rev, cur, present)
		}
		if err == nil {
			next := v.Meta
			next.Rev++
			next.Origin = kept(next.Origin, origin)
			err = t.send(metaStore, "put", metaToJS(next), v.ID)
		}
		if err == nil {
			err = t.send(recordStore, "put", bytesToJS(v.Record), v.ID)
		}
		if err != nil {
			return t.abort(ctx, err)
		}
		return t.wait(ctx)
	})
	return notSaved(err)
}

// Delete replaces a save by the trace of its deletion, in one transaction.
func (s *IDB) Delete(ctx context.Context, id string) error {
	err := s.with(ctx, func(db safejs.Value) error {
		t, err := begin(db, "readwrite", metaStore, recordStore)
		if err != nil {
			return err
		}
		m, err := t.request(ctx, metaStore, "get", id)
		if err == nil && !isObject(m) {
			err = ErrNotFound
		}
		if err == nil {
			err = t.send(metaStore, "delete", id)
		}
		if err == nil {
			err = t.send(recordStore, "put", deletedToJS(metaFromJS(safejs.Unsafe(m)).Rev+1), id)
		}
		if err != nil {
			return t.abort(ctx, err)
		}
		return t.wait(ctx)
	})
	if err != nil && !errors.Is(err, ErrNotFound) {
		err = fmt.Errorf("not deleted: %w", err)
	}
	return err
}

// revision reads what is stored for id: a save's revision (and origin)
// or a deletion's.
func revision(ctx context.Context, t *txn, id string) (rev int64, present bool, origin string, err error) {
	m, err := t.request(ctx, metaStore, "get", id)
	if err != nil || isObject(m) {
		old := metaFromJS(safejs.Unsafe(m))
		return old.Rev, err == nil, old.Origin, err
	}
	r, err := t.request(ctx, recordStore, "get", id)
	if err != nil {
		return 0, false, "", err
	}
	rev, present = deletedFromJS(safejs.Unsafe(r))
	return rev, present, "", nil
}

// notSaved prefixes write errors for the players; a refused save keeps its
// own words.
func notSaved(err error) error {
	if err == nil || errors.Is(err, ErrInvalid) || errors.Is(err, ErrConflict) {
		return err
	}
	return fmt.Errorf("not saved: %w", err)
}

// Get reads both halves in one readonly transaction.
func (s *IDB) Get(ctx context.Context, id string) (Save, error) {
	var out Save
	err := s.with(ctx, func(db safejs.Value) error {
		t, err := begin(db, "readonly", metaStore, recordStore)
		if err != nil {
			return err
		}
		m, err := t.request(ctx, metaStore, "get", id)
		if err == nil && !isObject(m) {
			err = ErrNotFound
		}
		var r safejs.Value
		if err == nil {
			r, err = t.request(ctx, recordStore, "get", id)
		}
		if err == nil {
			out = Save{Meta: metaFromJS(safejs.Unsafe(m)), Record: bytesFromJS(safejs.Unsafe(r))}
		}
		return err
	})
	return out, err
}

// List reads every meta; records stay on disk.
func (s *IDB) List(ctx context.Context) ([]Meta, error) {
	out := []Meta{}
	err := s.with(ctx, func(db safejs.Value) error {
		t, err := begin(db, "readonly", metaStore)
		if err != nil {
			return err
		}
		all, err := t.request(ctx, metaStore, "getAll")
		if err != nil {
			return err
		}
		v := safejs.Unsafe(all)
		out = make([]Meta, v.Length())
		for i := range out {
			out[i] = metaFromJS(v.Index(i))
		}
		return nil
	})
	SortNewestFirst(out)
	return out, err
}

// Persistent is true: IndexedDB outlives reloads (and, once the browser
// grants navigator.storage.persist, storage pressure too).
func (s *IDB) Persistent() bool { return true }

// Close releases the database connection.
func (s *IDB) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, err := s.db.Call("close")
	return err
}
