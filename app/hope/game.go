package hope

import (
	"fmt"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/ui"
	"lantern/rules/hope"
	"lantern/rules/hope/bot"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
	"lantern/rules/rng"
)

// botPause is how long a bot's move stays on screen before the next one,
// so the table can follow; none when motion is reduced.
const botPause = 700 * time.Millisecond

// calmPause still lets each bot move reach the screen in its own frame
// instead of a run of bot moves holding the next frame back.
const calmPause = 20 * time.Millisecond

// Game is the play screen at #/play/hope/<SaveID>. It never changes the
// game except by hope.Apply: it keeps the moves, replays them on load and
// on undo, and renders the pending decision's legal moves as buttons.
type Game struct {
	app.Compo

	SaveID string

	t          Table
	rec        record.Record // config, seed and moves: the game itself
	rule       string        // the house rule in words, "" for none
	start      hope.State    // before the first move
	moves      []hope.Move
	s          hope.State
	title      string
	loaded     bool
	loading    bool
	loadedID   string
	err        string // why the game cannot be shown, or why a move was refused
	openErr    error  // the save could not be opened
	saveErr    string // the last autosave failed: shown, nothing lost
	warn       error  // saves are not kept on this device
	log        []Entry
	lock       int  // moves before this index revealed something: no undo past it
	holder     int8 // the seat holding the tablet after its hand-over, -1 none
	carder     int8 // a player playing a card out of turn, -1 none
	panels     ui.Panels
	errDetail  string // the error behind err, for its Details
	endSeen    bool   // the journal was opened for the end
	calm       bool
	rolls      int  // roll events so far: the dice tray tumbles on a new one
	banner     int  // a round that began since the last human decision
	bannerHope int  // the Hope pool once that round's die joined it, 0 if none joined
	rolledAt   int  // move count right after a roll made in this session: only a fresh roll tumbles
	botAt      int  // move count a bot move is scheduled for, -1 none
	botSeat    int8 // the bot whose move that is
	hash       string
	forced     []bool                // per move: it was its player's only move, played without asking
	openedAt   int                   // moves when the game was opened: it opens as saved, nothing played for it
	last       lastScene             // the scene most recently resolved, kept on screen
	scribe     scribe                // writes the journal, remembering causes of death
	marks      []ui.Mark             // journal lines a recap may retell (recap.go)
	showResult bool                  // the table is looking at the last scene's result
	phones     [hope.MaxSeats]string // per seat: the hand's print its phone was last shown (phone.go)
	phone      phoneCode             // the phone code on screen, if any
	look       look                  // the timeline, when open (timeline.go)
	reveal     bool                  // the timeline shows every hand (once the game is over)

	// notKept is saves.NotKept once a move was refused because another
	// tab had moved the game on, announced until the next human move.
	notKept string

	// ctx is the component's own context from OnMount. Work that finishes
	// later (bot moves, saves, focus) goes through it: go-app drops a
	// Dispatch or Defer whose source element is gone, and the button
	// that was tapped usually is.
	ctx app.Context
}

func (g *Game) OnMount(ctx app.Context) {
	g.ctx = ctx
	g.calm = calmNow()
	g.holder, g.carder, g.botAt = -1, -1, -1
	g.load(ctx)
}

// OnUpdate runs when the shell shows another save in the same component.
func (g *Game) OnUpdate(ctx app.Context) {
	if g.loadedID != g.SaveID && !g.loading {
		g.load(ctx)
	}
}

// rebuild replays the moves from the start, rebuilding the journal and
// the undo lock. A move that no longer applies ends the replay there.
func (g *Game) rebuild() error {
	s := g.start
	g.rule = houseRule(hoperec.VariantOf(g.rec))
	g.log = []Entry{{Round: 1, Text: strings.TrimSpace(fmt.Sprintf("Round 1 begins. %s goes first. %s", name(s, s.Turn), g.rule))}}
	g.lock, g.rolls, g.last, g.rolledAt, g.scribe, g.showResult = 0, 0, lastScene{}, -1, scribe{}, false
	g.marks = g.marks[:0]
	for i, m := range g.moves {
		next, evs, err := hope.Apply(s, m)
		if err != nil {
			g.moves = g.moves[:i]
			g.s = s
			return err
		}
		g.note(s, next, evs, i)
		g.forced = append(g.forced[:i:i], forced(s, m))
		s = next
	}
	g.s = s
	g.hash = stateHash(s)
	return nil
}

