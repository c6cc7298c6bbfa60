package store

import (
	"context"
	"errors"
	"reflect"
	"testing"
)

// revisions checks that two tabs on one save never overwrite each other
// and that a deleted save stays deleted (part of the contract).
func revisions(t *testing.T, newStore func(t *testing.T) Store, a Save) {
	ctx := context.Background()
	t.Run("a write over a revision already moved on is refused", func(t *testing.T) {
		s := newStore(t)
		if err := s.Put(ctx, a); err != nil {
			t.Fatal(err)
		}
		read := at(a, 1) // both tabs read revision 1
		ahead := read
		ahead.Progress = "Round 2 of 5"
		if err := s.Put(ctx, ahead); err != nil {
			t.Fatal(err)
		}
		behind := read
		behind.Progress = "Round 1 of 5, another move"
		if err := s.Put(ctx, behind); !errors.Is(err, ErrConflict) {
			t.Fatalf("Put behind = %v; want ErrConflict", err)
		}
		got, _ := s.Get(ctx, "a")
		if want := at(ahead, 2); !reflect.DeepEqual(got, want) {
			t.Fatalf("after a refused Put, Get = %+v; want %+v", got, want)
		}
	})
	t.Run("a new save never lands over an existing one", func(t *testing.T) {
		s := newStore(t)
		if err := s.Put(ctx, a); err != nil {
			t.Fatal(err)
		}
		if err := s.Put(ctx, a); !errors.Is(err, ErrConflict) {
			t.Fatalf("second Put at revision 0 = %v; want ErrConflict", err)
		}
	})
	t.Run("a deleted save stays deleted until its deletion is undone", func(t *testing.T) {
		s := newStore(t)
		if err := s.Put(ctx, a); err != nil {
			t.Fatal(err)
		}
		if err := s.Delete(ctx, "a"); err != nil {
			t.Fatal(err)
		}
		for _, rev := range []int64{0, 1} { // a new save, a tab that read it
			if err := s.Put(ctx, at(a, rev)); !errors.Is(err, ErrConflict) {
				t.Fatalf("Put at revision %d after Delete = %v; want ErrConflict", rev, err)
			}
		}
		if _, err := s.Get(ctx, "a"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("Get after Delete and stale Puts: %v; want ErrNotFound", err)
		}
		if l, _ := s.List(ctx); len(l) != 0 {
			t.Fatalf("List after Delete = %+v; want nothing", l)
		}
		if err := s.Delete(ctx, "a"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("Delete of a deleted save = %v; want ErrNotFound", err)
		}
		if err := s.Put(ctx, at(a, 2)); err != nil { // Undo knows the deletion
			t.Fatalf("Put over the deletion's revision = %v", err)
		}
		if got, err := s.Get(ctx, "a"); err != nil || got.Rev != 3 {
			t.Fatalf("after Undo Get = %+v, %v; want revision 3", got, err)
		}
	})
}
