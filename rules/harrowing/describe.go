package harrowing

import (
	"fmt"
	"strconv"
	"strings"

	"lantern/rules/words"
)

func itoa(n int) string { return strconv.Itoa(n) }

func omens(n int) string { return words.Count(n, "omen") }

// causeOf names, for the journal, what a step coming from from does its
// effect for: a card or item by its name, the Lifewater, the completed
// ritual, or the basic action whose test it follows; "" when unknown.
func (s State) causeOf(from string, op Op) string {
	switch from {
	case lifewaterSource:
		return "The Lifewater"
	case ritualSource:
		return "The completed ritual"
	case "":
		for _, c := range basicCause {
			if c.op == op {
				return c.cause
			}
		}
		return ""
	}
	return s.name(from)
}

// basicCause names the basic action behind the steps its test queues
// with no card to name.
var basicCause = []struct {
	op    Op
	cause string
}{
	{OpLoseOmens, "Feast"}, {OpHeal, "Feast"}, {opHealHunted, "Feast"}, {opSeduce, "Seduce"}, {opSwap, "Scavenge"}, {opTake, "Scavenge"},
	{opNudge, "Wander"}, {opWander, "Wander"}, {opHit, "Fight"}, {opSnatch, "Snatch"}, {opMisstep, "Explore"},
}

// Describe is a move's button label in plain words.
func Describe(s State, m Move) string {
	who := "Effigy " + itoa(int(m.Seat)+1)
	switch m.Kind {
	case Invoke:
		fate := *s.fate(m.Card)
		if m.Index < 0 || int(m.Index) >= len(fate) {
			break
		}
		f := fate[m.Index]
		from := ""
		if m.Card != "" {
			from = " from the Fate of " + m.Card
		}
		if f.Down {
			return who + ": invoke the face-down card" + from + " (" + omens(DownOmens) + ")"
		}
		k := s.card(f.ID)
		return who + ": invoke " + k.Name + from + " (" + string(k.Kind) + ", " + omens(k.Omens) + ")"
	case Act:
		if !s.known(m) {
			break
		}
		name, cost, t := s.action(m)
		if m.Card != "" {
			name += ", from " + s.card(m.Card).Name
		}
		label := who + ": " + name + " (" + omens(int(cost)) + ", test " + string(t.Sin) + ")"
		if m.Card == "" && name == "Fight" {
			f := s.Effigies[m.Seat].Foes[m.Target]
			k := s.card(f.ID)
			label = who + ": Fight " + k.Name + " (" + itoa(int(f.Damage)) + " of " + itoa(s.Health(k)) + " damage; " + omens(int(cost)) + ", test wrath)"
		}
		return label
	case Choose:
		if s.Ask != nil && m.Index >= 0 && int(m.Index) < len(s.Ask.Options) {
			return s.option(*s.Ask, s.Ask.Options[m.Index])
		}
	case Summon:
		return "Complete the ritual: summon the boss into the Fate"
	}
	return fmt.Sprintf("that move (%+v)", m)
}

// known: an Act move names an action and foe that exist.
func (s State) known(m Move) bool {
	if int(m.Seat) >= len(s.Effigies) || m.Seat < 0 || m.Index < 0 {
		return false
	}
	if m.Card != "" {
		k, ok := s.Book().cards[m.Card]
		return ok && int(m.Index) < len(k.Actions)
	}
	if int(m.Index) >= len(Basic) {
		return false
	}
	return Basic[m.Index].Name != "Fight" || (m.Target >= 0 && int(m.Target) < len(s.Effigies[m.Seat].Foes))
}

