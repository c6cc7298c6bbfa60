package saves

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"lantern/app/browser"
	"lantern/app/store"
	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
)

// cleanJournal empties the journal (native web storage is one map for the
// whole test binary) and lets shared settle it again.
func cleanJournal(t *testing.T) {
	reset := func() {
		browser.Local.Del("lantern.unsaved")
		journal.once, journal.news = sync.Once{}, nil
	}
	reset()
	t.Cleanup(reset)
}

// hopeGame is a three-seat Hope game with its first n moves played.
func hopeGame(t *testing.T, seed uint64, n int) record.Record {
	t.Helper()
	cfg := hope.Config{Seats: []hope.SeatConfig{{Name: "Mara"}, {Name: "Ode"}, {Name: "Ike"}}}
	rec, err := hoperec.Adapter.Start(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	for range n {
		rec = playOne(t, rec)
	}
	return rec
}

// playOne returns rec with its first legal move played.
func playOne(t *testing.T, rec record.Record) record.Record {
	t.Helper()
	s, _, err := hoperec.Adapter.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if rec, err = hoperec.Adapter.Append(rec, s, hope.Legal(s)[0]); err != nil {
		t.Fatal(err)
	}
	return rec
}

func marshal(t *testing.T, rec record.Record) []byte {
	t.Helper()
	b, err := record.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Settling checks each entry as a link or a file is checked: forged,
// malformed, oversized and mismatched entries are dropped and said once,
// a deleted save stays deleted, and the good entry beside them is written
// with its listing taken from its replay, not from the entry.
func TestSettleChecksRecords(t *testing.T) {
	ctx := context.Background()
	game := hopeGame(t, 4, 2)
	huntRec := marshal(t, record.Record{Game: "hunt", Moves: []byte{0, 0}})
	next := marshal(t, playOne(t, game))
	broken := playOne(t, game)
	broken.Moves = append(bytes.Clone(broken.Moves), 0xff, 0xff)
	otherGame := marshal(t, hopeGame(t, 5, 3))
	for _, e := range []struct {
		what string
		save store.Save
		told int // notices of an entry that could not be used
	}{
		{"forged", store.Save{Meta: store.Meta{ID: "f", Game: "hope"}, Record: []byte("not a record")}, 1},
		{"malformed", store.Save{Meta: store.Meta{ID: "m", Game: "hope"}, Record: marshal(t, broken)}, 1},
		{"oversized", store.Save{Meta: store.Meta{ID: "o", Game: "hope"}, Record: append(bytes.Clone(next), make([]byte, 2400<<10)...)}, 1},
		{"a Hope record under the hunt's name", store.Save{Meta: store.Meta{ID: "hunt", Game: "hunt", Rev: 1}, Record: next}, 1},
		{"a Hope record over the hunt", store.Save{Meta: store.Meta{ID: "hunt", Game: "hope", Rev: 1}, Record: next}, 1},
		{"another Hope game over this one", store.Save{Meta: store.Meta{ID: "hope", Game: "hope", Rev: 1}, Record: otherGame}, 1},
		{"a deleted save, at its deletion's revision", store.Save{Meta: store.Meta{ID: "gone", Game: "hope", Rev: 2}, Record: next}, 0},
	} {
		t.Run(e.what, func(t *testing.T) {
			cleanJournal(t)
			m := &store.Memory{}
			for _, s := range []store.Save{
				{Meta: store.Meta{ID: "hope", Game: "hope", Title: "Tuesday"}, Record: marshal(t, game)},
				{Meta: store.Meta{ID: "hunt", Game: "hunt", Title: "Lion"}, Record: huntRec},
				{Meta: store.Meta{ID: "gone", Game: "hope", Title: "Gone"}, Record: marshal(t, game)},
			} {
				if err := m.Put(ctx, s); err != nil {
					t.Fatal(err)
				}
			}
			if err := m.Delete(ctx, "gone"); err != nil {
				t.Fatal(err)
			}
			if err := store.Journal(store.Unsaved{Save: e.save}); err != nil {
				t.Fatal(err)
			}
			good := store.Save{Meta: store.Meta{ID: "hope", Game: "hope", Title: "Forged title", Progress: "Won", Rev: 1}, Record: next}
			if e.save.ID == "hope" {
				good.ID, good.Rev = "new", 0 // beside it, a new game's first write
			}
			if err := store.Journal(store.Unsaved{Save: good}); err != nil {
				t.Fatal(err)
			}
			news := settledNews(store.SettleJournal(ctx, m, vetEntry))
			if told := 0; news != nil {
				told = strings.Count(news.Error(), "could not use")
				if told != e.told || strings.Contains(news.Error(), "kept as a save") {
					t.Errorf("told %q; want %d notice of an entry not used", news, e.told)
				}
			} else if e.told != 0 {
				t.Error("nothing told")
			}
			if got, err := m.Get(ctx, good.ID); err != nil || !bytes.Equal(got.Record, next) || got.Progress == "Won" ||
				(good.ID == "hope" && got.Title != "Tuesday") {
				t.Errorf("the good entry beside it left %+v, %v", got.Meta, err)
			}
			if got, _ := m.Get(ctx, "hunt"); !bytes.Equal(got.Record, huntRec) {
				t.Error("the hunt now holds another record")
			}
			if _, err := m.Get(ctx, "gone"); !errors.Is(err, store.ErrNotFound) {
				t.Error("the deleted save came back")
			}
			if list, _ := m.List(ctx); len(list) != 2+btoi(good.ID == "new") {
				t.Errorf("%d saves", len(list))
			}
		})
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// writeAsSaveDoes makes the autosave of rec in a as Autosaver.Save does,
// without a page.
func writeAsSaveDoes(t *testing.T, a *Autosaver, id string, rec record.Record) (changed bool) {
	t.Helper()
	o, seq := a.ask(id)
	asked(o, &request{seq: seq, title: "Game", rec: rec})
	err, changed := a.write(o, seq, func(rev int64) error {
		st, _ := store.Shared(background)
		return AutosaveAt(background, st, id, rev, "Game", rec, record.Summary{})
	})
	if err != nil {
		t.Fatal(err)
	}
	return changed
}

// When the journal cannot be written (web storage full), the players are
// told that the last moves may not survive a reload; once the move is
// written after all, what they see changes again (the notice goes).
func TestJournalFullIsTold(t *testing.T) {
	cleanJournal(t)
	old := journalWrite
	journalWrite = func(store.Unsaved) error {
		return errors.Join(store.ErrNotJournaled, errors.New("QuotaExceededError: the quota has been exceeded"))
	}
	t.Cleanup(func() { journalWrite = old })
	id := newSharedGame(t)
	a := &Autosaver{}
	_, rec, _, err := a.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	var told error
	o, seq := a.ask(id)
	asked(o, &request{seq: seq, title: "Game", rec: playOne(t, rec), tell: func(err error) { told = err }})
	journalUnsaved() // the page is put away while the write waits
	if msg, _ := Report(told); !errors.Is(told, store.ErrNotJournaled) || !strings.Contains(msg, "may not survive a reload") {
		t.Fatalf("told %v (%q); want that the last moves may not survive a reload", told, msg)
	}
	if _, changed := a.write(o, seq, func(int64) error { return nil }); !changed {
		t.Fatal("the move was written, but the notice that it may be lost stays")
	}
}

// When the store does not take the journal's moves at the start (another
// tab holds the database, or it refuses writes), the game opens with them
// and says they are waiting to be written; the next move is made on top of
// them, so none is dropped, and the journal then forgets them.
func TestOpenShowsWaitingMoves(t *testing.T) {
	cleanJournal(t)
	st, _ := store.Shared(background)
	mem := st.(*store.Memory)
	id := newSharedGame(t)
	stored, err := st.Get(background, id)
	if err != nil {
		t.Fatal(err)
	}
	first, _ := record.Unmarshal(stored.Record)
	waiting := playOne(t, first)
	if err := store.Journal(store.Unsaved{Save: store.Save{Meta: store.Meta{ID: id, Game: "hope", Title: "Game", Rev: stored.Rev},
		Record: marshal(t, waiting)}}); err != nil {
		t.Fatal(err)
	}
	mem.Fail = errors.New("the database is busy")
	t.Cleanup(func() { mem.Fail = nil })
	a := &Autosaver{}
	_, rec, warn, err := a.Open(id)
	if err != nil || !bytes.Equal(marshal(t, rec), marshal(t, waiting)) {
		t.Fatalf("opened %v, %v; want the moves waiting in the journal", rec, err)
	}
	if warn == nil || !strings.Contains(warn.Error(), "not written yet") {
		t.Fatalf("warning %v; want the waiting moves said", warn)
	}
	mem.Fail = nil
	next := playOne(t, waiting)
	if !writeAsSaveDoes(t, a, id, next) {
		t.Error("the write that took the waiting moves did not report: the game screen keeps saying they are not written yet")
	}
	if got, _ := st.Get(background, id); !bytes.Equal(got.Record, marshal(t, next)) || got.Rev != stored.Rev+1 {
		t.Fatalf("after the next move the store holds revision %d; want the move on top of the waiting ones", got.Rev)
	}
	j := map[string]any{}
	if browser.Local.Get("lantern.unsaved", &j); len(j) != 0 {
		t.Fatalf("the journal still holds %d entries once their moves are written", len(j))
	}
}
