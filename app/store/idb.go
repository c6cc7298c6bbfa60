//go:build js && wasm

package store

import (
	"context"
	"errors"
	"fmt"
	"syscall/js"

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

// IDB keeps saves in the browser's IndexedDB.
type IDB struct {
	db *idb.Database
}

// OpenIDB opens (creating or upgrading) the database with that name.
func OpenIDB(ctx context.Context, name string) (*IDB, error) {
	// Reading indexedDB throws where the browser blocks site data.
	g, err := browser.Global("indexedDB")
	if err != nil {
		return nil, err
	}
	if ok, _ := g.Truthy(); !ok {
		return nil, errors.New("this browser offers no IndexedDB")
	}
	f, err := idb.WrapFactory(safejs.Unsafe(g))
	if err != nil {
		return nil, err
	}
	req, err := f.Open(ctx, name, dbVersion, upgrade)
	if err != nil {
		return nil, err
	}
	db, err := req.Await(ctx)
	if err == nil && ctx.Err() != nil {
		// go-indexeddb returns no error when ctx ends first (the request is
		// blocked by another tab, or the browser never answers).
		err = fmt.Errorf("IndexedDB did not open: %w", ctx.Err())
	}
	if err != nil {
		return nil, err
	}
	return &IDB{db: db}, nil
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

// Put writes the meta and the record in one readwrite transaction, so a
// failure (quota, a closed tab) keeps the previous save whole.
func (s *IDB) Put(ctx context.Context, v Save) error {
	if err := check(v); err != nil {
		return err
	}
	return s.write(ctx, func(meta, rec *idb.ObjectStore) error {
		key := js.ValueOf(v.ID)
		if _, err := meta.PutKey(key, metaToJS(v.Meta)); err != nil {
			return err
		}
		_, err := rec.PutKey(key, bytesToJS(v.Record))
		return err
	})
}

// Delete removes both halves of a save in one transaction.
func (s *IDB) Delete(ctx context.Context, id string) error {
	if _, err := s.getMeta(ctx, id); err != nil {
		return err
	}
	return s.write(ctx, func(meta, rec *idb.ObjectStore) error {
		key := js.ValueOf(id)
		if _, err := meta.Delete(key); err != nil {
			return err
		}
		_, err := rec.Delete(key)
		return err
	})
}

func (s *IDB) write(ctx context.Context, do func(meta, rec *idb.ObjectStore) error) error {
	txn, err := s.db.Transaction(idb.TransactionReadWrite, metaStore, recordStore)
	if err != nil {
		return fmt.Errorf("not saved: %w", err)
	}
	meta, err := txn.ObjectStore(metaStore)
	if err != nil {
		return fmt.Errorf("not saved: %w", err)
	}
	rec, err := txn.ObjectStore(recordStore)
	if err != nil {
		return fmt.Errorf("not saved: %w", err)
	}
	if err := do(meta, rec); err != nil {
		_ = txn.Abort()
		return fmt.Errorf("not saved: %w", err)
	}
	if err := txn.Await(ctx); err != nil {
		return fmt.Errorf("not saved: %w", err)
	}
	return nil
}

// Get reads both halves in one readonly transaction.
func (s *IDB) Get(ctx context.Context, id string) (Save, error) {
	txn, err := s.db.Transaction(idb.TransactionReadOnly, metaStore, recordStore)
	if err != nil {
		return Save{}, err
	}
	mv, err := get(ctx, txn, metaStore, id)
	if err != nil {
		return Save{}, err
	}
	rv, err := get(ctx, txn, recordStore, id)
	if err != nil {
		return Save{}, err
	}
	return Save{Meta: metaFromJS(mv), Record: bytesFromJS(rv)}, nil
}

func (s *IDB) getMeta(ctx context.Context, id string) (Meta, error) {
	txn, err := s.db.Transaction(idb.TransactionReadOnly, metaStore)
	if err != nil {
		return Meta{}, err
	}
	v, err := get(ctx, txn, metaStore, id)
	if err != nil {
		return Meta{}, err
	}
	return metaFromJS(v), nil
}

func get(ctx context.Context, txn *idb.Transaction, store, id string) (js.Value, error) {
	os, err := txn.ObjectStore(store)
	if err != nil {
		return js.Undefined(), err
	}
	req, err := os.Get(js.ValueOf(id))
	if err != nil {
		return js.Undefined(), err
	}
	v, err := req.Await(ctx)
	if err != nil {
		return js.Undefined(), err
	}
	if v.IsUndefined() || v.IsNull() {
		return v, ErrNotFound
	}
	return v, nil
}

// List reads every meta with a cursor; records stay on disk.
func (s *IDB) List(ctx context.Context) ([]Meta, error) {
	txn, err := s.db.Transaction(idb.TransactionReadOnly, metaStore)
	if err != nil {
		return nil, err
	}
	os, err := txn.ObjectStore(metaStore)
	if err != nil {
		return nil, err
	}
	req, err := os.OpenCursor(idb.CursorNext)
	if err != nil {
		return nil, err
	}
	out := []Meta{}
	err = req.Iter(ctx, func(c *idb.CursorWithValue) error {
		v, err := c.Value()
		if err == nil {
			out = append(out, metaFromJS(v))
		}
		return err
	})
	SortNewestFirst(out)
	return out, err
}

// Persistent is true: IndexedDB outlives reloads (and, once the browser
// grants navigator.storage.persist, storage pressure too).
func (s *IDB) Persistent() bool { return true }

// Close releases the database connection.
func (s *IDB) Close() error { return s.db.Close() }