// option names one answer to a question.
func (s State) option(a Ask, o Option) string {
	switch {
	case o.Skip && a.Kind == AskMove:
		return "Stop here"
	case o.Skip:
		return "None"
	case o.Reveal:
		return "Search the item deck for tier " + itoa(int(a.Lo)) + " to " + itoa(int(a.Hi))
	}
	switch a.Kind {
	case AskCorrupt, AskHeal:
		name := string(Sins[o.Index])
		return strings.ToUpper(name[:1]) + name[1:] + " (" + itoa(int(s.Effigies[a.Seat].Corrupt[o.Index])) + " of 6)"
	case AskRedirect, AskNudge:
		return "Effigy " + itoa(int(o.Seat)+1)
	case AskPlace, AskOpen:
		if o.Index < 0 {
			return "Here: " + s.card(s.Map[s.placeAt(o.At)].ID).Name
		}
		if a.Kind == AskOpen {
			return dirs[o.Index].name + ": " + s.card(s.Map[s.placeAt(o.At)].ID).Name
		}
		here := s.card(s.Map[s.placeAt(s.Effigies[a.Seat].At)].ID).Name
		return "To the " + dirs[o.Index].name + " of " + here
	case AskMove:
		return "Move " + dirs[o.Index].name + " to " + s.card(s.Map[s.placeAt(o.At)].ID).Name
	case AskRelocate:
		return "Go " + dirs[o.Index].name + " to " + s.card(s.Map[s.placeAt(o.At)].ID).Name
	case AskRemoveFoe:
		return s.card(o.ID).Name
	case AskRemoveItem:
		return s.item(o.ID).Name + " (tier " + itoa(s.item(o.ID).Tier) + ", column " + itoa(int(o.Index)+1) + ")"
	case AskColumn:
		above := s.item(s.Effigies[a.Seat].Columns[o.Index][o.Row-1]).Name
		return "Column " + itoa(int(o.Index)+1) + ", under " + above
	case AskDamage, AskSeduce:
		return s.card(o.ID).Name
	case AskExcess, AskSwap, AskTake, AskLoot, AskSnatch:
		return s.item(o.ID).Name + " (tier " + itoa(s.item(o.ID).Tier) + ")"
	}
	return "?"
}

// questions are the questions' words by kind ({who} the effigy, {n} how
// many, {lo} and {hi} the tiers, {card} and {item} the card or item the
// question is about, {id} its id as it is, {times} how many moves).
var questions = [...]string{
	AskCorrupt:    "{who} takes {n} more corruption: on which sins?",
	AskHeal:       "{who} heals {n} more corruption: from which sins?",
	AskRedirect:   "{who} is damned: who takes its {n} corruption?",
	AskPlace:      "{who}: where does {card} go?",
	AskColumn:     "{who}: where does {item} go in your columns?",
	AskExcess:     "{who} holds too many items of one tier: which goes?",
	AskDamage:     "{who} deals {n} damage: to which adversary?",
	AskOpen:       "{who} opens a location: which?",
	AskMove:       "{who} may move {times} more: where?",
	AskSeduce:     "{who} may lure an adversary away: which?",
	AskSnatch:     "{who} may snatch an item: which?",
	AskSwap:       "{who} may swap a trove item for a new one: which?",
	AskTake:       "{who} may take a trove item above tier {lo}: which?",
	AskLoot:       "{who} loots tier {lo} to {hi}: from the trove or the deck?",
	AskNudge:      "{who} lets another effigy move once: who?",
	AskRemoveFoe:  "{who}: which adversary is {id}?",
	AskRemoveItem: "{who}: which item is {id}?",
	AskRelocate:   "{who}'s location is gone: to which place beside it?",
}

// Question says what the game waits for, or "" when nothing.
func Question(s State) string {
	a := s.Ask
	if a == nil {
		return ""
	}
	who := "Effigy " + itoa(int(a.Seat)+1)
	if int(a.Kind) >= len(questions) || a.Kind == 0 {
		return who + " must choose."
	}
	return words.Fill(questions[a.Kind], "who", who, "n", itoa(int(a.N)), "lo", itoa(int(a.Lo)), "hi", itoa(int(a.Hi)),
		"card", s.card(a.ID).Name, "item", s.item(a.ID).Name, "id", a.ID, "times", words.Times(int(a.N)))
}

// View is s as the table may see it: the decks' order and the face-down
// Fate card are hidden (their ids blanked).
func View(s State) State {
	v := s.clone()
	for i := range v.Deck {
		v.Deck[i] = ""
	}
	for i := range v.Items {
		v.Items[i] = ""
	}
	for i, f := range v.Fate {
		if f.Down {
			v.Fate[i].ID = ""
		}
	}
	for i := range v.Areas {
		a := &v.Areas[i]
		for j := range a.Deck {
			a.Deck[j] = ""
		}
		for j, f := range a.Fate {
			if f.Down {
				a.Fate[j].ID = ""
			}
		}
	}
	return v
}
