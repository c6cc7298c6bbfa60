package harrowing

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"lantern/rules"
)

// MaxCatalogueBytes caps a catalogue file: several times Lantern's own,
// and small enough that a hostile file cannot make a tablet struggle.
const MaxCatalogueBytes = 1 << 20

// ParseCatalogue reads a catalogue written as JSON in the shape of
// Catalogue (docs/harrowing-cards.md). It is strict: the size is capped,
// unknown fields and trailing data are refused, and the result must pass
// Validate. Every error wraps rules.ErrBadCard.
func ParseCatalogue(data []byte) (Catalogue, error) {
	c, err := decodeStrict[Catalogue](data)
	if err != nil {
		return Catalogue{}, err
	}
	if err := Validate(c); err != nil {
		return Catalogue{}, err
	}
	return c, nil
}

// Validate checks a catalogue for what the engine needs: unique ids,
// known kinds, ops and sins, amounts in range, one start origin per
// circle, a boss, eleven lines per Lifewater column, and manifest numbers
// that exist. Every error wraps rules.ErrBadCard and names the card.
func Validate(c Catalogue) error {
	v := validator{ids: map[string]bool{}, numbers: map[int]bool{}, circles: map[string]bool{}, asides: map[int]bool{}, areas: map[string]bool{}}
	for _, ci := range c.Circles {
		v.check(!v.circles[ci.ID], "circle "+ci.ID, "appears twice")
		v.circles[ci.ID] = true
	}
	for _, u := range c.Unknown {
		v.numbers[u.Number] = true
		v.asides[u.Number] = v.asides[u.Number] || u.To == "setAside"
	}
	for _, a := range c.Areas {
		v.areas[a.Name] = true
	}
	v.check(len(c.Circles) > 0, "catalogue", "has no circle")
	open := 0
	for _, ci := range c.Circles {
		if ci.UnlockedBy == 0 {
			open++
		} else {
			v.check(v.numbers[ci.UnlockedBy], "circle "+ci.ID, "is unlocked by Unknown number %d, which no card has", ci.UnlockedBy)
		}
		v.circle(ci)
	}
	v.check(open > 0, "catalogue", "has no circle open from the start")
	v.card(c.Hunted, Adversary)
	v.check(len(c.Starting) == 3, "catalogue", "needs exactly 3 starting items, has %d", len(c.Starting))
	for _, it := range append(append([]Item{}, c.Starting...), c.Items...) {
		v.item(it)
	}
	v.check(len(c.Items) > 0, "catalogue", "has no item deck")
	for _, u := range c.Unknown {
		v.unknown(u, v.areas) // a set: a list searched per card was quadratic
	}
	v.table(c.Lifewater)
	for _, id := range v.places {
		v.check(v.locations[id], "card "+id, "is named by a ward or regenerate but is no location of the catalogue")
	}
	v.check(!v.lifewater || len(c.Lifewater.Fault) > 0, "catalogue", "rolls on a Lifewater table it does not have")
	return v.err
}

type validator struct {
	asides    map[int]bool // Unknown numbers of set-aside cards
	areas     map[string]bool
	circles   map[string]bool
	ids       map[string]bool
	locations map[string]bool // every location card's id
	places    []string        // locations named by conditions, checked at the end
	numbers   map[int]bool
	lifewater bool // some effect rolls on the Lifewater table
	err       error
}

// check records the first failure only: one clear message beats forty.
func (v *validator) check(ok bool, what, format string, args ...any) {
	if !ok && v.err == nil {
		v.err = rules.Refuse(rules.ErrBadCard, "%s %s", what, fmt.Sprintf(format, args...))
	}
}

func (v *validator) id(id string) {
	v.check(id != "" && len(id) <= 40, "a card", "needs an id of 1 to 40 characters, has %q", id)
	v.check(!v.ids[id], "card "+id, "appears twice")
	v.ids[id] = true
}

