package hope

import (
	"errors"
	"fmt"
	"reflect"
	"unicode/utf8"

	"lantern/rules"
)

// Limits on a deck. They keep owner decks playable and bound the work of
// checking and playing an untrusted file; Lantern's own decks sit far below.
const (
	MaxCardsPerKind = 500 // scenes, assets, traits, personalities or relationships
	maxCardID       = 40  // characters
	maxCardTitle    = 60  // characters, titles and option labels
	maxCardText     = 400 // characters, callouts, card and outcome texts
	maxCardAmount   = 5   // |n| of any effect
	maxCardEffects  = 8   // effects in one list
	maxCardOptions  = 6   // options of a choice scene or of a choose effect
	maxCardRules    = 6   // group rules of a choice scene
	maxCardPassives = 4   // passives of a personality or relationship
	maxChooseDepth  = 3   // choose inside choose inside choose
	maxAssetUses    = 9
	maxDeckProblems = 50 // Validate reports this many, then counts the rest
)

// amountRule says what an effect kind expects of N.
type amountRule int

const (
	noAmount amountRule = iota // N is unused and must be 0
	positive                   // 1..5
	signed                     // -5..5, not 0
)

// effectSpec is what Validate knows about an effect kind. sceneOnly kinds
// change a scene while it is resolved, so they make no sense as an outcome.
type effectSpec struct {
	amount    amountRule
	sceneOnly bool
}

var effectSpecs = map[EffectKind]effectSpec{
	Humanity:        {signed, false},
	Hunger:          {positive, false},
	Feed:            {positive, false},
	Harm:            {positive, false},
	Heal:            {positive, false},
	Hope:            {signed, false},
	Hunted:          {signed, false},
	GainAsset:       {noAmount, false},
	LoseAsset:       {noAmount, false},
	DrawTrait:       {positive, false},
	Hardship:        {signed, true},
	SupportCap:      {positive, true},
	ExtraDice:       {positive, true},
	Reroll:          {positive, true},
	IgnoreCondition: {noAmount, true},
	Prevent:         {noAmount, true},
	Refund:          {positive, true},
	Redraw:          {noAmount, true},
	Choose:          {noAmount, false},
}

var (
	knownTargets  = []Target{Self, Acting, Everyone, Chosen, Partner, Supporter}
	knownTracks   = []Track{HungerTrack, HarmTrack, HuntedTrack}
	knownWindows  = []Window{OnDraw, OnCommit, BeforeRoll, AfterRoll, OnOutcome, OwnTurn, AnyDecision}
	knownTriggers = []Trigger{WhenActing, WhenSupporting, WhenRefusing, WhenPartnerActs, WhenPartnerHelps,
		WhenPartnerRefuses, WhenAvoiding, WhenRoundStarts, WhenSucceeding, WhenFailing}
	knownGroupWhens = []GroupWhen{AllChose, AnyChose, NoneChose}
	// partnerTriggers only have a meaning between two characters.
	partnerTriggers = []Trigger{WhenPartnerActs, WhenPartnerHelps, WhenPartnerRefuses}
)

func isOneOf[T comparable](v T, list []T) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// Validate checks a deck against the vocabulary and the limits above. It
// returns nil or every problem found (up to a cap), joined; each wraps
// rules.ErrBadCard and names the card and the field, for the owner to fix.
func Validate(d Deck) error {
	c := deckChecker{ids: map[string]string{}, assets: map[string]bool{}}
	c.check(d)
	if c.extra > 0 {
		c.errs = append(c.errs, rules.Refuse(rules.ErrBadCard, "and %d more problems", c.extra))
	}
	return errors.Join(c.errs...)
}

// deckChecker collects problems while walking a deck once.
type deckChecker struct {
	ids    map[string]string // card ID → where it was first seen
	assets map[string]bool   // asset ID → whether it is a Martial Law card
	// expansion is whether the card being checked is a Martial Law card:
	// games without the expansion leave its assets out, so core cards
	// must not name them.
	expansion bool
	errs      []error
	extra     int // problems beyond maxDeckProblems
}

