//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"
)

// The seeds below were found by replaying three all-human games with
// rules/hope alone, each player tapping the first offered move (or, with
// greedy, the most dice to commit or support), and noting the first step
// where the situation arises. The tests tap the same buttons.

// cardTable drives an all-human game by tapping, checking at every
// hand-over that no secret seen earlier is in the DOM.
type cardTable struct {
	t        *testing.T
	b        *Browser
	greedy   bool                // commit and support the most dice offered
	traits   map[string][]string // player → secret traits seen on their sheet
	outcomes []string            // the acting player's outcome texts last read
	handed   []string            // players the tablet was passed to, in order
	shots    map[string]bool
}

func newCardTable(t *testing.T, seed uint64, greedy bool) *cardTable {
	site := StartSite(t)
	b := NewBrowser(t)
	calm(b)
	setUpHopeSeed(b, site, []bool{false, false, false}, seed)
	tapAway(b, "#hope-start")
	return &cardTable{t: t, b: b, greedy: greedy, traits: map[string][]string{}, shots: map[string]bool{}}
}

func stripBadge(s string) string {
	return strings.TrimSpace(strings.TrimLeft(s, "●▲■◆★✚ "))
}

// handOver checks the DOM under a hand-over and passes the tablet.
func (c *cardTable) handOver() {
	t, b := c.t, c.b
	title := b.Text("#handover-title")
	_, to, _ := strings.Cut(title, "Pass the tablet to ")
	to = stripBadge(to)
	html := bodyHTML(b)
	for who, ts := range c.traits {
		for _, tr := range ts {
			if strings.Contains(html, tr) && !c.played(tr) {
				t.Fatalf("hand-over to %s: %s's secret trait %q is in the DOM", to, who, tr)
			}
		}
	}
	for _, o := range c.outcomes {
		if strings.Contains(html, o) {
			t.Fatalf("hand-over to %s: scene outcome %q is in the DOM", to, o)
		}
	}
	for _, cl := range []string{"scene-outcomes", "scene-options", "my-traits", `class="optional"`} {
		if strings.Contains(html, cl) {
			t.Fatalf("hand-over to %s renders %s", to, cl)
		}
	}
	c.handed = append(c.handed, to)
	tapAway(b, "#handover-ready")
}

// played says whether a trait is face up on the table, no longer secret.
func (c *cardTable) played(tr string) bool {
	for _, p := range texts(c.b, ".seat-played li") {
		if strings.Contains(p, tr) {
			return true
		}
	}
	return false
}

// keys lists the moves the decision on screen offers.
func (c *cardTable) keys() []string {
	var ks []string
	c.b.Eval(`[...document.querySelectorAll(".decision button[data-move]:not([disabled])")].map(e => e.dataset.move)`, &ks)
	return ks
}

func (c *cardTable) holder() string {
	return stripBadge(strings.SplitN(c.b.Text("#decision-title"), ":", 2)[0])
}

// until plays the policy's moves until a decision offers a move whose key
// starts with one of prefixes, and returns that key, with the holder at a
// decision screen.
func (c *cardTable) until(prefixes ...string) string {
	t, b := c.t, c.b
	for step := 0; step < 300; step++ {
		switch waitHope(b) {
		case "result":
			tapAway(b, "#result-continue")
		case "handover":
			c.handOver()
		case "sheet":
			who := strings.TrimSuffix(stripBadge(b.Text(".sheet h2")), ": a character")
			c.traits[who] = append(c.traits[who], texts(b, ".sheet .card-trait .card-title")...)
			c.shot("sheet")
			tapAway(b, "#sheet-done")
		case "meet":
			tapAway(b, "#hope-begin")
		case "over":
			t.Fatalf("the game ended before any of %v was offered", prefixes)
		case "decision":
			c.outcomes = c.outcomes[:0]
			for _, o := range texts(b, ".scene-outcomes dd, .scene-options li") {
				if _, rest, ok := strings.Cut(o, ": "); ok && b.Count(".scene-options") > 0 {
					o = rest // a choice's label is public, what follows is not
				}
				if flavour, _, ok := strings.Cut(o, " ("); ok && len(flavour) > 15 {
					c.outcomes = append(c.outcomes, flavour)
				}
			}
			for _, k := range c.keys() {
				for _, p := range prefixes {
					if strings.HasPrefix(k, p) {
						return k
					}
				}
			}
			c.tapMove(c.policy())
		}
	}
	t.Fatalf("none of %v offered in 300 steps", prefixes)
	return ""
}