func (v *validator) circle(ci Circle) {
	what := "circle " + ci.ID
	v.check(ci.ID != "" && len(ci.ID) <= maxID && ci.Name != "", what, "needs a name and an id of 1 to %d characters", maxID)
	v.check(len(ci.Infernal) >= 6, what, "needs at least 6 infernal cards, has %d", len(ci.Infernal))
	for _, k := range ci.Infernal {
		v.card(k, "")
		v.check(!k.has(Boss) && !k.has(Origin), "card "+k.ID, "is a boss or origin inside the infernal deck")
	}
	starts, spots := 0, map[Spot]bool{}
	for _, o := range ci.Origins {
		v.card(o, Location)
		v.check(o.has(Origin) && o.Origin != nil, "card "+o.ID, "is an origin without the origin keyword and place")
		if o.Origin != nil {
			if o.Origin.Start {
				starts++
			}
			at := Spot{X: o.Origin.X, Y: o.Origin.Y}
			v.check(!spots[at], "card "+o.ID, "shares its place with another origin")
			spots[at] = true
		}
	}
	v.check(starts == 1, what, "needs exactly one start origin, has %d", starts)
	v.card(ci.Boss, Adversary)
	v.check(ci.Boss.has(Boss), "card "+ci.Boss.ID, "is the boss but lacks the boss keyword")
	for _, ef := range ci.Boss.Defeated { // the game ends with the boss (HA-30)
		v.check(ef.Op == OpManifest || ef.Op == OpPrompt, "card "+ci.Boss.ID, "is the boss: its defeat can only manifest or prompt, not %s (the game is won)", ef.Op)
	}
}

func (v *validator) card(k Card, want Kind) {
	v.id(k.ID)
	what := "card " + k.ID
	if k.Kind == Location {
		if v.locations == nil {
			v.locations = map[string]bool{}
		}
		v.locations[k.ID] = true
	}
	v.check(k.Name != "" && len(k.Name) <= 60, what, "needs a name of 1 to 60 characters")
	v.check(k.Kind == Crisis || k.Kind == Location || k.Kind == Adversary, what, "has unknown kind %q", k.Kind)
	v.check(want == "" || k.Kind == want, what, "must be a %s", want)
	v.check(k.Omens >= 0 && k.Omens <= 3, what, "has %d omens; 0 to 3", k.Omens)
	v.check(k.Ritual >= 0 && k.Ritual <= 3, what, "has ritual %d; 0 to 3", k.Ritual)
	v.check((k.Kind == Adversary) == (k.Health > 0) && k.Health <= 12, what, "has health %d: adversaries need 1 to 12, others none", k.Health)
	v.check(k.Walls == "" || (k.Kind == Location && strings.Trim(k.Walls, "NESW") == ""), what, "has walls %q: only locations, sides N, E, S, W", k.Walls)
	v.check(k.Origin == nil || k.Kind == Location, what, "has an origin place but is not a location")
	v.check(k.Area == "" || (k.Kind == Location && v.areas[k.Area]), what, "opens area %q: only a location opens an Area, one the catalogue lists", k.Area)
	for _, kw := range k.Keywords {
		switch kw {
		case Ambush, Hunter, Boss, Essential, Story, Origin:
		default:
			v.check(false, what, "has unknown keyword %q", kw)
		}
	}
	v.effects(what+"'s threat", k.Threat)
	v.effects(what+"'s misstep", k.Misstep)
	v.effects(what+"'s charted", k.Charted)
	// A card can remove itself from the campaign only once it is out of
	// the map and the zones: a crisis resolving, an adversary defeated.
	switch k.Kind {
	case Crisis:
		v.effects(what+"'s invoke", k.Invoke, OpObliterate)
		v.effects(what+"'s defeated", k.Defeated)
	case Adversary:
		v.effects(what+"'s invoke", k.Invoke)
		v.effects(what+"'s defeated", k.Defeated, OpObliterate)
	default:
		v.effects(what+"'s invoke", k.Invoke)
		v.effects(what+"'s defeated", k.Defeated)
	}
	for _, a := range k.Actions {
		v.check(a.Name != "" && a.Cost >= 0 && a.Cost <= 5, what, "has an action needing a name and a cost of 0 to 5")
		v.test(what+"'s action "+strconv.Quote(a.Name), a.Test)
	}
	v.mechanics(what, k)
}