func (c *deckChecker) fail(where, format string, args ...any) {
	if len(c.errs) >= maxDeckProblems {
		c.extra++
		return
	}
	for i, a := range args {
		if v := reflect.ValueOf(a); v.Kind() == reflect.String {
			args[i] = clip(v.String())
		}
	}
	c.errs = append(c.errs, rules.Refuse(rules.ErrBadCard, "%s: %s", where, fmt.Sprintf(format, args...)))
}

func (c *deckChecker) check(d Deck) {
	sizes := []struct {
		kind string
		n    int
	}{{"scenes", len(d.Scenes)}, {"assets", len(d.Assets)}, {"traits", len(d.Traits)},
		{"personalities", len(d.Personalities)}, {"relationships", len(d.Relationships)}}
	total := 0
	for _, s := range sizes {
		total += s.n
		if s.n > MaxCardsPerKind {
			c.fail("deck", "%d %s is too many; at most %d", s.n, s.kind, MaxCardsPerKind)
		}
	}
	if total == 0 {
		c.fail("deck", "it has no cards")
	}
	if len(c.errs) > 0 {
		return // an oversized deck is not worth walking card by card
	}
	for _, a := range d.Assets {
		c.assets[a.ID] = a.Expansion
	}
	for i, s := range d.Scenes {
		c.scene(i, s)
	}
	for i, a := range d.Assets {
		c.asset(i, a)
	}
	for i, t := range d.Traits {
		c.trait(i, t)
	}
	c.expansion = false
	for i, p := range d.Personalities {
		c.passives(c.card("personality", i, p.ID, p.Title, p.Text), p.Passives, false)
	}
	for i, r := range d.Relationships {
		c.passives(c.card("relationship", i, r.ID, r.Title, r.Text), r.Passives, true)
	}
}

// id checks a card's ID and returns how messages name the card.
func (c *deckChecker) id(kind string, i int, id string) string {
	if id == "" {
		where := fmt.Sprintf("%s #%d", kind, i+1)
		c.fail(where, "id is empty")
		return where
	}
	if !validID(id) {
		where := fmt.Sprintf("%s %q", kind, clip(id))
		c.fail(where, "id must be 1 to %d letters, digits, '-', '_' or '.'", maxCardID)
		return where
	}
	where := kind + " " + id
	if first, dup := c.ids[id]; dup {
		c.fail(where, "id is already used by %s", first)
	} else {
		c.ids[id] = fmt.Sprintf("%s #%d", kind, i+1)
	}
	return where
}

// clip shortens a value from the deck for a message: a hostile file may
// hold a megabyte where a word belongs.
func clip(s string) string {
	const shown = 40
	if utf8.RuneCountInString(s) <= shown {
		return s
	}
	return string([]rune(s)[:shown]) + "…"
}

func validID(id string) bool {
	if len(id) > maxCardID {
		return false
	}
	for _, r := range id {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.'
		if !ok {
			return false
		}
	}
	return true
}

// card checks the ID, title and text every non-scene card has.
func (c *deckChecker) card(kind string, i int, id, title, text string) string {
	where := c.id(kind, i, id)
	c.text(where, "title", title, maxCardTitle, true)
	c.text(where, "text", text, maxCardText, true)
	return where
}

func (c *deckChecker) text(where, field, s string, max int, required bool) {
	switch n := utf8.RuneCountInString(s); {
	case n == 0 && required:
		c.fail(where, "%s is empty", field)
	case n > max:
		c.fail(where, "%s is %d characters; at most %d", field, n, max)
	}
}

func (c *deckChecker) scene(i int, s Scene) {
	where := c.id("scene", i, s.ID)
	c.expansion = s.Expansion
	c.text(where, "title", s.Title, maxCardTitle, true)
	c.text(where, "callout", s.Callout, maxCardText, true)
	if !isOneOf(s.Terrain, Terrains) {
		c.fail(where, "terrain %q is not one of wilderness, mountainous, coastal, urban, any", s.Terrain)
	}
	if s.Hardship < 0 || s.Hardship > 6 {
		c.fail(where, "hardship %d is outside 0 to 6", s.Hardship)
	}
	if s.NoRoll {
		c.choiceScene(where, s)
	} else {
		c.hardshipScene(where, s)
	}
	c.outcome(where+": refuse", s.Refuse)
	c.outcome(where+": allRefuse", s.AllRefuse)
}

