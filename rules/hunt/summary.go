package hunt

import (
	"fmt"
	"sort"
	"strings"

	"lantern/rules/words"
)

// Summary is what the hunt hands over to the showdown and the settlement:
// how it ended, the resources gathered grouped by kind ("3 × gloam
// scale"), and each survivor's stats before and after with what they
// gained and suffered. It is plain text, to copy, print or share.
func Summary(s State) string {
	var b strings.Builder
	q := s.quarryName()
	fmt.Fprintf(&b, "Hunt of the %s, level %d\n", q, s.Config.Level)
	o := Outcome(s)
	switch {
	case !o.Over:
		fmt.Fprintf(&b, "Still hunting: the survivors on space %d, the quarry on %d.\n", s.At, s.Monster)
	case o.Ambush:
		fmt.Fprintf(&b, "The %s came to the survivors on space %d after %s.\n", q, o.Space, words.Count(o.Events, "event"))
	default:
		fmt.Fprintf(&b, "The survivors found the %s on space %d after %s.\n", q, o.Space, words.Count(o.Events, "event"))
	}
	fmt.Fprintf(&b, "\nResources: %s\n", Grouped(s.Resources))
	for i, v := range s.Team {
		was := s.Config.Team[i]
		fmt.Fprintf(&b, "\n%s — courage %s, understanding %s, survival %s, insanity %s\n", v.Name,
			change(was.Courage, v.Courage), change(was.Understanding, v.Understanding),
			change(was.Survival, v.Survival), change(was.Insanity, v.Insanity))
		for _, n := range v.Notes {
			fmt.Fprintf(&b, "  · %s\n", n)
		}
	}
	return b.String()
}

// Grouped counts resources by kind, most first: "3 × gloam scale, 1 ×
// black ore", or "none".
func Grouped(rs []string) string {
	if len(rs) == 0 {
		return "none"
	}
	count := map[string]int{}
	var kinds []string
	for _, r := range rs {
		if count[r] == 0 {
			kinds = append(kinds, r)
		}
		count[r]++
	}
	sort.SliceStable(kinds, func(i, j int) bool { return count[kinds[i]] > count[kinds[j]] })
	parts := make([]string, len(kinds))
	for i, k := range kinds {
		parts[i] = fmt.Sprintf("%d × %s", count[k], k)
	}
	return strings.Join(parts, ", ")
}

func change(was, now int) string {
	if was == now {
		return fmt.Sprint(now)
	}
	return fmt.Sprintf("%d → %d", was, now)
}
