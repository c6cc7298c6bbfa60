//go:build e2e

package e2e

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"lantern/rules/blessed"
	"lantern/rules/harrowing"
	harrowbot "lantern/rules/harrowing/bot"
	"lantern/rules/hope"
	"lantern/rules/hope/bot"
	"lantern/rules/hunt"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
	"lantern/rules/rng"
)

// moments replays r natively into a timeline and tells, for moment n, the
// fingerprint of the state and how many events the first n moves made:
// what the browser's timeline must show.
func moments[C any, M comparable, S, E any](t *testing.T, a record.Adapter[C, M, S], apply func(S, M) (S, []E, error), r record.Record) (func(n int) (string, int), int) {
	t.Helper()
	tl, err := record.NewTimeline(a, r, apply, func(_, _ S, _ M) string { return "" }, nil)
	if err != nil {
		t.Fatal(err)
	}
	return func(n int) (string, int) {
		s, log := tl.At(n)
		return a.Summary(s, r.Names, n).Hash, len(log)
	}, tl.Len()
}

// scrubCase is one game's finished record and what its moments show.
type scrubCase struct {
	game    string
	rec     record.Record
	at      func(n int) (hash string, events int)
	moves   int
	journal bool // the journal has a line for every event
}

func timelineGames(t *testing.T) []scrubCase {
	hopeRec, _ := hopeRecord(t, 3, 0)
	hopeAt, hopeN := moments(t, hoperec.Adapter, hope.Apply, hopeRec)
	harrowRec := harrowingGame(t)
	harrowAt, harrowN := moments(t, harrowing.Adapter, harrowing.Apply, harrowRec)
	huntRec := huntGame(t)
	huntAt, huntN := moments(t, hunt.Adapter, hunt.Apply, huntRec)
	blessedRec := blessedGame(t, 160)
	blessedAt, blessedN := moments(t, blessed.Adapter, blessed.Apply, blessedRec)
	return []scrubCase{
		{"hope", hopeRec, hopeAt, hopeN, false},
		{"harrowing", harrowRec, harrowAt, harrowN, true},
		{"hunt", huntRec, huntAt, huntN, true},
		{"blessed", blessedRec, blessedAt, blessedN, true},
	}
}