// note journals a move's events and moves the undo lock past it when it
// showed something that cannot be unseen.
func (g *Game) note(before, after hope.State, evs []hope.Event, i int) (resolved bool) {
	lines := make([]string, len(evs))
	round := int(before.Round)
	lost := -1 // a line "is lost" waits for the loss that follows it
	for j, ev := range evs {
		if ev.Kind == hope.EvRound {
			round = ev.Value
		}
		if lines[j] = g.scribe.line(before, ev); lines[j] != "" {
			g.log = append(g.log, Entry{Round: round, Text: lines[j]})
			g.mark(ev)
		}
		switch {
		case ev.Kind == hope.EvLost && lines[j] != "":
			lost = len(g.log) - 1
		case lost >= 0 && ev.Kind == hope.EvHumanity && ev.Seat == evs[j-1].Seat:
			// the engine reports being lost as it happens, before the
			// Humanity line that took the character to 0
			n := len(g.log) - 1
			g.log[lost], g.log[n] = g.log[n], g.log[lost]
			lost = -1
		default:
			lost = -1
		}
	}
	for _, ev := range evs {
		switch ev.Kind {
		case hope.EvRound:
			g.banner, g.bannerHope = ev.Value, 0
		case hope.EvHope:
			if ev.By.Kind == hope.ByRound {
				g.bannerHope = ev.Value
			}
		case hope.EvRoll, hope.EvReroll:
			g.rolls++
			g.lock = i + 1
		case hope.EvDraw, hope.EvFree, hope.EvNoDice, hope.EvTraitDraw, hope.EvGift, hope.EvTrait, hope.EvGrace,
			hope.EvAssetGain, hope.EvAvoid, hope.EvOutcome, hope.EvGameOver:
			g.lock = i + 1
		}
	}
	return g.remember(before, evs, lines)
}

// play applies m, journals it, autosaves and lets bots answer.
func (g *Game) play(ctx app.Context, m hope.Move) {
	if !g.advance(m) {
		return
	}
	g.save()
	g.focusDecision()
	g.schedule(ctx)
}

// advance applies m to the game on screen: records and journals it,
// and opens the scene's result when m resolved one.
func (g *Game) advance(m hope.Move) bool {
	next, evs, err := hope.Apply(g.s, m)
	if err != nil {
		// Only a stale tap gets here (a double tap, or a button tapped as
		// the screen changed): every button is a legal move when drawn.
		return false
	}
	g.err, g.errDetail = "", ""
	g.phone = phoneCode{} // a code shows the hand as it was when tapped
	if !g.s.Seats[m.Seat].Bot {
		g.banner, g.notKept = 0, ""
	}
	before := g.s
	rec, err := hoperec.Adapter.Append(g.rec, before, m)
	if err != nil {
		g.err = err.Error()
		return false
	}
	g.rec = rec
	g.forced = append(g.forced[:len(g.moves):len(g.moves)], forced(before, m))
	g.moves = append(g.moves[:len(g.moves):len(g.moves)], m)
	// A result waits for the table to read it; a table of bots alone (a
	// game watched, or the bots finishing a game) has nobody to tap on.
	g.showResult = (g.note(before, next, evs, len(g.moves)-1) && g.anyHuman()) || g.showResult
	g.s = next
	g.endCardPlay()
	g.graced(before, evs)
	for _, ev := range evs {
		if ev.Kind == hope.EvRoll || ev.Kind == hope.EvReroll {
			g.rolledAt = len(g.moves)
		}
	}
	g.hash = stateHash(next)
	return true
}

// endCardPlay closes an out-of-turn card play once the card opened a
// decision (an effect to choose, a character to pick): the card panel
// offers only card plays, so the decision would wait unseen behind it.
// The player stays the holder, so a decision of their own shows at once.
func (g *Game) endCardPlay() {
	if g.carder >= 0 && len(g.s.Queue) > 0 {
		g.carder = -1
	}
}

// undoFrom is the index of the move an undo would remove back to: the
// last move made by a human, with the bots' answers after it. -1 if none
// may be undone (something was rolled or revealed since, HI-06).
func (g *Game) undoFrom() int {
	for i := len(g.moves) - 1; i >= g.lock; i-- {
		if !g.s.Seats[g.moves[i].Seat].Bot && !g.forced[i] {
			return i
		}
	}
	return -1
}

func (g *Game) undo(ctx app.Context) {
	i := g.undoFrom()
	if i < 0 {
		return
	}
	moves := g.moves[:i]
	rec, err := hoperec.Adapter.Truncate(g.rec, i)
	if err != nil {
		g.err = err.Error()
		return
	}
	g.rec, g.moves = rec, moves
	if err := g.rebuild(); err != nil {
		g.err = err.Error()
	}
	g.log = append(g.log, Entry{Round: int(g.s.Round), Text: "A move was taken back."})
	// the holder keeps the tablet: if the decision is theirs again, no
	// hand-over to the player already holding it
	g.carder, g.botAt, g.phone = -1, -1, phoneCode{}
	g.save()
	g.schedule(ctx)
}

