//go:build e2e

package e2e

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"lantern/rules/blessed"
	"lantern/rules/record"
)

// blessedLink plays moves on a new campaign of the current edition, then
// more while more(state) asks for them, and returns the share link with
// the characters named.
func blessedLink(t *testing.T, seed uint64, moves []blessed.Move, more func(blessed.State) (blessed.Move, bool)) (string, blessed.State) {
	t.Helper()
	s, err := blessed.New(blessed.Config{Edition: blessed.Edition}, seed)
	if err != nil {
		t.Fatal(err)
	}
	var played []blessed.Move
	apply := func(m blessed.Move) {
		next, _, err := blessed.Apply(s, m)
		if err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		s, played = next, append(played, m)
	}
	for _, m := range moves {
		apply(m)
	}
	for m, ok := more(s); ok; m, ok = more(s) {
		apply(m)
	}
	rec, err := blessed.Adapter.Encode(s.Config, seed, played)
	if err != nil {
		t.Fatal(err)
	}
	rec.Notes = []byte(`[{"name":"Ada"},{"name":"Bram"}]`)
	link, err := record.EncodeLink(rec)
	if err != nil {
		t.Fatal(err)
	}
	return link, s
}

// importBlessed opens a Humanity, Blessed share link and imports it.
func importBlessed(b *Browser, site *Site, link string) {
	b.t.Helper()
	b.Open(site.URL + "/#/r/" + link)
	b.WaitReady()
	b.WaitVisible("#link-import")
	b.Click("#link-import")
	b.WaitVisible("#char-1-blessings")
}

// In an Endeavor Ada holds temporary Blessings beside her own: the sheet
// shows the two groups, and where both hold a face she chooses which she
// spends; the temporary one goes first (HB-45).
func TestBlessedTemporaryBlessingsApart(t *testing.T) {
	face := 0
	link, s := blessedLink(t, 11, []blessed.Move{
		{Kind: blessed.AddCharacter, Stat: blessed.Head, Lifestyle: blessed.Carefree, Ethic: blessed.ViceVirtue},
		{Kind: blessed.AddCharacter, Stat: blessed.Heart, Lifestyle: blessed.Eager, Ethic: blessed.FateKnowledge},
		{Kind: blessed.BeginEndeavor},
		{Kind: blessed.JoinEndeavor, Seat: 0},
		{Kind: blessed.JoinEndeavor, Seat: 1},
		{Kind: blessed.PositionRoll, Seat: 0, Stat: blessed.Head},
	}, func(s blessed.State) (blessed.Move, bool) {
		// Ada gains Blessings until one shows a face she holds as temporary.
		temp := s.TempBlessings(0)
		for _, v := range s.PermanentBlessings(0) {
			if slices.Contains(temp, v) {
				face = v
				return blessed.Move{}, false
			}
		}
		return blessed.Move{Kind: blessed.GainBlessing, Seat: 0}, len(s.Party[0].Blessings) < 20
	})
	if face == 0 {
		t.Fatal("no seed gave Ada a temporary and a permanent Blessing of one face")
	}
	site := StartSite(t)
	b := NewBrowser(t)
	importBlessed(b, site, link)
	temp := b.Text("#char-1-temporary")
	if !strings.Contains(temp, "Temporary Blessings: ") || !strings.Contains(b.Text("#char-1-blessings"), strconv.Itoa(face)) {
		t.Fatalf("the two groups: %q and %q", b.Text("#char-1-blessings"), temp)
	}
	if got := b.Text("#char-1-spend-permanent-" + strconv.Itoa(face)); got != "Spend a permanent "+strconv.Itoa(face) {
		t.Fatalf("the permanent spend reads %q", got)
	}
	for _, size := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		var ok bool
		b.Run("resize", chromedp.EmulateViewport(size[0], size[1]))
		b.Eval(`(e => { e.scrollIntoView(); return true })(document.querySelector("#char-1-blessings"))`, &ok)
		b.Screenshot(fmt.Sprintf("groups-%dx%d", size[0], size[1]), size[0], size[1])
	}
	b.Axe()
	play(b, "#char-1-spend-"+strconv.Itoa(face))
	wantTemp := len(s.TempBlessings(0)) - 1
	if got := strings.Count(b.Text("#char-1-temporary"), ","); wantTemp > 0 && got != wantTemp-1 {
		t.Fatalf("after spending the temporary %d: %q", face, b.Text("#char-1-temporary"))
	}
	if got := b.Text("#char-1-blessings"); got != blessingsLine(s.PermanentBlessings(0)) {
		t.Fatalf("a permanent Blessing went: %q, want %q", got, blessingsLine(s.PermanentBlessings(0)))
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Fatalf("page errors: %v", errs)
	}
}

