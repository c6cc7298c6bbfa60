package store

import (
	"context"
	"sort"
	"sync"
)

// Memory is the in-memory twin of the IndexedDB store. Its zero value is
// ready to use. It is safe for concurrent use.
type Memory struct {
	mu sync.Mutex
	// saves by ID; a deletion is kept as a Save without a record, so that
	// a stale write cannot bring it back.
	saves map[string]Save
	// Fail, when set, is returned by Put instead of writing: tests use it to
	// show that a failed autosave leaves the previous save intact.
	Fail error
}

// Put stores a copy of s at the next revision, replacing the save with the
// same ID if that is still at s.Rev.
func (m *Memory) Put(_ context.Context, s Save) error {
	if err := check(s); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Fail != nil {
		return m.Fail
	}
	cur, ok := m.saves[s.ID]
	if err := admit(s.Rev, cur.Rev, ok); err != nil {
		return err
	}
	if m.saves == nil {
		m.saves = map[string]Save{}
	}
	s.Rev++
	s.Origin = kept(s.Origin, cur.Origin)
	m.saves[s.ID] = clone(s)
	return nil
}

// Get returns a copy of the save with that ID.
func (m *Memory) Get(_ context.Context, id string) (Save, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.saves[id]
	if !ok || s.Record == nil {
		return Save{}, ErrNotFound
	}
	return clone(s), nil
}

// List returns every save's Meta, newest first.
func (m *Memory) List(_ context.Context) ([]Meta, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]Meta, 0, len(m.saves))
	for _, s := range m.saves {
		if s.Record != nil {
			out = append(out, clone(s).Meta)
		}
	}
	SortNewestFirst(out)
	return out, nil
}

// Delete removes the save with that ID.
func (m *Memory) Delete(_ context.Context, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.saves[id]
	if !ok || s.Record == nil {
		return ErrNotFound
	}
	m.saves[id] = Save{Meta: Meta{ID: id, Rev: s.Rev + 1}}
	return nil
}

// Persistent is false: nothing in memory survives a reload.
func (m *Memory) Persistent() bool { return false }

// SortNewestFirst orders metas by Updated, newest first, ties by ID so the
// list never jumps between renders.
func SortNewestFirst(ms []Meta) {
	sort.Slice(ms, func(i, j int) bool {
		if ms[i].Updated != ms[j].Updated {
			return ms[i].Updated > ms[j].Updated
		}
		return ms[i].ID < ms[j].ID
	})
}
