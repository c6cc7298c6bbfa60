package store

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// mapStorage stands in for localStorage, as JSON like browser.Storage;
// past max bytes (when set) a write fails, as a full localStorage does.
type mapStorage struct {
	m   map[string][]byte
	max int
}

func (s *mapStorage) Get(key string, v any) error {
	if b, ok := s.m[key]; ok {
		return json.Unmarshal(b, v)
	}
	return nil
}

func (s *mapStorage) Set(key string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if s.max > 0 && len(b) > s.max {
		return errors.New("QuotaExceededError: the quota has been exceeded")
	}
	s.m[key] = b
	return nil
}

func (s *mapStorage) Del(key string) error {
	delete(s.m, key)
	return nil
}

func useMapStorage(t *testing.T) *mapStorage {
	old := webStorage
	s := &mapStorage{m: map[string][]byte{}}
	webStorage = s
	t.Cleanup(func() { webStorage = old })
	return s
}

// vetFake is the records' check as far as these tests need it: a record
// starting with '!' does not replay, and a save only continues a save of
// its own game.
func vetFake(s Save, over *Save) (Save, error) {
	switch {
	case s.Record[0] == '!':
		return s, errors.New("does not replay")
	case over != nil && over.Game != s.Game:
		return s, fmt.Errorf("a %s game over a %s save", s.Game, over.Game)
	}
	return s, nil
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

// others are the saves in m other than "g", by record.
func others(t *testing.T, m *Memory) (out []Save) {
	t.Helper()
	list, _ := m.List(context.Background())
	for _, meta := range list {
		if meta.ID != "g" {
			s, _ := m.Get(context.Background(), meta.ID)
			out = append(out, s)
		}
	}
	return out
}

// What the next start makes of an autosave a reload may have cut short.
func TestSettle(t *testing.T) {
	for _, tc := range []struct {
		name     string
		store    []byte // records written, in order (0: deleted)
		entry    Unsaved
		want     byte // the record the store then holds (0: none)
		wantRev  int64
		wantCopy byte // the record of a save added beside it (0: none)
	}{
		{"never landed", []byte{'A'}, Unsaved{Save: journalSave(1, 'B')}, 'B', 2, 0},
		{"landed after all", []byte{'A', 'B'}, Unsaved{Save: journalSave(1, 'B')}, 'B', 2, 0},
		{"the write under way landed, the newest did not", []byte{'A', 'C'},
			Unsaved{Save: journalSave(1, 'B'), Landing: Landing([]byte{'C'})}, 'B', 3, 0},
		{"another tab moved on from an older state", []byte{'A', 'D'},
			Unsaved{Save: journalSave(1, 'B'), Landing: Landing([]byte{'C'})}, 'D', 2, 'B'},
		{"another tab moved on twice", []byte{'A', 'D', 'E'}, Unsaved{Save: journalSave(1, 'B')}, 'E', 3, 'B'},
		{"deleted meanwhile", []byte{'A', 0}, Unsaved{Save: journalSave(1, 'B')}, 0, 0, 0},
		{"deleted, the entry at the deletion's revision", []byte{'A', 0}, Unsaved{Save: journalSave(2, 'B')}, 0, 0, 0},
		{"a new game's first write", nil, Unsaved{Save: journalSave(0, 'B')}, 'B', 1, 0},
		{"the storage was emptied", nil, Unsaved{Save: journalSave(4, 'B')}, 'B', 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			useMapStorage(t)
			m := stored(t, tc.store...)
			if err := Journal(tc.entry); err != nil {
				t.Fatal(err)
			}
			got := SettleJournal(context.Background(), m, vetFake)
			if len(got.Refused) != 0 {
				t.Errorf("refused %v", got.Refused)
			}
			s, err := m.Get(context.Background(), "g")
			switch {
			case tc.want == 0 && !errors.Is(err, ErrNotFound):
				t.Errorf("the deleted save came back: %v, %v", s, err)
			case tc.want != 0 && (err != nil || !bytes.Equal(s.Record, []byte{tc.want}) || s.Rev != tc.wantRev):
				t.Errorf("store holds %q at revision %d (%v); want %q at %d", s.Record, s.Rev, err, tc.want, tc.wantRev)
			}
			copies := others(t, m)
			switch {
			case tc.wantCopy == 0 && (len(copies) != 0 || len(got.Copied) != 0):
				t.Errorf("copies %v, told %v; want none", copies, got.Copied)
			case tc.wantCopy != 0 && (len(copies) != 1 || !bytes.Equal(copies[0].Record, []byte{tc.wantCopy}) ||
				!strings.HasSuffix(copies[0].Title, copySuffix) || len(got.Copied) != 1 || got.Copied[0].ID != copies[0].ID):
				t.Errorf("copies %v, told %v; want the journal's %q kept as a copy", copies, got.Copied, tc.wantCopy)
			}
			if len(readJournal()) != 0 {
				t.Error("the entry outlived its settling")
			}
		})
	}
}

