package hope

import (
	"lantern/app/widget"
	"lantern/rules/hope"
)

// Table is what the UI keeps beside the rules' game: how seats look, the
// world's ending, the character sheets. It travels in the record's notes
// (notes.go), so a duplicate, a file or a link keeps it. Saves from before
// notes kept it in local storage under keyPrefix+id.
type Table struct {
	Seats     []SeatLook `json:"seats"`
	Expansion bool       `json:"expansion,omitempty"`
	Seed      uint64     `json:"seed"` // as set up; the record's seed is the one played
	Ending    string     `json:"ending"`
	Sheets    []Sheet    `json:"sheets"`
	Begun     bool       `json:"begun,omitempty"`  // every sheet written and shown to the table
	Fallen    []Fallen   `json:"fallen,omitempty"` // characters whose seat a newcomer took (HI-20)
}

// SeatLook is a seat at setup: the player's name, bot or not, and the
// colour and symbol (indexes into widget.Colours and widget.Symbols).
type SeatLook struct {
	Name   string `json:"name"`
	Bot    bool   `json:"bot,omitempty"`
	Colour int    `json:"colour"`
	Symbol int    `json:"symbol"`
}

// Fallen is a character remembered at the end though a newcomer took
// their seat.
type Fallen struct {
	Seat  int    `json:"seat"`
	Name  string `json:"name"`
	Cause string `json:"cause"`
}

// Sheet is what a player writes about their character.
type Sheet struct {
	Name string `json:"name"`
	Age  string `json:"age"`
	Note string `json:"note"`
	Done bool   `json:"done,omitempty"`
}

// keyPrefix+id is where saves from before notes keep their table.
const keyPrefix = "lantern.hope."

// Config is the engine's config for this table.
func (t Table) Config() hope.Config {
	cfg := hope.Config{Expansion: t.Expansion}
	for _, s := range t.Seats {
		cfg.Seats = append(cfg.Seats, hope.SeatConfig{Name: s.Name, Bot: s.Bot})
	}
	return cfg
}

func (t Table) colour(i int) widget.Colour {
	if i < 0 || i >= len(t.Seats) {
		return widget.Colours[0]
	}
	return widget.Colours[t.Seats[i].Colour%len(widget.Colours)]
}

func (t Table) symbol(i int) string {
	if i < 0 || i >= len(t.Seats) {
		return ""
	}
	return widget.Symbols[t.Seats[i].Symbol%len(widget.Symbols)]
}

// character is the character's written name, or the player's.
func (t Table) character(i int) string {
	if i >= 0 && i < len(t.Sheets) && t.Sheets[i].Name != "" {
		return t.Sheets[i].Name
	}
	if i >= 0 && i < len(t.Seats) {
		return t.Seats[i].Name + "'s character"
	}
	return ""
}
