package hunt

import "strings"

// Member is a survivor of the settlement's roster, kept between hunts on
// the device: chosen for a hunt, updated by its results.
type Member struct {
	Name          string   `json:"name"`
	Survival      int      `json:"survival"`
	Insanity      int      `json:"insanity"`
	Courage       int      `json:"courage"`
	Understanding int      `json:"understanding"`
	HuntXP        int      `json:"huntXP"`
	Gear          []string `json:"gear,omitempty"`
}

// Survivor is the member as a hunt team member.
func (m Member) Survivor() Survivor {
	return Survivor{Name: m.Name, Courage: m.Courage, Understanding: m.Understanding,
		Survival: m.Survival, Insanity: m.Insanity, Gear: append([]string(nil), m.Gear...)}
}

// Settle returns the roster updated by a hunt's results (KH-08): each
// member who hunted, matched by name, takes the stats the hunt ended with.
// Hunt XP is the showdown's to give, so it is left for the table to edit.
// The roster given is not changed.
func Settle(roster []Member, s State) []Member {
	out := make([]Member, len(roster))
	for i, m := range roster {
		m.Gear = append([]string(nil), m.Gear...)
		for _, v := range s.Team {
			if strings.EqualFold(v.Name, m.Name) {
				m.Courage, m.Understanding, m.Survival, m.Insanity = v.Courage, v.Understanding, v.Survival, v.Insanity
			}
		}
		out[i] = m
	}
	return out
}