// mechanics checks an adversary's boss mechanics (boss.go).
func (v *validator) mechanics(what string, k Card) {
	has := k.Ward != nil || len(k.HurtBy) > 0 || len(k.Phases) > 0 || k.Regenerate != nil || len(k.EachFate) > 0 || k.BaneHealth != 0 || k.PerEffigy != 0
	v.check(!has || k.Kind == Adversary, what, "has boss mechanics but is not an adversary")
	v.cond(what, "ward", k.Ward, false)
	for _, x := range k.HurtBy {
		v.check(x.index() >= 0, what, "is hurt by unknown sin %q", x)
	}
	v.check(len(k.HurtBy) < len(Sins), what, "is hurt by every sin: leave hurtBy out")
	for _, p := range k.Phases {
		v.check(p.At >= 1 && p.At < k.Health && len(p.Effects) > 0, what, "has a phase at %d: it needs effects and a mark from 1 to below its health", p.At)
		v.effects(what+"'s phase at "+strconv.Itoa(p.At), p.Effects)
	}
	if r := k.Regenerate; r != nil {
		v.check(r.N >= 1 && r.N <= 3, what, "regenerates %d; 1 to 3", r.N)
		v.cond(what, "regenerate's unless", r.Unless, true)
	}
	v.effects(what+"'s eachFate", k.EachFate)
	v.check(k.BaneHealth >= 0 && k.BaneHealth <= 10, what, "has baneHealth %d; 0 to 10", k.BaneHealth)
	v.check(k.PerEffigy >= 0 && k.PerEffigy <= 2, what, "has perEffigy %d; 0 to 2", k.PerEffigy)
}

// cond checks a condition; a location it names is checked once every
// card is known (Validate's end).
func (v *validator) cond(what, field string, c *Cond, optional bool) {
	if c == nil {
		return
	}
	v.check(c.Foes || c.Location != "" || c.Hunted || optional, what, "has a %s that sets nothing", field)
	if c.Location != "" {
		v.places = append(v.places, c.Location)
	}
}

func (v *validator) test(what string, t Test) {
	v.check(t.Sin.index() >= 0, what, "tests unknown sin %q", t.Sin)
	v.effects(what+"'s each8", t.Each8)
	v.effects(what+"'s each9", t.Each9)
	v.effects(what+"'s then", t.Then)
}

func (v *validator) item(it Item) {
	v.id(it.ID)
	what := "item " + it.ID
	v.check(it.Name != "" && it.Tier >= 1 && it.Tier <= 4, what, "needs a name and a tier of 1 to 4")
	v.check(it.Circle == "" || v.circles[it.Circle], what, "belongs to circle %q, which the catalogue does not have", it.Circle)
	for i, h := range []Half{it.Top, it.Bottom} {
		half := what + [...]string{"'s top", "'s bottom"}[i]
		v.check(len(h.Colors) >= 1 && len(h.Colors) <= 2, half, "needs one or two colour boxes")
		for _, col := range h.Colors {
			v.check(col.known(), half, "has unknown colour %q", col)
		}
		if h.Whole != nil {
			v.trigger(half+" whole", h.Whole.Trigger)
			v.effects(half+" whole", h.Whole.Effects, testOps(h.Whole.Trigger)...)
		}
	}
	v.check(it.Top.Trigger == nil, what, "has a trigger on its top half; triggers go on the bottom")
	v.check(len(it.Bottom.Effects) == 0, what, "has effects on its bottom half; they go on the top")
	v.effects(what+"'s top", it.Top.Effects, OpAddGrace, OpCancelFault)
	if it.Bottom.Trigger != nil {
		v.trigger(what+"'s bottom", *it.Bottom.Trigger)
	}
}

func (c Color) known() bool {
	for _, x := range Colors {
		if x == c {
			return true
		}
	}
	return false
}

func (v *validator) trigger(what string, t Trigger) {
	switch t.On {
	case OnAction:
		v.check(t.Action == "" || basicIndex(t.Action) >= 0, what, "waits for unknown action %q", t.Action)
	case OnInvoke:
		v.check(t.Kind == "" || t.Kind == Crisis || t.Kind == Location || t.Kind == Adversary, what, "waits for unknown kind %q", t.Kind)
	case OnDefeat:
	case OnTest:
		v.check(t.Sin == "" || t.Sin.index() >= 0, what, "waits for a test of unknown sin %q", t.Sin)
	default:
		v.check(false, what, "has unknown trigger %q", t.On)
	}
}

