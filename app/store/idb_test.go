//go:build js && wasm

package store

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"syscall/js"
	"testing"
)

// Under Node, make test-store-node provides fake-indexeddb as the global
// indexedDB; in plain Node there is none, and then the fallback is what
// gets tested.
func TestIDBContract(t *testing.T) {
	if !js.Global().Get("indexedDB").Truthy() {
		t.Log("no indexedDB: checking the memory fallback instead (run make test-store-node for the IndexedDB store)")
		s, err := Shared(context.Background())
		if err == nil || s.Persistent() {
			t.Fatalf("Shared without IndexedDB = persistent %v, err %v; want the memory fallback and a warning", s.Persistent(), err)
		}
		return
	}
	n := 0
	contract(t, func(t *testing.T) Store {
		n++
		s, err := OpenIDB(context.Background(), fmt.Sprintf("test-%d", n))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = s.Close() })
		return s
	})
	t.Run("a reload reads what the last connection wrote", testReopen)
	t.Run("a failed write keeps the previous save whole", testFailedWrite)
	t.Run("an open that does not finish in time is an error", testOpenTimeout)
	t.Run("a write the browser aborts without an error is not saved", testAbortWithoutError)
	t.Run("a full storage is said in plain words", testQuotaExceeded)
	t.Run("a connection the browser closed is opened again", testClosedConnection)
	t.Run("a connection that cannot be opened again promises nothing", testFailedReopen)
	t.Run("a save from before revisions opens and takes writes", testBeforeRevisions)
}

func testOpenTimeout(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if s, err := OpenIDB(ctx, "never"); err == nil {
		s.Close()
		t.Fatal("OpenIDB with an ended context succeeded")
	}
}

// testFailedWrite fails a write after its first half (the meta) is put:
// the transaction is aborted and the old save comes back unchanged.
func testFailedWrite(t *testing.T) {
	ctx := context.Background()
	s := openTest(t, "failed-write")
	old := Save{Meta: Meta{ID: "f", Game: "hope", Title: "Before", Updated: 1}, Record: []byte{1}}
	if err := s.Put(ctx, old); err != nil {
		t.Fatal(err)
	}
	changed := at(old, 1)
	changed.Title = "After"
	restore := failRecordPut()
	err := s.Put(ctx, changed)
	restore()
	if err == nil || !strings.Contains(err.Error(), "not saved") || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("Put = %v; want a \"not saved\" error saying why", err)
	}
	got, err := s.Get(ctx, "f")
	if want := at(old, 1); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("after a failed write Get = %+v, %v; want %+v", got, err, want)
	}
}

func testReopen(t *testing.T) {
	ctx := context.Background()
	a, err := OpenIDB(ctx, "reopen")
	if err != nil {
		t.Fatal(err)
	}
	want := Save{Meta: Meta{ID: "r", Game: "hope", Players: []string{"Mara"}, Updated: 7}, Record: []byte{7, 7}}
	if err := a.Put(ctx, want); err != nil {
		t.Fatal(err)
	}
	_ = a.Close()
	b, err := OpenIDB(ctx, "reopen")
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	got, err := b.Get(ctx, "r")
	if err != nil || len(got.Record) != 2 || got.Record[1] != 7 || got.Players[0] != "Mara" {
		t.Fatalf("after reopen Get = %+v, %v", got, err)
	}
}

// testBeforeRevisions reads a save written before saves had revisions as
// revision 0, and writes over it.
func testBeforeRevisions(t *testing.T) {
	ctx := context.Background()
	s := openTest(t, "before-revisions")
	tx, err := begin(s.db, "readwrite", metaStore, recordStore)
	if err != nil {
		t.Fatal(err)
	}
	old := js.ValueOf(map[string]any{"id": "o", "game": "hope", "title": "Old", "players": []any{"Mara"}, "updated": 5.0})
	if err := tx.send(metaStore, "put", old, "o"); err != nil {
		t.Fatal(err)
	}
	if err := tx.send(recordStore, "put", bytesToJS([]byte{1}), "o"); err != nil {
		t.Fatal(err)
	}
	if err := tx.wait(ctx); err != nil {
		t.Fatal(err)
	}
	got, err := s.Get(ctx, "o")
	if err != nil || got.Rev != 0 || got.Title != "Old" {
		t.Fatalf("Get of a save without a revision = %+v, %v", got, err)
	}
	got.Record = []byte{2}
	if err := s.Put(ctx, got); err != nil {
		t.Fatalf("Put over a save without a revision = %v", err)
	}
	if got, err = s.Get(ctx, "o"); err != nil || got.Rev != 1 || got.Record[0] != 2 {
		t.Fatalf("after Put Get = %+v, %v", got, err)
	}
}
