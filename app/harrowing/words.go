package harrowing

import (
	"strconv"
	"strings"

	"lantern/rules/harrowing"
	"lantern/rules/words"
)

// effectWords are the effects' words by op: {n} how many (Bane added
// when the effect says so), {sin} the sin and a space, {omens} " omen" or
// " omens" after {n}, {N} and {M} the numbers as written, {bane} N signed,
// {number} the Unknown card, {prompt} the card's words, {times} N in words.
var effectWords = []struct {
	op harrowing.Op
	t  string
}{
	{harrowing.OpCorrupt, "take {n} {sin}corruption"},
	{harrowing.OpHeal, "heal {n} {sin}corruption"},
	{harrowing.OpGainOmens, "gain {n}{omens}"},
	{harrowing.OpLoseOmens, "lose {n}{omens}"},
	{harrowing.OpLoot, "loot tier {N}–{M}"},
	{harrowing.OpBane, "Bane {bane}"},
	{harrowing.OpManifest, "manifest card {number}"},
	{harrowing.OpInvokeTop, "invoke the top {n} infernal cards"},
	{harrowing.OpDamage, "deal {n} damage to an adversary you control"},
	{harrowing.OpOpen, "open a closed location here or beside you"},
	{harrowing.OpClose, "close your location"},
	{harrowing.OpMove, "move up to {n} times"},
	{harrowing.OpAddGrace, "count {n} more 9"},
	{harrowing.OpCancelFault, "count {n} fewer 8"},
	{harrowing.OpPrompt, "at the table: {prompt}"},
	{harrowing.OpLifewater, "drink the Lifewater: roll on its table {times}"},
	{harrowing.OpObliterate, "this card leaves the campaign for good"},
	{harrowing.OpAbandonFoe, "abandon an adversary you control (gone until the next game)"},
	{harrowing.OpObliterateFoe, "obliterate an adversary you control (gone for good)"},
	{harrowing.OpAbandonItem, "abandon one of your items (gone until the next game)"},
	{harrowing.OpObliterateItem, "obliterate one of your items (gone for good)"},
	{harrowing.OpDiscardHere, "discard your location; whoever stands there moves beside it"},
	{harrowing.OpAbandonHere, "abandon your location until the next game; whoever stands there moves beside it"},
	{harrowing.OpObliterateHere, "obliterate your location for good; whoever stands there moves beside it"},
	{harrowing.OpBringIn, "bring set-aside card {number} into play"},
}

// effectText writes one effect in plain words.
func effectText(e harrowing.Effect) string {
	n, bane := strconv.Itoa(e.N), strconv.Itoa(e.N)
	if e.X {
		n = "Bane"
		if e.N != 0 {
			n = "Bane + " + bane
		}
	}
	if e.N >= 0 {
		bane = "+" + bane
	}
	out := string(e.Op)
	for _, w := range effectWords {
		if w.op == e.Op {
			out = words.Fill(w.t, "n", n, "sin", sinWord(e.Sin), "omens", omenWord(n), "N", strconv.Itoa(e.N), "M", strconv.Itoa(e.M),
				"bane", bane, "number", strconv.Itoa(e.Number), "prompt", e.Prompt, "times", words.Times(e.N))
		}
	}
	if e.Op == harrowing.OpTest {
		out = testText(e.Test)
	}
	switch e.Who {
	case harrowing.Hunted:
		out = "the hunted effigy: " + out
	case harrowing.Others:
		out = "each other effigy: " + out
	case harrowing.Each:
		out = "each effigy: " + out
	}
	return out
}

func omenWord(n string) string {
	if n == "1" {
		return " omen"
	}
	return " omens"
}

func sinWord(s harrowing.Sin) string {
	if s == "" {
		return ""
	}
	return string(s) + " "
}

func effectsText(list []harrowing.Effect) string {
	parts := make([]string, len(list))
	for i, e := range list {
		parts[i] = effectText(e)
	}
	return strings.Join(parts, "; ")
}

func testText(t harrowing.Test) string {
	out := "test " + string(t.Sin)
	if len(t.Each8) > 0 {
		out += ". Each 8: " + effectsText(t.Each8)
	}
	if len(t.Each9) > 0 {
		out += ". Each 9: " + effectsText(t.Each9)
	}
	if len(t.Then) > 0 {
		out += ". Then: " + effectsText(t.Then)
	}
	return out
}

