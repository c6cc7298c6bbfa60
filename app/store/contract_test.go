package store

import (
	"context"
	"errors"
	"reflect"
	"testing"
)

// contract checks what every Store implementation promises (see the package
// doc). Memory runs it natively; the IndexedDB store runs it under Node
// against fake-indexeddb and in Chromium.
func contract(t *testing.T, newStore func(t *testing.T) Store) {
	ctx := context.Background()
	a := Save{Meta: Meta{ID: "a", Game: "hope", Title: "First", Players: []string{"Mara", "Ode"}, Progress: "Round 1 of 5", Updated: 100}, Record: []byte{1, 2, 3}}
	b := Save{Meta: Meta{ID: "b", Game: "hope", Title: "Second", Players: []string{"Ike"}, Progress: "Won in round 5", Over: true, Updated: 200}, Record: []byte{4}}

	t.Run("get what was put", func(t *testing.T) {
		s := newStore(t)
		if err := s.Put(ctx, a); err != nil {
			t.Fatal(err)
		}
		got, err := s.Get(ctx, "a")
		if want := at(a, 1); err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("Get = %+v, %v; want %+v", got, err, want)
		}
	})
	t.Run("put replaces", func(t *testing.T) {
		s := newStore(t)
		a2 := at(a, 1)
		a2.Record, a2.Updated = []byte{9, 9}, 300
		for _, v := range []Save{a, a2} {
			if err := s.Put(ctx, v); err != nil {
				t.Fatal(err)
			}
		}
		got, _ := s.Get(ctx, "a")
		if want := at(a2, 2); !reflect.DeepEqual(got, want) {
			t.Fatalf("Get = %+v; want %+v", got, want)
		}
	})
	t.Run("a branch keeps its origin through later puts", func(t *testing.T) {
		s := newStore(t)
		br := a
		br.Origin = "First, round 2"
		later := at(a, 1) // an autosave: it names no origin
		later.Record = []byte{7}
		for _, v := range []Save{br, later} {
			if err := s.Put(ctx, v); err != nil {
				t.Fatal(err)
			}
		}
		got, _ := s.Get(ctx, "a")
		list, _ := s.List(ctx)
		if got.Origin != br.Origin || len(list) != 1 || list[0].Origin != br.Origin || string(got.Record) != "\x07" {
			t.Fatalf("after an autosave: %+v, listed %+v", got, list)
		}
	})
	t.Run("list newest first without records", func(t *testing.T) {
		s := newStore(t)
		for _, v := range []Save{a, b} {
			if err := s.Put(ctx, v); err != nil {
				t.Fatal(err)
			}
		}
		got, err := s.List(ctx)
		want := []Meta{at(b, 1).Meta, at(a, 1).Meta}
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("List = %+v, %v; want %+v", got, err, want)
		}
	})
	t.Run("delete", func(t *testing.T) {
		s := newStore(t)
		if err := s.Put(ctx, a); err != nil {
			t.Fatal(err)
		}
		if err := s.Delete(ctx, "a"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Get(ctx, "a"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("Get after Delete: %v; want ErrNotFound", err)
		}
		if err := s.Delete(ctx, "a"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("second Delete: %v; want ErrNotFound", err)
		}
	})
	t.Run("invalid saves are refused and change nothing", func(t *testing.T) {
		s := newStore(t)
		if err := s.Put(ctx, a); err != nil {
			t.Fatal(err)
		}
		bad := a
		bad.Record = nil
		if err := s.Put(ctx, bad); !errors.Is(err, ErrInvalid) {
			t.Fatalf("Put(empty record) = %v; want ErrInvalid", err)
		}
		got, _ := s.Get(ctx, "a")
		if want := at(a, 1); !reflect.DeepEqual(got, want) {
			t.Fatalf("after refused Put, Get = %+v; want %+v", got, want)
		}
	})
	t.Run("caller cannot change a stored save", func(t *testing.T) {
		s := newStore(t)
		v := clone(a)
		if err := s.Put(ctx, v); err != nil {
			t.Fatal(err)
		}
		v.Record[0], v.Players[0] = 42, "Changed"
		got, _ := s.Get(ctx, "a")
		got.Record[1] = 42
		again, _ := s.Get(ctx, "a")
		if !reflect.DeepEqual(again, at(a, 1)) {
			t.Fatalf("stored save changed through a caller's slice: %+v", again)
		}
	})
	revisions(t, newStore, a)
}

// at is s as stored at revision rev.
func at(s Save, rev int64) Save {
	s.Rev = rev
	return s
}