func (c *deckChecker) hardshipScene(where string, s Scene) {
	if len(s.Options) > 0 || len(s.Group) > 0 {
		c.fail(where, "options and group rules belong to choice scenes (noRoll); this one has a hardship")
	}
	c.outcome(where+": succeed", s.Succeed)
	c.outcome(where+": fail", s.Fail)
}

func (c *deckChecker) choiceScene(where string, s Scene) {
	if s.Hardship != 0 {
		c.fail(where, "a choice scene (noRoll) has no hardship, but hardship is %d", s.Hardship)
	}
	if !emptyOutcome(s.Succeed) || !emptyOutcome(s.Fail) {
		c.fail(where, "a choice scene (noRoll) has no roll, so no succeed or fail outcome")
	}
	if len(s.Options) < 2 || len(s.Options) > maxCardOptions {
		c.fail(where, "a choice scene needs 2 to %d options, not %d", maxCardOptions, len(s.Options))
	}
	for j, o := range s.Options {
		at := fmt.Sprintf("%s: option %d", where, j+1)
		c.text(at, "label", o.Label, maxCardTitle, true)
		c.outcome(at, o.Outcome)
	}
	if len(s.Group) > maxCardRules {
		c.fail(where, "%d group rules is too many; at most %d", len(s.Group), maxCardRules)
		return
	}
	for j, g := range s.Group {
		at := fmt.Sprintf("%s: group rule %d", where, j+1)
		if !isOneOf(g.When, knownGroupWhens) {
			c.fail(at, "when %q is not one of all, any, none", g.When)
		}
		if g.Option < 0 || g.Option >= len(s.Options) {
			c.fail(at, "option %d does not exist; options are counted from 0 and this scene has %d options", g.Option, len(s.Options))
		}
		c.outcome(at, g.Outcome)
	}
}

func emptyOutcome(o Outcome) bool { return o.Text == "" && len(o.Effects) == 0 }

// outcome checks what a scene does to people: no scene modifiers, no partner.
func (c *deckChecker) outcome(where string, o Outcome) {
	c.text(where, "text", o.Text, maxCardText, false)
	c.effects(where, o.Effects, effectPlace{outcome: true}, 0)
}

func (c *deckChecker) asset(i int, a Asset) {
	where := c.card("asset", i, a.ID, a.Title, a.Text)
	c.expansion = a.Expansion
	if a.Uses < 1 || a.Uses > maxAssetUses {
		c.fail(where, "uses %d is outside 1 to %d", a.Uses, maxAssetUses)
	}
	c.window(where, a.Window)
	c.playEffects(where, a.Effects, effectPlace{})
}

func (c *deckChecker) trait(i int, t Trait) {
	where := c.card("trait", i, t.ID, t.Title, t.Text)
	c.expansion = t.Expansion
	c.window(where, t.Window)
	c.playEffects(where, t.Effects, effectPlace{})
}

func (c *deckChecker) window(where string, w Window) {
	if !isOneOf(w, knownWindows) {
		c.fail(where, "window %q is not in Lantern's vocabulary", w)
	}
}

// playEffects checks the effects of a played card, which must do something.
func (c *deckChecker) playEffects(where string, fx []Effect, at effectPlace) {
	if len(fx) == 0 {
		c.fail(where, "it has no effects")
	}
	c.effects(where, fx, at, 0)
}

func (c *deckChecker) passives(where string, ps []Passive, relationship bool) {
	if len(ps) == 0 || len(ps) > maxCardPassives {
		c.fail(where, "it needs 1 to %d passives, not %d", maxCardPassives, len(ps))
		return
	}
	for j, p := range ps {
		at := fmt.Sprintf("%s: passive %d", where, j+1)
		switch {
		case !isOneOf(p.Trigger, knownTriggers):
			c.fail(at, "trigger %q is not in Lantern's vocabulary", p.Trigger)
		case !relationship && isOneOf(p.Trigger, partnerTriggers):
			c.fail(at, "trigger %q only means something on a relationship", p.Trigger)
		}
		if p.Terrain != "" && !isOneOf(p.Terrain, Terrains) {
			c.fail(at, "terrain %q is not one of wilderness, mountainous, coastal, urban, any", p.Terrain)
		}
		c.playEffects(at, p.Effects, effectPlace{relationship: relationship})
	}
}