// cardLines are a card's rules, one line per ability; bk names the
// locations its mechanics refer to. In a game (s not nil) they are this
// table's: a boss's threat and health at four or five effigies are not
// those printed (HA-32), and the card must not contradict the line that
// gives its wounds (foeLine).
func cardLines(bk *harrowing.Book, s *harrowing.State, k harrowing.Card) []string {
	var out []string
	add := func(head string, list []harrowing.Effect) {
		if len(list) > 0 {
			out = append(out, head+": "+effectsText(list)+".")
		}
	}
	if len(k.Keywords) > 0 {
		words := make([]string, len(k.Keywords))
		for i, kw := range k.Keywords {
			words[i] = title(string(kw))
		}
		out = append(out, strings.Join(words, ", ")+".")
	}
	if k.Ritual > 0 {
		out = append(out, "Ritual "+strconv.Itoa(k.Ritual)+".")
	}
	add("When invoked", k.Invoke)
	threat := k.Threat
	if s != nil {
		threat = s.Threat(k)
	}
	add("Threat, for each 8 its holder rolls", threat)
	add("When defeated", k.Defeated)
	add("Misstep, for each 8 exploring here", k.Misstep)
	add("When charted", k.Charted)
	for _, a := range k.Actions {
		out = append(out, "Action "+a.Name+" ("+words.Count(a.Cost, "omen")+"): "+testText(a.Test)+".")
	}
	return append(out, mechanicLines(bk, s, k)...)
}

// mechanicLines are an adversary's boss mechanics in words
// (rules/harrowing/boss.go), at table s when it is not nil.
func mechanicLines(bk *harrowing.Book, s *harrowing.State, k harrowing.Card) []string {
	var out []string
	if k.Ward != nil {
		out = append(out, "Warded: it takes no damage "+condText(bk, *k.Ward)+".")
	}
	if len(k.HurtBy) > 0 {
		sins := make([]string, len(k.HurtBy))
		for i, x := range k.HurtBy {
			sins[i] = string(x)
		}
		out = append(out, "Only damage from a test of "+strings.Join(sins, " or ")+" hurts it.")
	}
	for _, ph := range k.Phases {
		at := strconv.Itoa(ph.At)
		if s != nil {
			at = strconv.Itoa(s.PhaseAt(k, ph)) + " of its " + strconv.Itoa(s.Health(k))
		}
		out = append(out, "When its damage reaches "+at+": "+effectsText(ph.Effects)+".")
	}
	if r := k.Regenerate; r != nil {
		line := "At each new Fate it heals " + strconv.Itoa(r.N) + " damage"
		if r.Unless != nil {
			line += ", unless " + strings.ReplaceAll(condText(bk, *r.Unless), "while ", "")
		}
		out = append(out, line+".")
	}
	if len(k.EachFate) > 0 {
		out = append(out, "At each new Fate, its holder: "+effectsText(k.EachFate)+".")
	}
	if k.BaneHealth > 0 && s == nil {
		out = append(out, "Its health grows by 1 for every "+strconv.Itoa(k.BaneHealth)+" Bane.")
	}
	if line := perEffigyLine(s, k); line != "" {
		out = append(out, line)
	}
	if s != nil && widened(s.Threat(k), k.Threat) {
		out = append(out, "Its threat reaches every effigy: a boss's does at a table of four or five (HA-32).")
	}
	return out
}

// perEffigyLine says how k's health follows the number of effigies and
// Bane: in the book both ways; at a table, once, the health it has there
// and the printed health and rules that made it (the card's head gives
// the same number).
func perEffigyLine(s *harrowing.State, k harrowing.Card) string {
	if s == nil {
		if k.PerEffigy == 0 {
			return ""
		}
		n := strconv.Itoa(k.PerEffigy)
		return "Its health is for three effigies: " + n + " more for each effigy beyond, " + n + " less for each fewer."
	}
	per, n := s.PerEffigy(k), len(s.Effigies)
	var parts []string
	switch {
	case per != 0 && n > 3:
		parts = append(parts, strconv.Itoa(per)+" more for each effigy beyond")
	case per != 0 && n < 3:
		parts = append(parts, strconv.Itoa(per)+" less for each fewer")
	}
	if per != k.PerEffigy && n > 3 {
		parts[len(parts)-1] += " (HA-32: a big table's boss grows by at least 2)"
	}
	if k.BaneHealth > 0 {
		parts = append(parts, "1 more for every "+strconv.Itoa(k.BaneHealth)+" Bane ("+strconv.Itoa(s.Bane/k.BaneHealth)+" now)")
	}
	if len(parts) == 0 {
		return ""
	}
	return "Health " + strconv.Itoa(s.Health(k)) + " at this table of " + words.CountOf(n, "effigy", "effigies") + ": " +
		strconv.Itoa(k.Health) + " printed, for three effigies; " + strings.Join(parts, "; ") + "."
}

