package saves

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"lantern/app/shell"
	"lantern/app/store"
	"lantern/rules"
	"lantern/rules/record"
)

// now is the clock for Updated stamps; tests replace it.
var now = func() int64 { return time.Now().UnixMilli() }

// Autosave writes rec as the new save id: AutosaveAt at revision 0.
func Autosave(ctx context.Context, st store.Store, id, title string, rec record.Record, sum record.Summary) error {
	return AutosaveAt(ctx, st, id, 0, title, rec, sum)
}

// AutosaveAt writes rec as save id over its revision rev in one store
// transaction. sum is the caller's summary of the state it just reached
// (record.Adapter.Summary), so autosaving never replays the game. On error
// the previous save is intact unless the error says store.ErrUnsure;
// Report says what to show the players.
func AutosaveAt(ctx context.Context, st store.Store, id string, rev int64, title string, rec record.Record, sum record.Summary) error {
	b, err := record.Marshal(rec)
	if err != nil {
		return fmt.Errorf("not saved: %w", err)
	}
	m := meta(id, title, rec, sum)
	m.Rev = rev
	return st.Put(ctx, store.Save{Meta: m, Record: b})
}

func meta(id, title string, rec record.Record, sum record.Summary) store.Meta {
	return store.Meta{ID: id, Game: rec.Game, Title: title,
		Players: append([]string(nil), sum.Players...), Progress: sum.Progress, Over: sum.Over, Updated: now()}
}

// Open loads a save's record, replaying it to check it.
func Open(ctx context.Context, st store.Store, id string) (store.Save, record.Record, record.Summary, error) {
	s, rec, err := read(ctx, st, id)
	if err != nil {
		return s, rec, record.Summary{}, err
	}
	sum, err := record.Load(rec)
	return s, rec, sum, err
}

// read loads a save's record without replaying it, for a caller that
// replays it anyway (record.Session.Open checks it as Load does).
func read(ctx context.Context, st store.Store, id string) (store.Save, record.Record, error) {
	s, err := st.Get(ctx, id)
	if err != nil {
		return s, record.Record{}, err
	}
	rec, err := record.Unmarshal(s.Record)
	return s, rec, err
}

// Checked is a record from outside (link or file) that replays cleanly.
type Checked struct {
	Record  record.Record
	Summary record.Summary
}

func check(rec record.Record) (Checked, error) { return checkTold(rec, nil) }

func checkTold(rec record.Record, progress func(done, total int)) (Checked, error) {
	sum, err := record.LoadTold(rec, progress)
	if err != nil {
		return Checked{}, fmt.Errorf("this game cannot be played here: %w", err)
	}
	for i, n := range sum.Players { // names a setup screen could not have typed
		if err := rules.CheckClean(fmt.Sprintf("player %d's name", i+1), n); err != nil {
			return Checked{}, fmt.Errorf("this game cannot be played here: %w", err)
		}
	}
	return Checked{Record: rec, Summary: sum}, nil
}

// ReadLink decodes and replays a link payload and returns it with the
// title it carries (empty for a link made before titles); nothing is
// stored.
func ReadLink(payload string) (Checked, string, error) { return ReadLinkTold(payload, nil) }

// ReadLinkTold is ReadLink telling progress, when set, how far the replay
// has got: a link can hold a long game.
func ReadLinkTold(payload string, progress func(done, total int)) (Checked, string, error) {
	if strings.TrimPrefix(payload, record.LinkPrefix) == "" {
		return Checked{}, "", errEmptyLink
	}
	f, err := record.DecodeLinkFile(payload)
	if err != nil {
		return Checked{}, "", friendly(err, "link")
	}
	c, err := checkTold(f.Record, progress)
	return c, f.Title, err
}

// errEmptyLink is a link that ends where its game should start: a
// messenger or a copy cut it short.
var errEmptyLink = errors.New("this link is empty or was cut short: it ends where the game it shares should begin")

// FindSame returns a save holding the same game as rec, move for move
// (its snapshot aside, which links never carry), so that opening one link
// twice offers the save already made instead of a silent copy.
func FindSame(ctx context.Context, st store.Store, rec record.Record) (store.Meta, bool, error) {
	want, err := record.Marshal(withoutSnapshot(rec))
	if err != nil {
		return store.Meta{}, false, err
	}
	list, err := st.List(ctx)
	if err != nil {
		return store.Meta{}, false, err
	}
	for _, m := range list {
		if m.Game != rec.Game {
			continue
		}
		_, have, err := read(ctx, st, m.ID)
		if err != nil {
			continue // a broken save is no match; the saves page says what is wrong with it
		}
		if b, err := record.Marshal(withoutSnapshot(have)); err == nil && bytes.Equal(b, want) {
			return m, true, nil
		}
	}
	return store.Meta{}, false, nil
}

func withoutSnapshot(r record.Record) record.Record {
	r.Snapshot = nil
	return r
}

// ReadFile decodes and replays an exported file; nothing is stored.
func ReadFile(b []byte) (Checked, string, error) {
	f, err := record.UnmarshalFile(b)
	if err != nil {
		return Checked{}, "", friendly(err, "file")
	}
	c, err := check(f.Record)
	return c, f.Title, err
}