// policy is the key the search's players tap: the first move offered, or
// with greedy the most dice when committing or supporting.
func (c *cardTable) policy() string {
	var ks []string
	c.b.Eval(`[...document.querySelectorAll(".decision .moves button.move:not([disabled])")].map(e => e.dataset.move)`, &ks)
	best, most := ks[0], -1
	if !c.greedy {
		return best
	}
	for _, k := range ks {
		var n int
		if _, err := fmt.Sscanf(strings.Replace(strings.Replace(k, "commit-", "", 1), "support-", "", 1), "%d", &n); err == nil &&
			(strings.HasPrefix(k, "commit-") || strings.HasPrefix(k, "support-")) && n > most {
			best, most = k, n
		}
	}
	return best
}

// tapMove taps the move with that key and waits for it to be applied.
func (c *cardTable) tapMove(key string) {
	n := hopeMoves(c.b)
	tap(c.b, `.decision button[data-move="`+key+`"]`)
	c.b.WaitTrue(fmt.Sprintf(`+document.querySelector("#hope").dataset.moves > %d`, n))
}

// shot takes a screenshot and runs axe the first time a screen is seen.
func (c *cardTable) shot(name string) {
	if c.shots[name] {
		return
	}
	c.shots[name] = true
	c.b.Screenshot(name+"-1024x768", 1024, 768)
	c.b.Axe()
}

// journal is the journal's lines, opened if it is closed.
func (c *cardTable) journal() string {
	if c.b.Count("#hope-journal") == 0 {
		tap(c.b, "#table-journal")
		c.b.WaitVisible("#hope-journal")
	}
	return strings.Join(texts(c.b, ".hope-log li"), "\n")
}

// seatText is the table's view of one player's seat.
func (c *cardTable) seatText(player string) string {
	var s string
	c.b.Eval(`(() => { const e = document.querySelector(`+quote(`.hope-seats li[aria-label="`+player+`"]`)+`); return e ? e.textContent : "" })()`, &s)
	return s
}

func (c *cardTable) humanity(player string) int {
	var n int
	c.b.Eval(`document.querySelectorAll(`+quote(`.hope-seats li[aria-label="`+player+`"] .hum-full`)+`).length`, &n)
	return n
}

// focusOn waits for the focus to land on the element with that id.
func (c *cardTable) focusOn(id string) { c.b.WaitFocus(id) }

func (c *cardTable) buttonText(key string) string {
	return c.b.Text(`.decision button[data-move="` + key + `"]`)
}

// Seed 2: Mara may play a trait at her first decision. Playing it puts a
// line in the journal and the card face up on her seat, and it is no
// longer offered.
func TestHopeCardsPlayTrait(t *testing.T) {
	c := newCardTable(t, 2, false)
	key := c.until("trait-")
	who := c.holder()
	label := c.buttonText(key)
	title := strings.TrimPrefix(label, "Play ")
	c.shot("trait-offer")
	c.tapMove(key)
	waitHope(c.b)
	if got := c.journal(); !strings.Contains(got, who+" plays the trait "+title+".") {
		t.Fatalf("journal lacks %s playing %q:\n%s", who, title, got)
	}
	if seat := c.seatText(who); !strings.Contains(seat, "Played traits") || !strings.Contains(seat, title) {
		t.Fatalf("%s's seat does not show %q face up: %q", who, title, seat)
	}
	for _, k := range c.keys() {
		if k == key {
			t.Fatalf("%s is still offered after it was played", key)
		}
	}
	c.shot("trait-played")
}

// Seed 1: an asset is offered to the player holding the tablet; using it
// is journalled with the uses left.
func TestHopeCardsUseAsset(t *testing.T) {
	c := newCardTable(t, 1, false)
	key := c.until("asset-")
	who := c.holder()
	title := strings.TrimPrefix(c.buttonText(key), "Use ")
	c.shot("asset-offer")
	c.tapMove(key)
	waitHope(c.b)
	if got := c.journal(); !strings.Contains(got, who+" uses "+title+" (") {
		t.Fatalf("journal lacks %s using %q:\n%s", who, title, got)
	}
}

