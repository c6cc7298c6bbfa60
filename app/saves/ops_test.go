package saves

import (
	"context"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"lantern/app/shell"
	"lantern/app/store"
	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
)

func TestFileName(t *testing.T) {
	tests := map[string]string{
		"Tuesday night":          "Tuesday-night.lantern",
		"":                       "game.lantern",
		"   ":                    "game.lantern",
		"Mara, Ode & Ike!":       "Mara-Ode-Ike.lantern",
		"../../etc/passwd":       "etc-passwd.lantern",
		"Évelyne's game":         "velyne-s-game.lantern",
		strings.Repeat("a", 100): strings.Repeat("a", 40) + ".lantern",
	}
	for in, want := range tests {
		t.Run(in, func(t *testing.T) {
			if got := fileName(in); got != want {
				t.Fatalf("fileName(%q) = %q; want %q", in, got, want)
			}
		})
	}
}

func TestQRSVG(t *testing.T) {
	svg, err := QRSVG("https://lantern.example/#/r/" + strings.Repeat("Ab9_", 150))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(svg, "<svg") || !strings.Contains(svg, "M4 4h1v1h-1z") {
		t.Fatalf("QR SVG lacks its top-left finder module: %.200s", svg)
	}
}

func TestFriendlyErrors(t *testing.T) {
	_, _, err := ReadLink("not-a-link")
	if err == nil || !strings.Contains(err.Error(), "link is broken") || !errors.Is(err, record.ErrCorrupt) {
		t.Fatalf("ReadLink(bad) = %v", err)
	}
	_, _, err = ReadFile([]byte("hello"))
	if err == nil || !strings.Contains(err.Error(), "file is broken") {
		t.Fatalf("ReadFile(bad) = %v", err)
	}
}

func TestRenameAndDuplicate(t *testing.T) {
	ctx := context.Background()
	st := &store.Memory{}
	orig := store.Save{Meta: store.Meta{ID: "a", Game: "x", Title: "One", Updated: 1}, Record: []byte{1}}
	if err := st.Put(ctx, orig); err != nil {
		t.Fatal(err)
	}
	if err := Rename(ctx, st, "a", "Renamed"); err != nil {
		t.Fatal(err)
	}
	if err := Rename(ctx, st, "a", ""); err == nil {
		t.Fatal("Rename to an empty title succeeded")
	}
	dup, err := Duplicate(ctx, st, "a")
	if err != nil || dup.ID == "a" || dup.Title != "Renamed (copy)" {
		t.Fatalf("Duplicate = %+v, %v", dup, err)
	}
	list, _ := st.List(ctx)
	if len(list) != 2 {
		t.Fatalf("%d saves after a duplicate; want 2", len(list))
	}
}

func TestDefaultTitleFitsAFile(t *testing.T) {
	long := strings.Repeat("語", 50) // 150 bytes
	title := DefaultTitle(record.Summary{Players: []string{long, long, long}})
	if len(title) > record.MaxTitleBytes || !utf8.ValidString(title) || !strings.HasPrefix(title, long+", ") {
		t.Fatalf("DefaultTitle = %q (%d bytes)", title, len(title))
	}
	if got := DefaultTitle(record.Summary{Players: []string{"Mara", "Ode"}}); got != "Mara, Ode" {
		t.Fatalf("DefaultTitle = %q", got)
	}
	// A record without names is named by its game.
	shell.RegisterGame(shell.Game{ID: "nameless", Title: "A Game Without Names"})
	if got := DefaultTitle(record.Summary{Game: "nameless"}); got != "A Game Without Names" {
		t.Fatalf("DefaultTitle without players = %q", got)
	}
	if got := DefaultTitle(record.Summary{Game: "unknown"}); got != "Game" {
		t.Fatalf("DefaultTitle of an unknown game = %q", got)
	}
}

// A failed autosave returns the error for the players and keeps the
// previous save, which still opens.
func TestAutosaveFailureKeepsPrevious(t *testing.T) {
	ctx := context.Background()
	st := &store.Memory{}
	cfg := hope.Config{Seats: []hope.SeatConfig{{Name: "Mara"}, {Name: "Ode"}, {Name: "Ike"}}}
	rec, _ := hoperec.Adapter.Start(cfg, 4)
	s, _, _ := hoperec.Adapter.Replay(rec)
	sum := hoperec.Adapter.Summary(s, rec.Names, 0)
	if err := Autosave(ctx, st, "g", "Game", rec, sum); err != nil {
		t.Fatal(err)
	}
	next, err := hoperec.Adapter.Append(rec, s, hope.Legal(s)[0])
	if err != nil {
		t.Fatal(err)
	}
	st.Fail = errors.New("quota exceeded")
	if err := AutosaveAt(ctx, st, "g", 1, "Game", next, sum); err == nil || !strings.Contains(err.Error(), "quota") {
		t.Fatalf("Autosave = %v; want the store's error", err)
	}
	_, got, loaded, err := Open(ctx, st, "g")
	if err != nil || loaded.Moves != 0 || string(got.Moves) != string(rec.Moves) {
		t.Fatalf("after a failed autosave Open = %d moves, %v; want the previous save", loaded.Moves, err)
	}
}

// Opening a link adds the game under the title it carries, and the same
// game found again, move for move, is the save already made; the game
// played on is another one.
func TestLinkTitleAndFindSame(t *testing.T) {
	ctx := context.Background()
	st := &store.Memory{}
	rec, err := hoperec.Adapter.Start(hope.Config{Seats: []hope.SeatConfig{{Name: "Mara"}, {Name: "Ode"}, {Name: "Ike"}}}, 4)
	if err != nil {
		t.Fatal(err)
	}
	payload, _ := record.EncodeLinkFile(record.File{Title: "Tuesday night", Record: rec})
	c, title, err := ReadLink(payload)
	if err != nil || title != "Tuesday night" {
		t.Fatalf("ReadLink = %q, %v", title, err)
	}
	if _, ok, err := FindSame(ctx, st, c.Record); ok || err != nil {
		t.Fatalf("FindSame in an empty store = %v, %v", ok, err)
	}
	s, err := AddNew(ctx, st, c, title)
	if err != nil || s.Title != "Tuesday night" {
		t.Fatalf("AddNew = %+v, %v", s.Meta, err)
	}
	again, _, _ := ReadLink(payload)
	if m, ok, err := FindSame(ctx, st, again.Record); !ok || err != nil || m.ID != s.ID {
		t.Fatalf("FindSame of the same link = %+v, %v, %v; want save %s", m, ok, err, s.ID)
	}
	other := rec
	other.Seed++
	if _, ok, _ := FindSame(ctx, st, other); ok {
		t.Fatal("FindSame matched another game")
	}
}
