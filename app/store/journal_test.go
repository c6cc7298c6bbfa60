package store

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"testing"
)

// mapStorage stands in for localStorage, as JSON like browser.Storage.
type mapStorage map[string][]byte

func (m mapStorage) Get(key string, v any) error {
	if b, ok := m[key]; ok {
		return json.Unmarshal(b, v)
	}
	return nil
}

func (m mapStorage) Set(key string, v any) error {
	b, err := json.Marshal(v)
	m[key] = b
	return err
}

func (m mapStorage) Del(key string) error {
	delete(m, key)
	return nil
}

func useMapStorage(t *testing.T) {
	old := webStorage
	webStorage = mapStorage{}
	t.Cleanup(func() { webStorage = old })
}

// journalSave is save "g" at revision rev holding record r.
func journalSave(rev int64, r byte) Save {
	return Save{Meta: Meta{ID: "g", Game: "hope", Title: "T", Rev: rev}, Record: []byte{r}}
}

// stored puts records into a fresh store, one revision each, and deletes
// the save when r is 0.
func stored(t *testing.T, records ...byte) *Memory {
	t.Helper()
	m := &Memory{}
	for i, r := range records {
		var err error
		if r == 0 {
			err = m.Delete(context.Background(), "g")
		} else {
			err = m.Put(context.Background(), journalSave(int64(i), r))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// What the next start makes of an autosave a reload may have cut short.
func TestSettle(t *testing.T) {
	for _, tc := range []struct {
		name    string
		store   []byte // records written, in order (0: deleted)
		entry   Unsaved
		want    byte // the record the store then holds (0: none)
		wantRev int64
	}{
		{"never landed", []byte{'A'}, Unsaved{Save: journalSave(1, 'B')}, 'B', 2},
		{"landed after all", []byte{'A', 'B'}, Unsaved{Save: journalSave(1, 'B')}, 'B', 2},
		{"the write under way landed, the newest did not", []byte{'A', 'C'},
			Unsaved{Save: journalSave(1, 'B'), Landing: Landing([]byte{'C'})}, 'B', 3},
		{"another tab moved on", []byte{'A', 'D'},
			Unsaved{Save: journalSave(1, 'B'), Landing: Landing([]byte{'C'})}, 'D', 2},
		{"another tab moved on twice", []byte{'A', 'D', 'E'}, Unsaved{Save: journalSave(1, 'B')}, 'E', 3},
		{"deleted meanwhile", []byte{'A', 0}, Unsaved{Save: journalSave(1, 'B')}, 0, 0},
		{"a new game's first write", nil, Unsaved{Save: journalSave(0, 'B')}, 'B', 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			useMapStorage(t)
			m := stored(t, tc.store...)
			if err := Journal(tc.entry); err != nil {
				t.Fatal(err)
			}
			SettleJournal(context.Background(), m)
			got, err := m.Get(context.Background(), "g")
			switch {
			case tc.want == 0 && !errors.Is(err, ErrNotFound):
				t.Errorf("the deleted save came back: %v, %v", got, err)
			case tc.want != 0 && (err != nil || !bytes.Equal(got.Record, []byte{tc.want}) || got.Rev != tc.wantRev):
				t.Errorf("store holds %q at revision %d (%v); want %q at %d", got.Record, got.Rev, err, tc.want, tc.wantRev)
			}
			if len(readJournal()) != 0 {
				t.Error("the entry outlived its settling")
			}
		})
	}
}

// An entry the store refuses for another reason than a conflict waits for
// the next start; Forget drops it once its autosave is written.
func TestJournalKeepsWhatFailed(t *testing.T) {
	useMapStorage(t)
	m := stored(t, 'A')
	m.Fail = errors.New("quota exceeded")
	if err := Journal(Unsaved{Save: journalSave(1, 'B')}); err != nil {
		t.Fatal(err)
	}
	SettleJournal(context.Background(), m)
	if _, ok := readJournal()["g"]; !ok {
		t.Fatal("a failed write dropped its entry")
	}
	m.Fail = nil
	SettleJournal(context.Background(), m)
	if got, _ := m.Get(context.Background(), "g"); !bytes.Equal(got.Record, []byte{'B'}) {
		t.Fatalf("store holds %q after the retry", got.Record)
	}
	Journal(Unsaved{Save: journalSave(2, 'C')})
	Forget("g")
	if len(readJournal()) != 0 {
		t.Fatal("Forget left the entry")
	}
}