// friendly turns a decoding error into a sentence for players; the detail
// stays in parentheses for bug reports.
func friendly(err error, what string) error {
	if errors.Is(err, record.ErrCorrupt) {
		return fmt.Errorf("this %s is broken, cut short or changed, so it holds no game Lantern can open (%w)", what, err)
	}
	return err
}

// AddNew stores c as a new save with a fresh ID and returns it: importing
// never overwrites an existing save.
func AddNew(ctx context.Context, st store.Store, c Checked, title string) (store.Save, error) {
	return AddBranch(ctx, st, c, title, "")
}

// AddBranch is AddNew for a game started from a moment of another:
// origin names that game and moment, and the saves list shows it.
func AddBranch(ctx context.Context, st store.Store, c Checked, title, origin string) (store.Save, error) {
	if title = rules.CleanName(title); title == "" {
		title = DefaultTitle(c.Summary)
	}
	b, err := record.Marshal(c.Record)
	if err != nil {
		return store.Save{}, err
	}
	s := store.Save{Meta: meta(store.NewID(), clip(title, record.MaxTitleBytes), c.Record, c.Summary), Record: b}
	s.Origin = clip(origin, record.MaxTitleBytes)
	return s, st.Put(ctx, s)
}

// Duplicate copies save id under a new ID.
func Duplicate(ctx context.Context, st store.Store, id string) (store.Save, error) {
	s, err := st.Get(ctx, id)
	if err != nil {
		return s, err
	}
	s.ID, s.Title, s.Updated, s.Rev = store.NewID(), s.Title+" (copy)", now(), 0
	return s, st.Put(ctx, s)
}

// Rename changes a save's title, keeping its record and time.
func Rename(ctx context.Context, st store.Store, id, title string) error {
	if title == "" || len(title) > record.MaxTitleBytes {
		return fmt.Errorf("a title needs 1 to %d characters", record.MaxTitleBytes)
	}
	s, err := st.Get(ctx, id)
	if err != nil {
		return err
	}
	s.Title = title
	return st.Put(ctx, s)
}

// Restore puts back save s, deleted since it was read: its deletion is the
// revision after s's, and an undo knows it, where a stale write does not.
func Restore(ctx context.Context, st store.Store, s store.Save) error {
	s.Rev++
	return st.Put(ctx, s)
}

// Export returns the file for save id and a file name for it.
func Export(ctx context.Context, st store.Store, id string) ([]byte, string, error) {
	s, err := st.Get(ctx, id)
	if err != nil {
		return nil, "", err
	}
	rec, err := record.Unmarshal(s.Record)
	if err != nil {
		return nil, "", err
	}
	b, err := record.MarshalFile(record.File{Title: clip(s.Title, record.MaxTitleBytes), Updated: s.Updated, Record: rec})
	return b, fileName(s.Title), err
}

// DefaultTitle names a game by its players, short enough to export; a
// record that holds no names (a Humanity, Blessed campaign keeps them in
// its notes) by its game's title.
func DefaultTitle(sum record.Summary) string {
	if len(sum.Players) == 0 {
		if g, ok := shell.FindGame(sum.Game); ok {
			return g.Title
		}
		return "Game"
	}
	return clip(strings.Join(sum.Players, ", "), record.MaxTitleBytes)
}

// clip cuts s to at most n bytes without splitting a character.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// fileName keeps letters, digits and dashes: the name must work on every
// operating system.
func fileName(title string) string {
	out := make([]rune, 0, len(title))
	for _, r := range title {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
			out = append(out, r)
		case len(out) > 0 && out[len(out)-1] != '-':
			out = append(out, '-')
		}
		if len(out) >= 40 {
			break
		}
	}
	name := string(out)
	for len(name) > 0 && name[len(name)-1] == '-' {
		name = name[:len(name)-1]
	}
	if name == "" {
		name = "game"
	}
	return name + ".lantern"
}

// Recover adds a copy of save id cut to its last move that still replays
// (G-02) and returns it with that number of moves; the save itself is not
// touched, so nothing is lost if Lantern later learns to open it whole.
func Recover(ctx context.Context, st store.Store, id string) (store.Save, int, error) {
	s, err := st.Get(ctx, id)
	if err != nil {
		return s, 0, err
	}
	rec, err := record.Unmarshal(s.Record)
	if err != nil {
		return s, 0, friendly(err, "save")
	}
	g, ok := record.Lookup(rec.Game)
	if !ok {
		return s, 0, fmt.Errorf("this Lantern does not know the game %q", rec.Game)
	}
	fixed, n, err := g.Salvage(rec)
	if err != nil {
		return s, 0, fmt.Errorf("not even the start of this game can be rebuilt: %w", err)
	}
	c, err := check(fixed)
	if err != nil {
		return s, 0, err
	}
	title := clip(s.Title, record.MaxTitleBytes-40) + fmt.Sprintf(" (from move %d)", n)
	out, err := AddNew(ctx, st, c, title)
	return out, n, err
}