// Nothing in the journal is trusted: an entry that is not a save, is filed
// under another save's ID, or does not pass the records' check is dropped
// unwritten and said once each, and the good entry beside them is written.
func TestSettleRefuses(t *testing.T) {
	good, _ := json.Marshal(Unsaved{Save: journalSave(1, 'B')})
	hunt := Save{Meta: Meta{ID: "hunt", Game: "hunt", Title: "H"}, Record: []byte{'H'}}
	for _, tc := range []struct {
		name string
		key  string
		raw  string
	}{
		{"junk", "x", `"not a save"`},
		{"a record that is not base64", "x", `{"Save":{"ID":"x","Game":"hope","Record":"!!"}}`},
		{"filed under another save's ID", "hunt", string(mustJSON(t, Unsaved{Save: journalSave(1, 'Z')}))},
		{"a record that does not replay", "g2", string(mustJSON(t, Unsaved{Save: Save{Meta: Meta{ID: "g2", Game: "hope"}, Record: []byte("!junk")}}))},
		{"another game over the save", "hunt", string(mustJSON(t, Unsaved{Save: Save{Meta: Meta{ID: "hunt", Game: "hope", Rev: 1}, Record: []byte{'Q'}}}))},
		{"no record", "e", string(mustJSON(t, Unsaved{Save: Save{Meta: Meta{ID: "e", Game: "hope"}}}))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := useMapStorage(t)
			m := stored(t, 'A')
			if err := m.Put(context.Background(), hunt); err != nil {
				t.Fatal(err)
			}
			ws.m[journalKey] = []byte(`{"g":` + string(good) + `,` + mustQuote(t, tc.key) + `:` + tc.raw + `}`)
			got := SettleJournal(context.Background(), m, vetFake)
			if len(got.Refused) != 1 {
				t.Errorf("told %v; want the bad entry said once", got.Refused)
			}
			if s, _ := m.Get(context.Background(), "g"); !bytes.Equal(s.Record, []byte{'B'}) {
				t.Errorf("the good entry beside the bad one: store holds %q; want B", s.Record)
			}
			if s, _ := m.Get(context.Background(), "hunt"); !bytes.Equal(s.Record, hunt.Record) || s.Rev != 1 {
				t.Errorf("the hunt now holds %q at revision %d", s.Record, s.Rev)
			}
			if list, _ := m.List(context.Background()); len(list) != 2 {
				t.Errorf("%d saves; want the two there were", len(list))
			}
			if len(readJournal()) != 0 {
				t.Error("the bad entry outlived its settling")
			}
		})
	}
}

func mustJSON(t *testing.T, v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustQuote(t *testing.T, s string) string { return string(mustJSON(t, s)) }

// An entry the store refuses for another reason than a conflict waits for
// the next start, and meanwhile a game screen opens it instead of the older
// save; Forget drops it once its autosave is written.
func TestJournalKeepsWhatFailed(t *testing.T) {
	useMapStorage(t)
	m := stored(t, 'A')
	m.Fail = errors.New("quota exceeded")
	if err := Journal(Unsaved{Save: journalSave(1, 'B')}); err != nil {
		t.Fatal(err)
	}
	SettleJournal(context.Background(), m, vetFake)
	if _, ok := readJournal()["g"]; !ok {
		t.Fatal("a failed write dropped its entry")
	}
	if s, ok := Pending(context.Background(), m, "g", vetFake); !ok || !bytes.Equal(s.Record, []byte{'B'}) || s.Rev != 1 {
		t.Fatalf("Pending = %v, %v; want B over revision 1", s, ok)
	}
	m.Fail = nil
	SettleJournal(context.Background(), m, vetFake)
	if got, _ := m.Get(context.Background(), "g"); !bytes.Equal(got.Record, []byte{'B'}) {
		t.Fatalf("store holds %q after the retry", got.Record)
	}
	Journal(Unsaved{Save: journalSave(2, 'C')})
	Forget("g")
	if len(readJournal()) != 0 {
		t.Fatal("Forget left the entry")
	}
}

// A full web storage: the oldest other entries make room first, and an
// entry that does not fit even alone says so.
func TestJournalFull(t *testing.T) {
	ws := useMapStorage(t)
	old := Save{Meta: Meta{ID: "old", Game: "hunt", Updated: 1}, Record: bytes.Repeat([]byte{'O'}, 300)}
	older := Save{Meta: Meta{ID: "older", Game: "hunt", Updated: 0}, Record: bytes.Repeat([]byte{'P'}, 300)}
	for _, s := range []Save{old, older} {
		if err := Journal(Unsaved{Save: s}); err != nil {
			t.Fatal(err)
		}
	}
	ws.max = len(ws.m[journalKey]) + 50
	g := journalSave(1, 'B')
	g.Updated = 2
	if err := Journal(Unsaved{Save: g}); err != nil {
		t.Fatalf("Journal in a full storage = %v; want room made", err)
	}
	j := readJournal()
	if _, ok := j["older"]; ok || len(j) != 2 || j["g"] == nil || j["old"] == nil {
		t.Fatalf("journal holds %v; want the oldest entry dropped to make room", keys(j))
	}
	big := journalSave(2, 'C')
	big.Record = bytes.Repeat([]byte{'C'}, ws.max)
	if err := Journal(Unsaved{Save: big}); !errors.Is(err, ErrNotJournaled) {
		t.Fatalf("Journal of an entry that cannot fit = %v; want ErrNotJournaled", err)
	}
}

func keys(j map[string]json.RawMessage) (out []string) {
	for k := range j {
		out = append(out, k)
	}
	return out
}