// blessingsLine is how the sheet reads a group of faces.
func blessingsLine(faces []int) string {
	parts := make([]string, len(faces))
	for i, v := range faces {
		parts[i] = strconv.Itoa(v)
	}
	return "Blessings: " + strings.Join(parts, ", ")
}

// A table that rolls its own dice types each face of a check's roll,
// a bump included; Lantern shows the odds before and reads the sum
// after (HB-51).
func TestBlessedTypedDice(t *testing.T) {
	link, _ := blessedLink(t, 3, []blessed.Move{
		{Kind: blessed.AddCharacter, Stat: blessed.Head, Lifestyle: blessed.Carefree, Ethic: blessed.ViceVirtue},
		{Kind: blessed.AddCharacter, Stat: blessed.Heart, Lifestyle: blessed.Eager, Ethic: blessed.FateKnowledge},
	}, func(blessed.State) (blessed.Move, bool) { return blessed.Move{}, false })
	site := StartSite(t)
	b := NewBrowser(t)
	importBlessed(b, site, link)
	play(b, "#blessed-dice")
	blessedChoose(b, "#check-who", "0")
	blessedChoose(b, "#check-stat", "1") // Head, a d6
	play(b, "#check-begin")
	if got := b.Text("#check-odds"); !strings.Contains(got, "Chance of success") {
		t.Fatalf("odds: %q", got)
	}
	play(b, "#check-roll")
	if got := b.Text("#typing-ask"); !strings.Contains(got, "d6") {
		t.Fatalf("the table is asked %q", got)
	}
	if b.Count("#typed-face-6") != 1 || b.Count("#typed-face-7") != 0 {
		t.Fatal("a d6 offers six faces")
	}
	for _, size := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
		b.Screenshot(fmt.Sprintf("typing-%dx%d", size[0], size[1]), size[0], size[1])
	}
	b.Axe()
	play(b, "#typed-face-1")
	if got := b.Text("#typing-ask"); !strings.Contains(got, "Typed so far: 1") {
		t.Fatalf("after a 1: %q", got)
	}
	play(b, "#typed-face-4")
	if got := b.Text("#check-rolls"); !strings.Contains(got, "1 + 4 = 5") {
		t.Fatalf("the roll reads %q", got)
	}
	if b.Count("#table-undo[disabled]") != 1 {
		t.Fatal("undo could take back a typed die (G-01)")
	}
	play(b, "#check-settle")
	if got := b.Text("#check-outcome"); !strings.Contains(got, "minor success") {
		t.Fatalf("outcome %q", got)
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Fatalf("page errors: %v", errs)
	}
}

// After a roll, a Blessing gained by the wrong character goes to the one
// meant, with the faces the table saw; undo still cannot take it back
// (G-01).
func TestBlessedAmendAGain(t *testing.T) {
	link, _ := blessedLink(t, 8, []blessed.Move{
		{Kind: blessed.AddCharacter, Stat: blessed.Head, Lifestyle: blessed.Carefree, Ethic: blessed.ViceVirtue},
		{Kind: blessed.AddCharacter, Stat: blessed.Heart, Lifestyle: blessed.Eager, Ethic: blessed.FateKnowledge},
		{Kind: blessed.BeginCheck, Seat: 0, Stat: blessed.Head, Use: blessed.Head},
		{Kind: blessed.Roll},
		{Kind: blessed.Settle},
	}, func(blessed.State) (blessed.Move, bool) { return blessed.Move{}, false })
	site := StartSite(t)
	b := NewBrowser(t)
	importBlessed(b, site, link)
	play(b, "#char-1-gain")
	gained := strings.TrimPrefix(b.Text("#char-1-blessings"), "Blessings: ")
	if b.Count("#table-undo[disabled]") != 1 {
		t.Fatal("undo could take back the Blessing's d6")
	}
	var ok bool
	b.Eval(`(s => { s.value = "1"; return s.value === "1" })(document.querySelector("#amend-to"))`, &ok)
	b.Screenshot("amend-390x844", 390, 844)
	b.Axe()
	b.Click("#amend-go")
	b.WaitTrue(`document.querySelector("#char-2-blessings").textContent !== "Blessings: none"`)
	if got := b.Text("#char-2-blessings"); got != "Blessings: "+gained || b.Text("#char-1-blessings") != "Blessings: none" {
		t.Fatalf("Bram %q, Ada %q; the table saw %q", got, b.Text("#char-1-blessings"), gained)
	}
	b.Reload()
	b.WaitReady()
	b.WaitVisible("#char-2-blessings")
	if got := b.Text("#char-2-blessings"); got != "Blessings: "+gained {
		t.Fatalf("after a reload Bram has %q", got)
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Fatalf("page errors: %v", errs)
	}
}