// harrowingGame is a game of The Harrowing the bots play to its end.
func harrowingGame(t *testing.T) record.Record {
	cfg := harrowing.Config{Sins: [][7]int8{{2, 2, 2, 2, 2, 2, 2}, {3, 1, 2, 2, 3, 1, 2}}, Names: []string{"Ash", "Bel"}}
	s, err := harrowing.New(cfg, 5)
	if err != nil {
		t.Fatal(err)
	}
	var moves []harrowing.Move
	r := rng.New(5)
	end, _, err := harrowbot.Play(s, &r, func(_ harrowing.State, m harrowing.Move, _ []harrowing.Event) { moves = append(moves, m) })
	if err != nil || end.Result == harrowing.Playing {
		t.Fatalf("the bots' game did not end: %v", err)
	}
	rec, err := harrowing.Adapter.Encode(cfg, 5, moves)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// huntGame is a hunt played to its end, the first legal move each time
// (the step due; random moves would mostly be a table's hand edits).
func huntGame(t *testing.T) record.Record {
	cfg, err := hunt.Setup([]hunt.Survivor{{Name: "Mara", Courage: 2}, {Name: "Ode", Understanding: 3}}, "gloam-moth", 1)
	if err != nil {
		t.Fatal(err)
	}
	return playOut(t, hunt.Adapter, cfg, 8, 2000, func(s hunt.State) bool { return s.Phase == hunt.Over },
		func(legal []hunt.Move, _ *rand.Rand) hunt.Move { return legal[0] })
}

// blessedGame is n random moves of a Humanity, Blessed campaign (a
// campaign never ends; these moves are its story so far).
func blessedGame(t *testing.T, n int) record.Record {
	return playOut(t, blessed.Adapter, blessed.Config{Optional: blessed.NoStat, Edition: blessed.Edition}, 4, n,
		func(blessed.State) bool { return false }, func(legal []blessed.Move, r *rand.Rand) blessed.Move { return legal[r.IntN(len(legal))] })
}

// playOut plays the moves pick picks until over or n moves, and records them.
func playOut[C any, M comparable, S any](t *testing.T, a record.Adapter[C, M, S], cfg C, seed uint64, n int, over func(S) bool, pick func([]M, *rand.Rand) M) record.Record {
	t.Helper()
	s, err := a.New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	var moves []M
	for len(moves) < n && !over(s) {
		legal := a.Legal(s)
		if len(legal) == 0 {
			break
		}
		m := pick(legal, r)
		if s, err = a.Apply(s, m); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	rec, err := a.Encode(cfg, seed, moves)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// importRecord opens rec's share link cold and adds it, then waits for
// its table.
func importRecord(t *testing.T, b *Browser, site *Site, rec record.Record) {
	t.Helper()
	link, err := record.EncodeLink(rec)
	if err != nil {
		t.Fatal(err)
	}
	b.Open(site.URL + "/#/r/" + link)
	b.WaitReady()
	b.WaitVisible("#link-import")
	b.Click("#link-import")
	b.WaitVisible("#table-timeline")
}

// openTimeline opens the table's timeline and waits until it is read.
func openTimeline(b *Browser) {
	b.t.Helper()
	b.Click("#table-timeline")
	b.WaitVisible("#timeline-range")
}

// scrub drags the slider to moment n, as a finger or the arrow keys do.
func scrub(b *Browser, n int) {
	b.t.Helper()
	var ok bool
	b.Eval(fmt.Sprintf(`(() => { const r = document.getElementById("timeline-range"); r.value = %d;
		r.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, n), &ok)
	b.WaitTrue(fmt.Sprintf(`document.getElementById("table-timeline-panel").dataset.moment === "%d"`, n))
}

func shownHash(b *Browser) string {
	var h string
	b.Eval(`document.getElementById("table-timeline-panel").dataset.hash`, &h)
	return h
}

// A finished game of each kind, scrubbed to three moments, shows what a
// native replay of the same moves reaches: its state and its journal up to
// then, on a table nobody can play.
func TestTimelineScrubsEveryGame(t *testing.T) {
	site := StartSite(t)
	for _, g := range timelineGames(t) {
		t.Run(g.game, func(t *testing.T) {
			b := NewBrowser(t)
			importRecord(t, b, site, g.rec)
			var liveMoves string
			b.Eval(`(document.querySelector("[data-moves]")||{dataset:{}}).dataset.moves || ""`, &liveMoves)
			openTimeline(b)
			if got, want := shownHash(b), first(g.at(g.moves)); got != want {
				t.Fatalf("the timeline opens on %s, not the game's end %s", got, want)
			}
			// the slider has the focus, and the arrow keys step it
			b.WaitFocus("timeline-range")
			// the slider stands at the end (go-app may set its value
			// before its max, which cut it to 100), and the arrow keys step it
			b.WaitTrue(fmt.Sprintf(`document.getElementById("timeline-range").value === "%d"`, g.moves))
			b.Run("a move back by keyboard", chromedp.KeyEvent(kb.ArrowLeft))
			b.WaitTrue(fmt.Sprintf(`document.getElementById("table-timeline-panel").dataset.moment === "%d"`, g.moves-1))
			for i, n := range []int{g.moves / 5, g.moves / 2, g.moves - 3} {
				scrub(b, n)
				hash, events := g.at(n)
				if got := shownHash(b); got != hash {
					t.Fatalf("moment %d shows state %s; a replay of %d moves reaches %s", n, got, n, hash)
				}
				if b.Count(`#table-main[inert][data-past]`) != 1 || b.Count(`#table-undo:not([disabled])`) != 0 {
					t.Fatalf("moment %d: the table can be played", n)
				}
				openJournal(b)
				if lines := b.Count("#table-journal-panel li"); g.journal && lines != events {
					t.Fatalf("moment %d: the journal has %d lines; the replay made %d events", n, lines, events)
				}
				if g.game == "hope" {
					s := hopeAt(t, g.rec, n)
					if got, want := b.Text("#hope-round"), fmt.Sprintf("Round %d of %d", s.Round, hope.Rounds); got != want {
						t.Fatalf("moment %d shows %q, want %q", n, got, want)
					}
				}
				if i == 1 {
					b.Screenshot("moment", 1024, 768)
					b.Screenshot("moment-portrait", 768, 1024)
					b.Screenshot("moment-phone", 390, 844)
					b.Axe()
				}
			}
			// a step back by the button, then the stretch before
			b.Click("#timeline-prev")
			b.WaitTrue(fmt.Sprintf(`document.getElementById("table-timeline-panel").dataset.moment === "%d"`, g.moves-4))
			if g.game == "hope" { // finished: every hand may be shown
				b.Click("#timeline-reveal")
				b.WaitVisible(".hope-peek")
				if n := b.Count(".hope-peek"); n != 5 {
					t.Fatalf("%d hands revealed, want 5", n)
				}
			}
			b.Click("#timeline-close")
			b.WaitTrue(`!document.getElementById("table-timeline-panel")`)
			var after string
			b.Eval(`(document.querySelector("[data-moves]")||{dataset:{}}).dataset.moves || ""`, &after)
			if after != liveMoves || b.Count("#table-main[inert]") != 0 {
				t.Fatalf("after looking back the game has %q moves, had %q", after, liveMoves)
			}
		})
	}
}

