package saves

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"lantern/app/store"
	"lantern/rules"
	"lantern/rules/record"
)

// settleTimeout bounds the wait for the store as the journal is settled:
// past it (another tab holding the database) the journal waits for the
// next start, and a game screen opens its entry meanwhile (pendingSave).
const settleTimeout = 10 * time.Second

// journal is what settling the journal left the players to hear.
var journal struct {
	once sync.Once
	mu   sync.Mutex
	news error
}

// Store is the app's store with the journal settled, for pages outside
// this package that read saves (the stats page). Call it off the UI
// goroutine: it may wait on IndexedDB.
func Store() (store.Store, error) { return shared() }

// shared is the app's store (store.Shared) with the journal settled, once,
// before anything reads a save: every read of a save goes through here.
func shared() (store.Store, error) {
	st, warn := store.Shared(background)
	journal.once.Do(func() {
		if warn != nil {
			return // saves in memory only: the journal waits for a start with storage
		}
		ctx, cancel := context.WithTimeout(background, settleTimeout)
		defer cancel()
		news := settledNews(store.SettleJournal(ctx, st, vetEntry))
		journal.mu.Lock()
		journal.news = news
		journal.mu.Unlock()
	})
	return st, warn
}

// takeNews returns what settling the journal did that the players should
// hear, once: the first page to show it takes it.
func takeNews() error {
	journal.mu.Lock()
	defer journal.mu.Unlock()
	n := journal.news
	journal.news = nil
	return n
}

// notice is something about the saved games the players should hear once,
// not a fault of the storage: Warning shows it as it is.
type notice string

func (n notice) Error() string { return string(n) }

// settledNews says what settling dropped or kept apart, nil when nothing.
func settledNews(s store.Settled) error {
	var say []string
	if n := len(s.Refused); n > 0 {
		what := "Lantern found moves kept from before the last reload that it could not use"
		if n > 1 {
			what = fmt.Sprintf("Lantern found %d sets of moves kept from before the last reload that it could not use", n)
		}
		say = append(say, what+" ("+s.Refused[0].Error()+"), so your saved games were left as they were.")
	}
	for _, c := range s.Copied {
		say = append(say, "Moves kept from before the last reload could not go into their game, which moved on in another tab meanwhile: they are kept as a save of their own, “"+c.Title+"”.")
	}
	if len(say) == 0 {
		return nil
	}
	return notice(strings.Join(say, " "))
}

// waitingNews is said when a game opens at moves the store has not taken yet.
const waitingNews = notice("The newest moves of this game are not written yet: the browser's storage did not take them (another tab may be using it, or it is full). They are shown here, and the next move writes them with it.")

// pendingSave is save id's journal entry the store has not taken yet
// (settling it failed or timed out), checked: a game screen opens it rather
// than the older save, so the next move is made on top of it and none is
// dropped.
func pendingSave(st store.Store, id string) (store.Save, record.Record, bool) {
	s, ok := store.Pending(background, st, id, vetEntry)
	if !ok {
		return s, record.Record{}, false
	}
	rec, err := record.Unmarshal(s.Record)
	return s, rec, err == nil
}

// vetEntry checks a journal entry as a link or a file is checked (it was
// in localStorage, which anything on the page can write): a record within
// its limits that replays, of the game the save names, that continues the
// save it would replace. The listing is rebuilt from the replay.
func vetEntry(s store.Save, over *store.Save) (store.Save, error) {
	rec, err := record.Unmarshal(s.Record)
	if err != nil {
		return s, friendly(err, "copy")
	}
	if rec.Game != s.Game {
		return s, fmt.Errorf("it holds a %q game under a %q save", rec.Game, s.Game)
	}
	if over != nil {
		if err := continues(*over, rec); err != nil {
			return s, err
		}
	}
	c, err := check(rec)
	if err != nil {
		return s, err
	}
	title := rules.CleanName(clip(s.Title, record.MaxTitleBytes))
	if over != nil {
		title = over.Title
	} else if title == "" {
		title = DefaultTitle(c.Summary)
	}
	out := store.Save{Meta: meta(s.ID, title, rec, c.Summary), Record: s.Record}
	out.Rev = s.Rev
	return out, nil
}

// continues says whether rec is the game saved in over, played on (or
// undone): the same game, rules, setup, seed and players.
func continues(over store.Save, rec record.Record) error {
	prev, err := record.Unmarshal(over.Record)
	if err != nil {
		return errors.New("the saved game it would continue is damaged")
	}
	if prev.Game != rec.Game || prev.Rules != rec.Rules || prev.Seed != rec.Seed ||
		!bytes.Equal(prev.Config, rec.Config) || !slices.Equal(prev.Names, rec.Names) {
		return errors.New("it is not the saved game played on")
	}
	return nil
}

// joinNews adds n to what warn says.
// written is warn without waitingNews, once the moves it spoke of are in
// the store.
func written(warn error) error {
	all := []error{warn}
	if j, ok := warn.(interface{ Unwrap() []error }); ok {
		all = j.Unwrap()
	}
	keep := all[:0:0]
	for _, e := range all {
		if e != nil && e != waitingNews {
			keep = append(keep, e)
		}
	}
	if len(keep) == 1 {
		return keep[0]
	}
	return errors.Join(keep...)
}

func joinNews(warn error, n notice) error {
	if warn == nil {
		return n
	}
	return errors.Join(warn, n)
}
