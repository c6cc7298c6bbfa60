package saves

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"lantern/app/store"
	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
)

// Only the newest request is written: an older one never lands over it, and
// when the page is put away and every pending request wakes at once, the
// first written is the one with every move. The player hears only of
// changes: a failure, then the recovery.
func TestAutosaverOrder(t *testing.T) {
	a := Autosaver{cur: &opening{id: "g"}}
	var wrote []int
	w := func(n int, err error) func(int64) error {
		return func(int64) error { wrote = append(wrote, n); return err }
	}
	o, first := a.ask("g")
	_, second := a.ask("g")
	_, third := a.ask("g")
	steps := []struct {
		seq         int
		err         error
		wantChanged bool
	}{
		{second, nil, false},                   // superseded by third: skipped
		{third, errors.New("disk full"), true}, // the failure is told
		{first, nil, false},                    // older still: skipped
	}
	for i, s := range steps {
		err, changed := a.write(o, s.seq, w(s.seq, s.err))
		if changed != s.wantChanged || (err != nil) != (s.err != nil) {
			t.Fatalf("step %d: err %v changed %v", i, err, changed)
		}
	}
	_, fourth := a.ask("g")
	if err, changed := a.write(o, fourth, w(4, nil)); err != nil || !changed {
		t.Fatalf("the recovery: err %v, changed %v", err, changed)
	}
	_, fifth := a.ask("g")
	if err, changed := a.write(o, fifth, w(5, nil)); err != nil || changed {
		t.Fatalf("a good save after a good save: err %v, changed %v", err, changed)
	}
	if len(wrote) != 3 || wrote[0] != third || wrote[1] != 4 || wrote[2] != 5 {
		t.Fatalf("wrote %v; want [%d 4 5]", wrote, third)
	}
}

// tab is one browser tab's game screen on a save: its autosaver and what
// it last opened.
type tab struct {
	t   *testing.T
	a   Autosaver
	id  string
	rec record.Record
}

func (tb *tab) open() error {
	_, rec, _, err := tb.a.Open(tb.id)
	tb.rec = rec
	return err
}

// move plays the first legal move and autosaves it as the game screen does.
func (tb *tab) move() (err error, changed bool) {
	s, _, err := hoperec.Adapter.Replay(tb.rec)
	if err != nil {
		tb.t.Fatal(err)
	}
	if tb.rec, err = hoperec.Adapter.Append(tb.rec, s, hope.Legal(s)[0]); err != nil {
		tb.t.Fatal(err)
	}
	o, seq := tb.a.ask(tb.id)
	return tb.a.write(o, seq, func(rev int64) error {
		st, _ := store.Shared(background)
		return AutosaveAt(background, st, tb.id, rev, "Game", tb.rec, record.Summary{})
	})
}

func newSharedGame(t *testing.T) string {
	cfg := hope.Config{Seats: []hope.SeatConfig{{Name: "Mara"}, {Name: "Ode"}, {Name: "Ike"}}}
	rec, _ := hoperec.Adapter.Start(cfg, 4)
	id := store.NewID()
	st, _ := store.Shared(background)
	if err := Autosave(context.Background(), st, id, "Game", rec, record.Summary{}); err != nil {
		t.Fatal(err)
	}
	return id
}

// Two tabs on one save: the one that fell behind never overwrites the
// other's moves; it is told and, opened again, carries on from them.
func TestAutosaverTabBehind(t *testing.T) {
	id := newSharedGame(t)
	ahead, behind := &tab{t: t, id: id}, &tab{t: t, id: id}
	for _, tb := range []*tab{ahead, behind} {
		if err := tb.open(); err != nil {
			t.Fatal(err)
		}
	}
	for range 2 {
		if err, _ := ahead.move(); err != nil {
			t.Fatal(err)
		}
	}
	err, changed := behind.move()
	if msg, reopen := Report(err); !errors.Is(err, store.ErrConflict) || !changed || !reopen || !strings.Contains(msg, "moved on in another tab") {
		t.Fatalf("the tab behind saved: err %v, changed %v, message %q, reopen %v", err, changed, msg, reopen)
	}
	if err, changed := behind.move(); err != nil || changed {
		t.Fatalf("a second move in the tab behind: err %v, changed %v; want nothing written or told", err, changed)
	}
	if err := behind.open(); err != nil || len(behind.rec.Moves) != len(ahead.rec.Moves) {
		t.Fatalf("opened again: %d moves bytes, %v; want the other tab's %d", len(behind.rec.Moves), err, len(ahead.rec.Moves))
	}
	if err, _ := behind.move(); err != nil {
		t.Fatalf("a move after opening again: %v", err)
	}
}

// A save deleted on the saves page stays deleted when a tab still showing
// it makes a move; Undo on the saves page brings it back.
func TestAutosaverAfterDelete(t *testing.T) {
	id := newSharedGame(t)
	game := &tab{t: t, id: id}
	if err := game.open(); err != nil {
		t.Fatal(err)
	}
	st, _ := store.Shared(background)
	deleted, err := st.Get(background, id)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Delete(background, id); err != nil {
		t.Fatal(err)
	}
	if err, _ := game.move(); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("a move after the delete: %v; want ErrConflict", err)
	}
	if _, err := st.Get(background, id); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("after the move Get = %v; want the save still deleted", err)
	}
	if err := Restore(background, st, deleted); err != nil {
		t.Fatalf("Undo of the delete: %v", err)
	}
	if err := game.open(); err != nil {
		t.Fatalf("opening the restored save: %v", err)
	}
}

