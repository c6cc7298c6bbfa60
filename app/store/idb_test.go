//go:build js && wasm

package store

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"syscall/js"
	"testing"

	"github.com/hack-pad/go-indexeddb/idb"
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
	s, err := OpenIDB(ctx, "failed-write")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	old := Save{Meta: Meta{ID: "f", Game: "hope", Title: "Before", Updated: 1}, Record: []byte{1}}
	if err := s.Put(ctx, old); err != nil {
		t.Fatal(err)
	}
	changed := old.Meta
	changed.Title = "After"
	err = s.write(ctx, func(meta, _ *idb.ObjectStore) error {
		if _, err := meta.PutKey(js.ValueOf("f"), metaToJS(changed)); err != nil {
			return err
		}
		return errors.New("quota exceeded")
	})
	if err == nil || !strings.Contains(err.Error(), "not saved") {
		t.Fatalf("write = %v; want a \"not saved\" error", err)
	}
	got, err := s.Get(ctx, "f")
	if err != nil || !reflect.DeepEqual(got, old) {
		t.Fatalf("after a failed write Get = %+v, %v; want %+v", got, err, old)
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
