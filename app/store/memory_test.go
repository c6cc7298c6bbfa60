package store

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestMemoryContract(t *testing.T) {
	contract(t, func(*testing.T) Store { return &Memory{} })
}

func TestMemoryFailedPutKeepsPrevious(t *testing.T) {
	ctx := context.Background()
	m := &Memory{}
	old := Save{Meta: Meta{ID: "x", Game: "hope", Updated: 1}, Record: []byte{1}}
	if err := m.Put(ctx, old); err != nil {
		t.Fatal(err)
	}
	m.Fail = errors.New("quota exceeded")
	old.Rev = 1
	next := old
	next.Record, next.Updated = []byte{2}, 2
	if err := m.Put(ctx, next); err == nil {
		t.Fatal("Put succeeded with Fail set")
	}
	got, _ := m.Get(ctx, "x")
	if !reflect.DeepEqual(got, old) {
		t.Fatalf("Get = %+v; want the previous save %+v", got, old)
	}
}

func TestNewID(t *testing.T) {
	seen := map[string]bool{}
	for range 100 {
		id := NewID()
		if len(id) != 16 || strings.Trim(id, "0123456789abcdef") != "" || seen[id] {
			t.Fatalf("NewID = %q (len %d, repeated %v)", id, len(id), seen[id])
		}
		seen[id] = true
	}
}

func ExampleMemory() {
	ctx := context.Background()
	var s Store = &Memory{}
	_ = s.Put(ctx, Save{Meta: Meta{ID: "g1", Game: "hope", Title: "Tuesday"}, Record: []byte{1}})
	list, _ := s.List(ctx)
	fmt.Println(len(list), list[0].Title, s.Persistent())
	// Output: 1 Tuesday false
}