// Seed 151: the acting player steals another's asset (1 Humanity), and
// later an owner lends one; the seats and the journal show both.
func TestHopeCardsStealAndLend(t *testing.T) {
	c := newCardTable(t, 151, false)
	key := c.until("steal-")
	thief := c.holder()
	label := c.buttonText(key)
	if !strings.Contains(label, "costs 1 Humanity") {
		t.Fatalf("the steal does not say what it costs: %q", label)
	}
	asset, from, _ := strings.Cut(strings.TrimPrefix(label, "Steal "), " from ")
	from = strings.TrimSuffix(from, " (costs 1 Humanity)")
	before := c.humanity(thief)
	c.shot("steal-offer")
	c.tapMove(key)
	waitHope(c.b)
	if got := c.journal(); !strings.Contains(got, fmt.Sprintf("%s steals %s from %s.", thief, asset, from)) {
		t.Fatalf("journal lacks the steal of %q:\n%s", asset, got)
	}
	if after := c.humanity(thief); after != before-1 {
		t.Fatalf("%s's Humanity %d → %d after a steal, want one less", thief, before, after)
	}
	if !strings.Contains(c.seatText(thief), asset) || strings.Contains(c.seatText(from), asset) {
		t.Fatalf("after the steal %s's seat %q, %s's seat %q", thief, c.seatText(thief), from, c.seatText(from))
	}

	key = c.until("lend-")
	owner := c.holder()
	label = c.buttonText(key)
	asset, to, _ := strings.Cut(strings.TrimPrefix(label, "Lend "), " to ")
	c.shot("lend-offer")
	c.tapMove(key)
	waitHope(c.b)
	if got := c.journal(); !strings.Contains(got, fmt.Sprintf("%s lends %s to %s.", owner, asset, to)) {
		t.Fatalf("journal lacks the loan of %q:\n%s", asset, got)
	}
	if seat := c.seatText(owner); !strings.Contains(seat, asset) || !strings.Contains(seat, "lent to "+to) {
		t.Fatalf("%s's seat after the loan: %q", owner, seat)
	}
}

// Seed 1: a choice scene. Every player answers behind their own hand-over,
// clockwise from the acting player's left, the acting player last.
func TestHopeCardsChoiceScene(t *testing.T) {
	c := newCardTable(t, 1, false)
	c.until("answer-")
	var turn string
	c.b.Eval(`(() => { const e = document.querySelector(".seat-acting"); return e ? e.getAttribute("aria-label") : "" })()`, &turn)
	c.shot("choice")
	c.handed = c.handed[:0]
	var answered []string
	for len(answered) < 3 {
		key := c.until("answer-")
		answered = append(answered, c.holder())
		if c.holder() != turn && c.b.Count(".scene-options, .scene-outcomes") > 0 {
			t.Fatalf("%s, answering, sees what %s's answers lead to", c.holder(), turn)
		}
		c.tapMove(key)
	}
	if answered[2] != turn {
		t.Fatalf("answers came from %v; the acting player %s should answer last", answered, turn)
	}
	if answered[0] == answered[1] || answered[1] == answered[2] || answered[0] == answered[2] {
		t.Fatalf("someone answered twice: %v", answered)
	}
	if len(c.handed) < 2 {
		t.Fatalf("answers were not each behind a hand-over: %v", c.handed)
	}
	waitHope(c.b)
	log := c.journal()
	for _, who := range answered {
		if !strings.Contains(log, who+" chooses “") {
			t.Fatalf("journal lacks %s's answer:\n%s", who, log)
		}
	}
}

// Seed 9, committing and supporting with everything: a character dies in
// round 1; their player names what happens after (Gift from the Grave,
// then Grace of Innocence) and a newcomer's sheet follows.
func TestHopeCardsDeath(t *testing.T) {
	c := newCardTable(t, 9, true)
	key := c.until("gift-", "inherit-", "grace-")
	seen := map[string]bool{}
	for {
		kind, _, _ := strings.Cut(key, "-")
		if seen[kind] {
			break
		}
		seen[kind] = true
		c.shot(kind)
		if kind == "grace" {
			c.tapMove("grace-1")
			break
		}
		c.tapMove(key)
		key = c.until("gift-", "inherit-", "grace-")
	}
	if !seen["gift"] || !seen["grace"] {
		t.Fatalf("after the death the offers were %v", seen)
	}
	log := c.journal()
	for _, w := range []string{"'s character is gone", "Gift from the Grave:", "Grace of Innocence: a new character joins"} {
		if !strings.Contains(log, w) {
			t.Errorf("journal lacks %q:\n%s", w, log)
		}
	}
	if st := waitHope(c.b); st != "handover" {
		t.Fatalf("after Grace of Innocence the screen is %q, want a hand-over to the newcomer's sheet", st)
	}
	c.handOver()
	if st := waitHope(c.b); st != "sheet" {
		t.Fatalf("the newcomer's player sees %q, not a sheet", st)
	}
	if n := len(texts(c.b, ".sheet .card-trait .card-title")); n != 2 {
		t.Fatalf("the newcomer has %d traits, want 2", n)
	}
	var undo bool
	if c.b.Eval(`document.querySelector("#table-undo").disabled`, &undo); !undo {
		t.Fatal("Grace of Innocence may be undone after the newcomer's cards were shown")
	}
	if n := c.b.Count(".sheet .card-relationship"); n != 0 {
		t.Fatalf("the newcomer's sheet shows %d relationships; a newcomer has none", n)
	}
	c.shot("newcomer")
}