// schedule applies the next bot move after a short pause. Bots with an
// optional card play go first, then the bot the game waits for.
func (g *Game) schedule(ctx app.Context) {
	// bots wait while the table reads a result or a newcomer writes their
	// sheet: nothing may pop up over either
	if g.s.Over || !g.t.Begun || g.botAt == len(g.moves) || g.showResult || g.newcomer() >= 0 {
		return
	}
	m, ok := g.botMove()
	if !ok {
		if m, ok := g.forcedMove(); ok && len(g.moves) != g.openedAt {
			g.play(ctx, m)
		}
		return
	}
	at := len(g.moves)
	g.botAt, g.botSeat = at, m.Seat
	run := func(ctx app.Context) {
		if g.botAt == at {
			g.botAt = -1
		}
		if len(g.moves) == at {
			g.play(ctx, m)
			return
		}
		g.schedule(ctx) // an undo came first: think again
	}
	pause := botPause
	if g.calm {
		pause = calmPause
	}
	g.ctx.After(pause, run)
}

// forcedMove is the pending human's move when it is the only one they
// have and nobody else may play a card now: a question with one answer is
// not asked (the Continue after a roll when nobody at the table can play
// a card, no Hope dice from an empty pool, Act on an Unavoidable scene).
// The Roll itself is always the player's to make. Asking only when
// someone else could play tells the table that someone could, which the
// engine's after-roll and outcome windows already tell (HI-33).
func (g *Game) forcedMove() (hope.Move, bool) {
	s := g.s
	p := s.Pending.Seat
	if s.Over || p < 0 || s.Seats[p].Bot || g.carder >= 0 || s.Pending.Kind == hope.PendRoll {
		return hope.Move{}, false
	}
	legal := hope.Legal(s)
	var only hope.Move
	n := 0
	for _, m := range legal {
		switch {
		case m.Seat == p:
			only = m
			n++
		case optional(m.Kind) && !s.Seats[m.Seat].Bot:
			return hope.Move{}, false // someone else may play a card now
		}
	}
	return only, n == 1 && !optional(only.Kind)
}

func (g *Game) botMove() (hope.Move, bool) {
	s := g.s
	legal := hope.Legal(s)
	r := rng.Source{State: g.rec.Seed ^ uint64(len(g.moves))*0x9e3779b97f4a7c15}
	p := s.Pending.Seat
	pol := bot.Cautious{}
	for x := range s.N {
		if x == p || !s.Seats[x].Bot {
			continue
		}
		if mine := movesOf(legal, x); len(mine) > 0 {
			if m := pol.Choose(s, int(x), mine, &r); m.Kind != hope.MoveNone {
				return m, true
			}
		}
	}
	if p < 0 || !s.Seats[p].Bot {
		return hope.Move{}, false
	}
	mine := movesOf(legal, p)
	if len(mine) == 0 {
		return hope.Move{}, false
	}
	return pol.Choose(s, int(p), mine, &r), true
}

// forced says whether m was its player's only move in s: undo takes
// back a choice, never a move nobody chose.
func forced(s hope.State, m hope.Move) bool {
	n := 0
	for _, x := range hope.Legal(s) {
		if x.Seat == m.Seat {
			n++
		}
	}
	return n == 1
}

func movesOf(legal []hope.Move, seat int8) []hope.Move {
	var out []hope.Move
	for _, m := range legal {
		if m.Seat == seat {
			out = append(out, m)
		}
	}
	return out
}

// stateHash is the record adapter's hash of the state, the one the saves
// list and shared links show: equal hashes mean the same game, whether it
// came from a reload, a file or a link.
func stateHash(s hope.State) string { return hoperec.Hash(s) }

func calmNow() bool {
	if !app.IsClient {
		return true
	}
	root := app.Window().Get("document").Get("documentElement")
	if root.Get("classList").Call("contains", "reduce-motion").Bool() {
		return true
	}
	return app.Window().Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Bool()
}

// focusDecision moves the focus to the next thing to act on once the
// frame is painted. Until then nothing holds it: the tapped button or the
// heading that had it is usually about to go, and a browser removing the
// focused element restyles and lays out the half-updated page at once
// (1.7 ms measured on a hand-over), before laying it out again for the
// frame. Taking the focus off first, while the page is clean, costs
// nothing.
func (g *Game) focusDecision() {
	blurFocus()
	ui.FocusAfterPaint("#result-title", "#handover-ready", "#roll-title", "#decision-title", "#table-result")
	if g.rolledOpen() {
		// the tapped button was lower down: the roll lands in view whole
		ui.RevealAfterPaint("#hope-roll")
	}
}

func blurFocus() {
	if !app.IsClient {
		return
	}
	if el := app.Window().Get("document").Get("activeElement"); el.Truthy() {
		el.Call("blur")
	}
}

// anyHuman reports whether someone at the table plays a seat.
func (g *Game) anyHuman() bool {
	for _, st := range g.t.Seats {
		if !st.Bot {
			return true
		}
	}
	return false
}