// testOps are the ops a test-time ability may use.
func testOps(t Trigger) []Op {
	if t.On == OnTest {
		return []Op{OpAddGrace, OpCancelFault}
	}
	return nil
}

// effects checks a list; extra allows ops that work only in some places
// (test-time fragments, a card removing itself).
func (v *validator) effects(what string, list []Effect, extra ...Op) {
	for _, e := range list {
		v.check(e.N >= -10 && e.N <= 10 && e.M >= 0 && e.M <= 10, what, "has %s with an amount out of -10..10", e.Op)
		v.check(e.Sin == "" || e.Sin.index() >= 0, what, "names unknown sin %q", e.Sin)
		v.check(e.Who == Self || e.Who == Hunted || e.Who == Others || e.Who == Each, what, "names unknown target %q", e.Who)
		switch e.Op {
		case OpCorrupt, OpHeal, OpGainOmens, OpLoseOmens, OpBane, OpInvokeTop, OpDamage, OpMove:
			v.check(e.N > 0 || e.X || e.Op == OpBane, what, "has %s with no amount", e.Op)
		case OpLoot:
			v.check(e.N >= 1 && e.M >= e.N && e.M <= 4, what, "loots tiers %d-%d; 1 to 4, low first", e.N, e.M)
		case OpManifest:
			v.check(v.numbers[e.Number], what, "manifests Unknown number %d, which no card has", e.Number)
		case OpLifewater:
			v.check(e.N >= 1 && e.N <= 3, what, "rolls on the Lifewater table %d times; 1 to 3", e.N)
			v.lifewater = true
		case OpOpen, OpClose, OpAbandonFoe, OpObliterateFoe, OpAbandonItem, OpObliterateItem, OpDiscardHere, OpAbandonHere, OpObliterateHere:
		case OpBringIn:
			v.check(v.asides[e.Number], what, "brings in card %d, which is no set-aside card", e.Number)
		case OpAddGrace, OpCancelFault, OpObliterate:
			v.check(slices.Contains(extra, e.Op), what, "uses %s where it cannot work", e.Op)
		case OpPrompt:
			v.check(e.Prompt != "", what, "has a prompt with no text")
		case OpTest:
			v.test(what, e.Test)
		default:
			v.check(false, what, "has unknown op %q", e.Op)
		}
	}
}

func (v *validator) unknown(u Unknown, areas map[string]bool) {
	what := fmt.Sprintf("Unknown number %d", u.Number)
	v.check(u.Number >= 1 && u.Number <= 99, what, "must be numbered 1 to 99")
	v.check((u.Card == nil) != (u.Item == nil), what, "needs exactly one card or item")
	v.check(u.Circle == "" || (u.To == "infernal" && v.circles[u.Circle]), what, "names circle %q: only an infernal card names a circle, one of the catalogue's", u.Circle)
	switch u.To {
	case "infernal", "setAside":
		v.check(u.Card != nil, what, "goes to %s but is not a card", u.To)
	case "items", "innate":
		v.check(u.Item != nil, what, "goes to %s but is not an item", u.To)
	case "area":
		v.check(u.Card != nil && areas[u.Area], what, "goes to area %q, which is not listed", u.Area)
	default:
		v.check(false, what, "goes to unknown place %q", u.To)
	}
	if u.Card != nil {
		v.card(*u.Card, "")
	}
	if u.Item != nil {
		v.item(*u.Item)
	}
}

// lifewater checks the table; a catalogue may leave it out altogether.
func (v *validator) table(l Lifewater) {
	if len(l.Fault)+len(l.Bane)+len(l.Grace) == 0 {
		return
	}
	for _, c := range []struct {
		name string
		col  []Line
	}{{"fault", l.Fault}, {"bane", l.Bane}, {"grace", l.Grace}} {
		name, col := c.name, c.col
		v.check(len(col) == 11, "Lifewater column "+name, "needs 11 lines (totals 2 to 12), has %d", len(col))
		for _, line := range col {
			v.check(line.Text != "", "Lifewater column "+name, "has a line with no text")
			v.effects("Lifewater column "+name, line.Effects)
		}
	}
}

func (k Card) has(kw Keyword) bool {
	for _, x := range k.Keywords {
		if x == kw {
			return true
		}
	}
	return false
}