// Seed 206, greedy: a dying character's asset goes to an heir.
func TestHopeCardsInherit(t *testing.T) {
	c := newCardTable(t, 206, true)
	key := c.until("inherit-")
	label := c.buttonText(key)
	asset, heir, _ := strings.Cut(label, " to ")
	c.shot("inherit")
	c.tapMove(key)
	waitHope(c.b)
	if got := c.journal(); !strings.Contains(got, fmt.Sprintf("%s inherits %s from", heir, asset)) {
		t.Fatalf("journal lacks %s inheriting %q:\n%s", heir, asset, got)
	}
	if !strings.Contains(c.seatText(heir), asset) {
		t.Fatalf("%s's seat lacks %q: %q", heir, asset, c.seatText(heir))
	}
}

// Seed 4, greedy: a character with no Humanity left is offered a Last
// Hope die and the chance it makes; taking it is journalled. Then a
// supporter with none left is offered one, without the chance.
func TestHopeCardsLastHope(t *testing.T) {
	c := newCardTable(t, 4, true)
	key := c.until("lasthope-")
	who := c.holder()
	if n := c.humanity(who); n != 0 {
		t.Fatalf("%s is offered a Last Hope die with %d Humanity", who, n)
	}
	c.shot("lasthope")
	c.tapMove(key)
	waitHope(c.b)
	if got := c.journal(); !strings.Contains(got, who+" reaches for a Last Hope die.") {
		t.Fatalf("journal lacks %s's Last Hope:\n%s", who, got)
	}

	// Next a supporter with no Humanity is offered one, with no odds: they
	// would give away the hardship only the acting player knows.
	key = c.until("lasthope-")
	if sup := c.holder(); sup == who || c.humanity(sup) != 0 {
		t.Fatalf("%s (Humanity %d) offered a Last Hope die to support %s", sup, c.humanity(sup), who)
	}
	if label := c.buttonText(key); strings.Contains(label, "%") {
		t.Fatalf("a supporter's Last Hope button shows the odds: %q", label)
	}
	c.shot("lasthope-support")
	c.tapMove(key)
}

// Seed 456: at Mara's draw after move 36, Jun (Hungry or Hurt) asks for
// the tablet and plays a trait whose effect Jun chooses (a card is offered
// only when it would change something, HI-41). Jun's choice comes up at once; then
// the tablet goes back to Mara, whose decision is unchanged, and the
// trait is face up on Jun's seat.
func TestHopeCardsOutOfTurn(t *testing.T) {
	c := newCardTable(t, 456, false)
	for c.until("draw-"); c.holder() != "Mara" || hopeMoves(c.b) < 36; c.until("draw-") {
		c.tapMove(c.policy())
	}
	mara := c.holder()

	// Ada asks for the tablet, looks, and gives it back: the focus follows
	// each screen, as it does after a move.
	tapAway(c.b, `.others button[data-carder="2"]`)
	c.focusOn("handover-ready")
	c.handOver()
	c.b.WaitVisible("#cards-done")
	tapAway(c.b, "#cards-done")
	c.focusOn("handover-ready")
	c.handOver()
	c.focusOn("decision-title")
	if c.holder() != mara {
		t.Fatalf("after Ada's look the tablet is with %s", c.holder())
	}

	tapAway(c.b, `.others button[data-carder="1"]`)
	c.handOver()
	if c.handed[len(c.handed)-1] != "Jun" {
		t.Fatalf("the tablet went to %v, not Jun", c.handed)
	}
	c.b.WaitVisible("#cards-done")
	c.shot("card-play")
	var key string
	c.b.Eval(`(() => { const e = document.querySelector(".decision .optional button[data-move^='trait-']"); return e ? e.dataset.move : "" })()`, &key)
	if key == "" {
		t.Fatalf("Jun's card panel offers no trait: %s", c.b.Text(".decision"))
	}
	title := strings.TrimPrefix(c.buttonText(key), "Play ")
	c.tapMove(key)
	if st := waitHope(c.b); st != "decision" || c.holder() != "Jun" || len(c.keys()) == 0 || !strings.HasPrefix(c.keys()[0], "pick-") {
		t.Fatalf("after the trait Jun sees %q: %v", st, c.keys())
	}
	c.shot("card-pick")
	c.tapMove(c.keys()[0])
	if st := waitHope(c.b); st != "handover" {
		t.Fatalf("after Jun's choice the screen is %q, not a hand-over back", st)
	}
	c.handOver()
	waitHope(c.b)
	if c.holder() != mara || !strings.HasPrefix(c.policy(), "draw-") {
		t.Fatalf("the tablet came back to %s at %s", c.holder(), c.policy())
	}
	if !strings.Contains(c.seatText("Jun"), title) || !strings.Contains(c.journal(), "Jun plays the trait "+title+".") {
		t.Fatalf("Jun's trait %q is not face up and journalled", title)
	}
}
