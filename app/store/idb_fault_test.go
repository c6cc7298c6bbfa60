//go:build js && wasm

package store

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"syscall/js"
	"testing"
)

// The browser may abort a write after every request in it succeeded, with
// no error on the transaction (Safari when a tab goes to the background, a
// connection closed under it). Such a write must count as not saved.
func testAbortWithoutError(t *testing.T) {
	s := openTest(t, "abort")
	ctx := context.Background()
	old := Save{Meta: Meta{ID: "f", Game: "hope", Title: "Before", Updated: 1}, Record: []byte{1}}
	if err := s.Put(ctx, old); err != nil {
		t.Fatal(err)
	}
	restore := abortAfterRecordPut()
	next := old
	next.Rev, next.Title, next.Record = 1, "After", []byte{2}
	err := s.Put(ctx, next)
	restore()
	if err == nil {
		t.Fatal("Put in a transaction the browser aborted returned no error")
	}
	got, err := s.Get(ctx, "f")
	if want := at(old, 1); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("after an aborted Put, Get = %+v, %v; want %+v", got, err, want)
	}
}

// A full storage aborts the write with a QuotaExceededError that carries
// no message in Chromium: the error says in plain words that storage is
// full (ErrFull), and the previous save is kept.
func testQuotaExceeded(t *testing.T) {
	s := openTest(t, "quota")
	ctx := context.Background()
	old := Save{Meta: Meta{ID: "q", Game: "hope", Title: "Before", Updated: 1}, Record: []byte{1}}
	if err := s.Put(ctx, old); err != nil {
		t.Fatal(err)
	}
	restore := patchRecordPut(`req.addEventListener("success", () => {
		const full = new DOMException("", "QuotaExceededError");
		Object.defineProperty(this.transaction, "error", {get: () => full, set: () => {}, configurable: true});
		this.transaction.abort(); });`)
	next := old
	next.Rev, next.Record = 1, []byte{2}
	err := s.Put(ctx, next)
	restore()
	if !errors.Is(err, ErrFull) || strings.Contains(err.Error(), "QuotaExceededError: ") {
		t.Fatalf("Put when the storage is full = %v; want ErrFull", err)
	}
	if got, err := s.Get(ctx, "q"); err != nil || got.Record[0] != 1 {
		t.Fatalf("after a full storage refused the write Get = %+v, %v; want the previous save", got, err)
	}
}

// abortAfterRecordPut makes the next put into the records store abort its
// transaction once the put has succeeded, without an error, as a browser
// may; it returns the function that undoes the patch.
func abortAfterRecordPut() (restore func()) {
	return patchRecordPut(`req.addEventListener("success", () => this.transaction.abort());`)
}

// failRecordPut makes the next put into the records store throw, as it
// does when the disk is full.
func failRecordPut() (restore func()) {
	return patchRecordPut(`throw new DOMException("disk full", "QuotaExceededError");`)
}

// patchRecordPut runs js (with this, the object store, and req, its
// request) after the next put into the records store.
func patchRecordPut(js0 string) (restore func()) {
	patch := js.Global().Get("Function").New("proto", `
		const put = proto.put;
		proto.put = function(...args) {
			const req = put.apply(this, args);
			if (this.name === "records") {
				proto.put = put;
				`+js0+`
			}
			return req;
		};
		return () => { proto.put = put; };`)
	undo := patch.Invoke(js.Global().Get("IDBObjectStore").Get("prototype"))
	return func() { undo.Invoke() }
}

// When the browser closes the connection (site data cleared, storage
// evicted), the store opens it again and the write goes through.
func testClosedConnection(t *testing.T) {
	s := openTest(t, "closed")
	ctx := context.Background()
	v := Save{Meta: Meta{ID: "c", Game: "hope", Title: "Kept", Updated: 1}, Record: []byte{1}}
	if err := s.Put(ctx, v); err != nil {
		t.Fatal(err)
	}
	closeUnderStore(s)
	v.Rev, v.Record = 1, []byte{2}
	if err := s.Put(ctx, v); err != nil {
		t.Fatalf("Put after the browser closed the connection = %v; want it reopened", err)
	}
	got, err := s.Get(ctx, "c")
	if err != nil || got.Rev != 2 || got.Record[0] != 2 {
		t.Fatalf("after reopening Get = %+v, %v", got, err)
	}
	closeUnderStore(s)
	if _, err := s.List(ctx); err != nil {
		t.Fatalf("List after the browser closed the connection = %v; want it reopened", err)
	}
}

// A failed reopen says the last save may be gone: nothing shows it is still there.
func testFailedReopen(t *testing.T) {
	s := openTest(t, "unopenable")
	ctx := context.Background()
	closeUnderStore(s)
	refuse := js.Global().Get("Function").New("f", `
		const open = f.open;
		f.open = () => { throw new DOMException("storage refused", "UnknownError"); };
		return () => { f.open = open; };`)
	defer refuse.Invoke(js.Global().Get("indexedDB")).Invoke()
	err := s.Put(ctx, Save{Meta: Meta{ID: "u", Game: "hope"}, Record: []byte{1}})
	if !errors.Is(err, ErrUnsure) {
		t.Fatalf("Put when the connection cannot be reopened = %v; want ErrUnsure", err)
	}
}

// closeUnderStore closes the store's connection the way the browser does,
// behind its back.
func closeUnderStore(s *IDB) { _, _ = s.db.Call("close") }

func openTest(t *testing.T, name string) *IDB {
	t.Helper()
	s, err := OpenIDB(context.Background(), name)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}