// effectPlace is where an effect list sits, which limits what it may say.
type effectPlace struct {
	outcome      bool // a scene outcome: the roll is over, nothing can change the scene
	relationship bool // a relationship passive: "partner" has a meaning
}

func (c *deckChecker) effects(where string, fx []Effect, at effectPlace, depth int) {
	if len(fx) > maxCardEffects {
		c.fail(where, "%d effects is too many; at most %d", len(fx), maxCardEffects)
		return
	}
	for i, e := range fx {
		c.effect(fmt.Sprintf("%s: effect %d", where, i+1), e, at, depth)
	}
}

func (c *deckChecker) effect(where string, e Effect, at effectPlace, depth int) {
	spec, ok := effectSpecs[e.Kind]
	if !ok {
		c.fail(where, "effect kind %q is not in Lantern's vocabulary", e.Kind)
		return
	}
	if spec.sceneOnly && at.outcome {
		c.fail(where, "effect kind %q changes a scene while it is played, so it cannot be an outcome", e.Kind)
	}
	c.amount(where, e, spec.amount)
	switch {
	case e.Who != "" && !isOneOf(e.Who, knownTargets):
		c.fail(where, "who %q is not in Lantern's vocabulary", e.Who)
	case e.Who == Partner && !at.relationship:
		c.fail(where, "who %q only means something on a relationship", e.Who)
	}
	c.cond(where, e)
	c.assetRef(where, e)
	c.options(where, e, at, depth)
}

func (c *deckChecker) amount(where string, e Effect, rule amountRule) {
	switch {
	case rule == noAmount && e.N != 0:
		c.fail(where, "n is not used by %q; leave it out", e.Kind)
	case rule == positive && (e.N < 1 || e.N > maxCardAmount):
		c.fail(where, "n for %q must be 1 to %d, not %d", e.Kind, maxCardAmount, e.N)
	case rule == signed && (e.N == 0 || e.N < -maxCardAmount || e.N > maxCardAmount):
		c.fail(where, "n for %q must be -%d to %d and not 0, not %d", e.Kind, maxCardAmount, maxCardAmount, e.N)
	}
}

func (c *deckChecker) cond(where string, e Effect) {
	switch {
	case e.Kind == IgnoreCondition && !isOneOf(e.Cond, knownTracks):
		c.fail(where, "cond %q is not one of hunger, harm, hunted", e.Cond)
	case e.Kind != IgnoreCondition && e.Cond != "":
		c.fail(where, "cond is only used by %q; leave it out", IgnoreCondition)
	}
}

func (c *deckChecker) assetRef(where string, e Effect) {
	if e.Card == "" {
		return
	}
	expansion, ok := c.assets[e.Card]
	switch {
	case e.Kind != GainAsset:
		c.fail(where, "card is only used by %q; leave it out", GainAsset)
	case !ok:
		c.fail(where, "card %q is not an asset in this deck", e.Card)
	case expansion && !c.expansion:
		c.fail(where, "card %q is a Martial Law asset, which games without the expansion leave out; only Martial Law cards may name it", e.Card)
	}
}

// options checks a choose effect's alternatives, each a list of effects of
// its own, down to maxChooseDepth.
func (c *deckChecker) options(where string, e Effect, at effectPlace, depth int) {
	if e.Kind != Choose {
		if len(e.Options) > 0 {
			c.fail(where, "options are only used by %q; leave them out", Choose)
		}
		return
	}
	if depth >= maxChooseDepth {
		c.fail(where, "choose is nested more than %d deep", maxChooseDepth)
		return
	}
	if len(e.Options) < 2 || len(e.Options) > maxCardOptions {
		c.fail(where, "choose needs 2 to %d options, not %d", maxCardOptions, len(e.Options))
		return
	}
	for j, fx := range e.Options {
		at2 := fmt.Sprintf("%s: choice %d", where, j+1)
		if len(fx) == 0 {
			c.fail(at2, "it has no effects")
		}
		c.effects(at2, fx, at, depth+1)
	}
}
