// Package lab is the house-rule lab at #/lab/<game>: a table picks house
// rules a game offers, runs some hundreds of bot games under them and
// under the standard rules side by side, and reads the win rate with its
// interval, the games' length and what lost them; then it may play the
// house rule. Games register what they offer (Register); the runs are
// lantern/rules/lab's.
package lab

import (
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
	"lantern/app/tag"
	"lantern/app/ui"
	"lantern/rules/lab"
)

// Game is what a game offers the lab.
type Game struct {
	ID, Title string
	Rules     []Rule   // house rules: option 0 of each is the rulebook's
	Unit      string   // what a game's length counts: "rounds", "moves"
	Causes    []string // what loses a game, by lab.Outcome.Cause
	Sizes     []int    // the games a side a run may play, the middle one first offered
	// Sim is the bot game of the chosen options (one per Rule).
	Sim func(picked []int) lab.Sim
	// Play starts a new game under the chosen house rule.
	Play func(ctx app.Context, picked []int)
	// Refuse says why the chosen options cannot be run or played ("" when
	// they can): a house rule may need something the table brings (its own
	// cards). Nil refuses nothing.
	Refuse func(picked []int) string
}

// Rule is one house rule and its options, the rulebook's first.
type Rule struct {
	Label   string
	Options []string
	Both    bool // a setting of the bots' table, the same on both sides: not a house rule
}

var games []Game

// Register adds g to the lab.
func Register(g Game) { games = append(games, g) }

// Href is the lab's page of game id, for a link from its new-game screen.
func Href(id string) string { return shell.Href("/lab/" + id) }

func init() {
	shell.RegisterPage(shell.Page{Prefix: "lab", Title: "House-rule lab",
		Render: func(rest string) app.UI { return &Page{ID: rest} }})
}

// Page is the lab of one game. ID is exported: go-app gives a mounted
// page a new game's id only through exported fields (OnUpdate).
type Page struct {
	app.Compo
	ID      string
	picked  []int
	games   int
	run     *lab.Run // the last run, shown once it stops
	ran     string   // the house rule it ran, in words
	done    int      // games played so far by the run going on
	total   int      // games that run plays, both sides
	going   bool
	refused string       // why the last Run or Play was refused
	cancel  *atomic.Bool // the run going on or shown stops when true
	took    time.Duration
}

func (p *Page) game() (Game, bool) {
	for _, g := range games {
		if g.ID == p.ID {
			return g, true
		}
	}
	return Game{}, false
}

func (p *Page) Render() app.UI {
	g, ok := p.game()
	if !ok {
		links := []app.UI{tag.P().Text("Try a house rule with bots before your table plays it:")}
		for _, g := range games {
			links = append(links, tag.P().Body(ui.LinkButton(g.Title, Href(g.ID))))
		}
		return ui.Page("House-rule lab", links...)
	}
	if len(p.picked) != len(g.Rules) {
		p.picked, p.games = make([]int, len(g.Rules)), g.Sizes[len(g.Sizes)/2]
	}
	body := []app.UI{tag.P().Text("Bots play the same deals under the standard rules and under your house rule, so the two columns differ by the rule, not by luck.")}
	for i, r := range g.Rules {
		cs := make([]ui.Choice, len(r.Options))
		for k, o := range r.Options {
			cs[k] = ui.Choice{Value: strconv.Itoa(k), Label: o}
		}
		body = append(body, ui.Choices(rulePrefix+strconv.Itoa(i), r.Label, cs, strconv.Itoa(p.picked[i]), p.pick))
	}
	sizes := make([]ui.Choice, len(g.Sizes))
	for i, n := range g.Sizes {
		sizes[i] = ui.Choice{Value: strconv.Itoa(n), Label: strconv.Itoa(n)}
	}
	body = append(body, ui.Choices("lab-games", "Bot games a side", sizes, strconv.Itoa(p.games),
		func(_ app.Context, v string) { p.games, _ = strconv.Atoi(v) }))
	// The Run button stays while a run goes on (disabled): the run's
	// progress is dispatched on its context, which must stay mounted.
	body = append(body, tag.Div().Class("actions").Body(
		tag.Button().ID("lab-run").Attr("type", "button").Class("btn btn-primary").Attr("disabled", p.going).OnClick(p.start).Text("Run the bots"),
		app.If(p.going, func() app.UI {
			return tag.Button().ID("lab-cancel").Attr("type", "button").Class("btn").OnClick(p.stop).Text("Cancel")
		}).Else(func() app.UI {
			return tag.Button().ID("lab-play").Attr("type", "button").Class("btn").OnClick(p.play).Text("Play this house rule")
		})),
		ui.Alert(p.refused))
	if p.going {
		body = append(body, running(p.done, p.total))
	}
	if p.run != nil {
		body = append(body, results(g, p.run, p.ran, p.took))
	}
	return ui.Page("House-rule lab: "+g.Title, body...)
}