func first(h string, _ int) string { return h }

// hopeAt is the Hope state after n moves of rec.
func hopeAt(t *testing.T, rec record.Record, n int) hope.State {
	t.Helper()
	cut, err := hoperec.Adapter.Truncate(rec, n)
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := hoperec.Adapter.Replay(cut)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// While a Hope game is running, no moment of its timeline shows a
// character's unplayed traits (HI-06), and no hand is offered.
func TestTimelineHopeKeepsSecrets(t *testing.T) {
	cfg := hope.Config{}
	for _, n := range []string{"Mara", "Ode", "Ike"} {
		cfg.Seats = append(cfg.Seats, hope.SeatConfig{Name: n})
	}
	s, err := hope.New(cfg, 12)
	if err != nil {
		t.Fatal(err)
	}
	r := rng.New(12)
	var moves []hope.Move
	for len(moves) < 45 && !s.Over {
		m := bot.Cautious{}.Choose(s, int(s.Pending.Seat), only(hope.Legal(s), s.Pending.Seat), &r)
		if s, _, err = hope.Apply(s, m); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	rec, err := hoperec.Adapter.Encode(cfg, 12, moves)
	if err != nil || s.Over {
		t.Fatalf("the game should be running: %v", err)
	}
	// the sheets written and shown: the game is under way
	rec.Notes = []byte(`{"seats":[{"name":"Mara","colour":0,"symbol":0},{"name":"Ode","colour":1,"symbol":1},{"name":"Ike","colour":2,"symbol":2}],` +
		`"seed":12,"ending":"","sheets":[{"name":"Ash","age":"","note":"","done":true},{"name":"Bel","age":"","note":"","done":true},{"name":"Cor","age":"","note":"","done":true}],"begun":true}`)
	site := StartSite(t)
	b := NewBrowser(t)
	importRecord(t, b, site, rec)
	// the player whose decision it is takes the tablet, their hand on
	// screen, and looks back
	b.Click("#handover-ready")
	b.WaitTrue(`!document.querySelector(".table-frame[inert]")`)
	openTimeline(b)
	openJournal(b)
	held := 0 // moments with a trait in a hand: the check is not empty
	for n := 0; n <= len(moves); n++ {
		scrub(b, n)
		at := hopeAt(t, rec, n)
		var page string
		b.Eval(`document.body.innerText`, &page)
		secrets := secretTraits(at)
		if len(secrets) > 0 {
			held++
		}
		for _, secret := range secrets {
			if strings.Contains(page, secret) {
				t.Fatalf("moment %d shows %q, a trait still in a hand", n, secret)
			}
		}
		if b.Count("#timeline-reveal, .hope-peek") != 0 {
			t.Fatalf("moment %d offers the hands of a running game", n)
		}
	}
	if held < len(moves)/2 {
		t.Fatalf("only %d moments had a trait in a hand", held)
	}
}

// secretTraits are the titles of traits in some hand, unless a trait of
// the same title lies face up.
func secretTraits(s hope.State) []string {
	public := map[string]bool{}
	for i := range int(s.N) {
		for _, c := range s.Seats[i].Played {
			public[s.Cards.Traits[c].Title] = true
		}
	}
	var out []string
	for i := range int(s.N) {
		for _, c := range s.Seats[i].Traits {
			if title := s.Cards.Traits[c].Title; !public[title] {
				out = append(out, title)
			}
		}
	}
	return out
}

// A branch starts a new save from a moment of a hunt: it plays on by
// itself, the saves list names its origin, it shares as a link, and the
// hunt it came from is unchanged.
func TestTimelineBranch(t *testing.T) {
	rec := huntGame(t)
	_, total := moments(t, hunt.Adapter, hunt.Apply, rec)
	n := total / 2
	site := StartSite(t)
	b := NewBrowser(t)
	importRecord(t, b, site, rec)
	var original string
	b.Eval(`document.getElementById("lantern").dataset.route`, &original)
	openTimeline(b)
	scrub(b, n)
	b.Click("#timeline-branch")
	b.WaitTrue(fmt.Sprintf(`document.getElementById("lantern").dataset.route.startsWith("/play/hunt/") && document.getElementById("lantern").dataset.route !== %s`, quote(original)))
	b.WaitTrue(fmt.Sprintf(`(document.querySelector(".hunt[data-moves]")||{dataset:{}}).dataset.moves === "%d"`, n))
	if b.Count("#table-timeline-panel") != 0 {
		t.Fatal("the branch opened with the timeline of the original")
	}
	b.Click(`.hunt-answer, #hunt-action`)
	b.WaitTrue(fmt.Sprintf(`document.querySelector(".hunt[data-moves]").dataset.moves === "%d"`, n+1))
	b.WaitTrue(`!document.documentElement.hasAttribute("data-saving")`)

	b.Click(".share-open")
	b.WaitVisible("#share-link")
	var link string
	b.Eval(`document.getElementById("share-link").value`, &link)
	_, payload, _ := strings.Cut(link, record.LinkPrefix)
	shared, err := record.DecodeLink(payload)
	if err != nil {
		t.Fatal(err)
	}
	if sum, err := record.Load(shared); err != nil || sum.Moves != n+1 {
		t.Fatalf("the branch's link holds %d moves (%v), want %d", sum.Moves, err, n+1)
	}

	b.Go("/saves")
	b.WaitTrue(`document.querySelectorAll(".save").length === 2`)
	if got := b.Text(".save-origin"); !strings.HasPrefix(got, "Branched from “Mara, Ode”, after move ") || !strings.Contains(got, "move "+strconv.Itoa(n)) {
		t.Fatalf("the branch's origin reads %q", got)
	}
	b.Screenshot("saves", 390, 844)
	b.Go(original)
	b.WaitTrue(fmt.Sprintf(`(document.querySelector(".hunt[data-moves]")||{dataset:{}}).dataset.moves === "%d"`, total))
}