// Only what is known is promised: a write that may have lost the last
// save does not say it is intact.
func TestReport(t *testing.T) {
	for _, c := range []struct {
		err    error
		intact bool
	}{
		{errors.New("not saved: QuotaExceededError: disk full"), true},
		{fmt.Errorf("not saved: %w: the browser closed the saved games", store.ErrUnsure), false},
	} {
		msg, reopen := Report(c.err)
		if reopen || strings.Contains(msg, "intact") != c.intact || strings.Count(msg, "ot saved") != 1 {
			t.Errorf("Report(%v) = %q, reopen %v; want intact said: %v", c.err, msg, reopen, c.intact)
		}
	}
	if msg, reopen := Report(nil); msg != "" || reopen {
		t.Errorf("Report(nil) = %q, %v", msg, reopen)
	}
}

// A full storage is said in plain words: what is full, what still works
// and what to do, never the browser's bare "QuotaExceededError: ".
func TestReportStorageFull(t *testing.T) {
	for _, c := range []struct {
		err  error
		says []string
	}{
		{fmt.Errorf("not saved: %w (QuotaExceededError)", store.ErrFull),
			[]string{"Not saved", "storage for Lantern is full", "Play goes on", "last save is intact", "export", "delete"}},
		{fmt.Errorf("%w (QuotaExceededError: the quota has been exceeded)", store.ErrNotJournaled),
			[]string{"may not survive a reload", "storage for Lantern is full", "Play goes on", "export"}},
	} {
		msg, reopen := Report(c.err)
		for _, w := range c.says {
			if !strings.Contains(msg, w) {
				t.Errorf("Report(%v) = %q; want it to say %q", c.err, msg, w)
			}
		}
		if reopen || strings.Contains(msg, "QuotaExceededError") || strings.Contains(msg, ": .") {
			t.Errorf("Report(%v) = %q, reopen %v; want plain words and no reopen", c.err, msg, reopen)
		}
	}
}

// Why a write failed is said once ("Not saved: not saved: …" was not), and
// a full storage in plain words wherever a game is added.
func TestNotSaved(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{fmt.Errorf("not saved: %w (QuotaExceededError)", store.ErrFull), "Not saved: this device's storage for Lantern is full"},
		{errors.New("not saved: UnknownError: disk gone"), "Not saved: UnknownError: disk gone"},
		{errors.New("invalid save: empty record"), "Not saved: invalid save: empty record"},
	} {
		if got := notSaved(c.err); got != c.want {
			t.Errorf("notSaved(%v) = %q; want %q", c.err, got, c.want)
		}
	}
}

// A write that waits (a busy disk, another tab's long transaction) never
// holds up the next move's request, which the UI goroutine makes.
func TestAutosaverAsksWhileAWriteWaits(t *testing.T) {
	a := Autosaver{cur: &opening{id: "g"}}
	o, seq := a.ask("g")
	release, started := make(chan struct{}), make(chan struct{})
	done := make(chan struct{})
	go func() {
		a.write(o, seq, func(int64) error { close(started); <-release; return nil })
		close(done)
	}()
	<-started
	asked := make(chan int)
	go func() { _, next := a.ask("g"); asked <- next }()
	select {
	case next := <-asked:
		if next != seq+1 {
			t.Errorf("the next request is number %d; want %d", next, seq+1)
		}
	case <-time.After(2 * time.Second):
		t.Error("asking for a save waited on the write under way")
	}
	close(release)
	<-done
}

// A move refused because another tab moved the game on is never
// announced as made: Told puts NotKept in its place and reopens; any other
// outcome leaves the announcement alone.
func TestToldAMoveNotKept(t *testing.T) {
	tests := []struct {
		err    error
		reopen bool
	}{
		{nil, false},
		{errors.New("not saved: QuotaExceededError: disk full"), false},
		{fmt.Errorf("not saved: %w", store.ErrConflict), true},
	}
	for _, tt := range tests {
		alert, announce, reopened := "old", "Bram gains a Blessing (6).", false
		var warn error
		Told(tt.err, &warn, &alert, &announce, func() { reopened = true })
		want, _ := Report(tt.err)
		if alert != want || reopened != tt.reopen || (announce == NotKept) != tt.reopen {
			t.Errorf("%v: alert %q, announce %q, reopened %v", tt.err, alert, announce, reopened)
		}
	}
}

// A game opened at moves the store had not taken yet says so until a write
// lands; then the notice goes and every other one stays.
func TestToldClearsWaitingOnceWritten(t *testing.T) {
	other := notice("Lantern found moves it could not use.")
	for _, tt := range []struct {
		name      string
		warn      error
		err       error
		want      error
		wantWords string
	}{
		{"waiting alone, written", waitingNews, nil, nil, ""},
		{"waiting with news, written", joinNews(other, waitingNews), nil, other, string(other)},
		{"waiting, write failed", waitingNews, errors.New("not saved: boom"), waitingNews, string(waitingNews)},
		{"nothing to clear", other, nil, other, string(other)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			warn, alert, announce := tt.warn, "", ""
			Told(tt.err, &warn, &alert, &announce, func() {})
			if (warn == nil) != (tt.want == nil) || (warn != nil && warn.Error() != tt.wantWords) {
				t.Errorf("warn = %v; want %v", warn, tt.want)
			}
		})
	}
}