// running is a run's progress: the bar, and the games played. The bar
// moves with every slice of work; the status line, which a screen reader
// speaks at each change, moves by tenths of the run, not every frame.
func running(done, total int) app.UI {
	said := done
	if done < total {
		said = done * 10 / total * total / 10
	}
	return tag.Div().ID("lab-running").Body(
		tag.Progress().ID("lab-progress").Attr("max", total).Attr("value", done).Attr("aria-label", "Bot games played"),
		tag.P().Role("status").Text(strconv.Itoa(said)+" of "+strconv.Itoa(total)+" games played"))
}

// rulePrefix and the rule's index name each rule's group of choices.
const rulePrefix = "lab-rule-"

// pick takes a rule's option, the rule read from the input's name (a
// handler must not hold a row of a list: ui.RowKey).
func (p *Page) pick(ctx app.Context, v string) {
	i, err := strconv.Atoi(strings.TrimPrefix(ctx.JSSrc().Get("name").String(), rulePrefix))
	if err == nil && i >= 0 && i < len(p.picked) {
		p.picked[i], _ = strconv.Atoi(v)
	}
}

func (p *Page) stop(app.Context, app.Event) { p.halt() }

// halt stops the run going on, if any.
func (p *Page) halt() {
	if p.cancel != nil {
		p.cancel.Store(true)
	}
}

// refuse says, and keeps for the page, why the chosen options cannot be
// run or played.
func (p *Page) refuse(g Game) bool {
	p.refused = ""
	if g.Refuse != nil {
		p.refused = g.Refuse(p.picked)
	}
	if !houseRuleIn(g.Rules, p.picked) {
		p.refused = "Choose a house rule first: every rule is at the rulebook's, so both sides would play the same game."
	}
	return p.refused != ""
}

// houseRuleIn reports whether picked chooses a house rule: an option
// other than the rulebook's of a rule that is not a setting of both sides.
func houseRuleIn(rules []Rule, picked []int) bool {
	for i, r := range rules {
		if !r.Both && picked[i] != 0 {
			return true
		}
	}
	return false
}

func (p *Page) play(ctx app.Context, _ app.Event) {
	if g, _ := p.game(); !p.refuse(g) {
		g.Play(ctx, p.picked)
	}
}

// OnDismount stops a run when the player leaves the page.
func (p *Page) OnDismount() { p.halt() }

// OnUpdate starts afresh when the page shows another game's lab: the run
// of the last is given up and its results, never shown (its dispatches
// see another cancel).
func (p *Page) OnUpdate(app.Context) {
	p.halt()
	p.picked, p.run, p.going, p.refused, p.cancel = nil, nil, false, "", nil
}

// start plays the run off the UI goroutine in slices of half a frame's
// work: WebAssembly has one thread, so between slices the run hands the
// page its progress and waits for the frame to be painted, and taps are
// answered.
func (p *Page) start(ctx app.Context, _ app.Event) {
	g, _ := p.game()
	if p.refuse(g) {
		return
	}
	run := &lab.Run{Sim: g.Sim(p.picked), Games: p.games, Seed: 1}
	p.run, p.going, p.done, p.total, p.ran = nil, true, 0, 2*p.games, ""
	for i, r := range g.Rules {
		p.ran += r.Label + ": " + r.Options[p.picked[i]] + ". "
	}
	cancel := new(atomic.Bool)
	p.cancel = cancel
	began, slice := time.Now(), time.Now()
	// run.Tick hands the page the progress and waits for the frame to be
	// painted once a slice's work is done; games call it between moves,
	// and a bot that thinks long within its move, so that even a long
	// game never holds the page. It tells them when Cancel was tapped.
	run.Tick = func() bool {
		if time.Since(slice) >= sliceOfWork {
			n := run.Done()
			ctx.Dispatch(func(app.Context) {
				if p.cancel == cancel {
					p.done = n
				}
			})
			ui.WaitPaint()
			slice = time.Now()
		}
		return cancel.Load()
	}
	// Run is disabled while the run goes on: Cancel keeps the keyboard's
	// place, and becomes Play this house rule when the run stops.
	ui.FocusAfterPaint("#lab-cancel")
	ctx.Async(func() {
		// Cancel stops the run between two games, or gives up a long
		// game where it is.
		run.Step(run.Tick)
		ctx.Dispatch(func(app.Context) {
			if p.cancel == cancel {
				p.run, p.going, p.took = run, false, time.Since(began)
			}
		})
	})
}

// sliceOfWork is how long the run plays between two looks at the page.
const sliceOfWork = 8 * time.Millisecond