// widened: this table's threat reaches someone the printed one did not.
func widened(now, printed []harrowing.Effect) bool {
	for i := range now {
		if now[i].Who != printed[i].Who {
			return true
		}
	}
	return false
}

// condText is a condition in words, starting "while".
func condText(bk *harrowing.Book, c harrowing.Cond) string {
	var parts []string
	if c.Foes {
		parts = append(parts, "while another adversary stands")
	}
	if c.Location != "" {
		parts = append(parts, "while "+bk.Card(c.Location).Name+" is in the map")
	}
	if c.Hunted {
		parts = append(parts, "while its holder has the hunted card")
	}
	return strings.Join(parts, ", or ")
}

// itemLines are an item's two halves: colours and fragments.
func itemLines(it harrowing.Item) []string {
	half := func(name string, h harrowing.Half) string {
		cols := make([]string, len(h.Colors))
		for i, c := range h.Colors {
			cols[i] = string(c)
		}
		out := name + " (" + strings.Join(cols, " and ") + ")"
		if len(h.Effects) > 0 {
			out += ": …" + effectsText(h.Effects)
		}
		if h.Trigger != nil {
			out += ": " + triggerText(*h.Trigger) + "…"
		}
		if h.Whole != nil {
			out += ": " + triggerText(h.Whole.Trigger) + ", " + effectsText(h.Whole.Effects)
		}
		if strings.HasSuffix(out, "…") {
			return out
		}
		return out + "."
	}
	return []string{half("Top", it.Top), half("Bottom", it.Bottom)}
}

func triggerText(t harrowing.Trigger) string {
	switch t.On {
	case harrowing.OnAction:
		if t.Action == "" {
			return "after any action"
		}
		return "after you " + t.Action
	case harrowing.OnInvoke:
		if t.Kind == "" {
			return "after you invoke a card"
		}
		return "after you invoke a " + string(t.Kind)
	case harrowing.OnDefeat:
		return "after you defeat an adversary"
	case harrowing.OnTest:
		if t.Sin == "" {
			return "in your tests"
		}
		return "in your " + string(t.Sin) + " tests"
	}
	return string(t.On)
}

// innateLines say what an innate item does: outside the columns, its own
// bottom trigger works with its own top effects, and its whole abilities
// as written (HA-18).
func innateLines(it harrowing.Item) []string {
	var out []string
	for _, h := range []harrowing.Half{it.Top, it.Bottom} {
		if h.Whole != nil {
			out = append(out, title(triggerText(h.Whole.Trigger))+", "+effectsText(h.Whole.Effects)+".")
		}
	}
	if t := it.Bottom.Trigger; t != nil && len(it.Top.Effects) > 0 {
		out = append(out, title(triggerText(*t))+", "+effectsText(it.Top.Effects)+".")
	}
	return out
}

// nameEffigies swaps each whole word "Effigy N" in text for the name of
// seat N, when names has one. It is a scan, not a regular expression:
// regexp's matching would add its code to what The Harrowing weighs.
func nameEffigies(text string, names []string) string {
	const word = "Effigy "
	var b strings.Builder
	for {
		i := strings.Index(text, word)
		if i < 0 {
			break
		}
		j := i + len(word)
		k := j
		for k < len(text) && '0' <= text[k] && text[k] <= '9' {
			k++
		}
		n, err := strconv.Atoi(text[j:k])
		whole := (i == 0 || !wordByte(text[i-1])) && (k == len(text) || !wordByte(text[k]))
		b.WriteString(text[:i])
		if err == nil && whole && 1 <= n && n <= len(names) {
			b.WriteString(names[n-1])
		} else {
			b.WriteString(text[i:k])
		}
		text = text[k:]
	}
	b.WriteString(text)
	return b.String()
}

// wordByte is a byte of a word as \b counts them.
func wordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}
