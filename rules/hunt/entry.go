package hunt

// Entries are data. Lantern's table, its quarry's monster cards, the basic
// card, the story events and every table an owner imports are built only
// from the vocabulary below. The string values are a saved format (imported
// tables and records carry them): add to them, never rename.

// Entry is one hunt event: a row of the hunt event table, a hunt event card
// or a story event.
type Entry struct {
	Roll  int    `json:"roll,omitempty" msgpack:"r,omitempty"` // 1–100 on a table, 0 elsewhere
	Title string `json:"title" msgpack:"ti"`
	Text  string `json:"text" msgpack:"t"`
	// Who takes part: the revealer, one random survivor, or every survivor,
	// in each case only those meeting Need. When nobody can take part, the
	// revealer suffers Fail.
	Who  Who  `json:"who,omitempty" msgpack:"w,omitempty"`
	Need Need `json:"need,omitempty" msgpack:"n,omitempty"`
	// Check, when 2–10, has each taking part roll a d10: at or above Check
	// they get Pass, below it Fail. At 0 everyone taking part gets Pass.
	Check int      `json:"check,omitempty" msgpack:"c,omitempty"`
	Pass  []Effect `json:"pass,omitempty" msgpack:"p,omitempty"`
	Fail  []Effect `json:"fail,omitempty" msgpack:"f,omitempty"`

	// At most one of Check, Ask, Bands and Options decides the outcome.

	// Ask is a question about something Lantern does not track ("Does
	// your settlement have Pottery?"): the table answers, yes plays Pass
	// and no plays Fail for everyone taking part.
	Ask string `json:"ask,omitempty" msgpack:"a,omitempty"`
	// Bands: each taking part rolls a d10 and gets the band it falls in
	// (1–3 / 4–7 / 8–10 and the like); the bands cover 1–10 once each.
	Bands []Band `json:"bands,omitempty" msgpack:"b,omitempty"`
	// Options: the revealer chooses one for everyone taking part.
	Options []Option `json:"options,omitempty" msgpack:"o,omitempty"`
}

// Band is the outcome of a d10 between From and To.
type Band struct {
	From    int      `json:"from" msgpack:"f"`
	To      int      `json:"to" msgpack:"t"`
	Text    string   `json:"text,omitempty" msgpack:"x,omitempty"`
	Effects []Effect `json:"effects,omitempty" msgpack:"e,omitempty"`
}

// Option is one choice of an event.
type Option struct {
	Label   string   `json:"label" msgpack:"l"`
	Effects []Effect `json:"effects,omitempty" msgpack:"e,omitempty"`
}

// Who names those who take part in an event.
type Who string

const (
	Revealer Who = "revealer" // the event revealer (the default)
	Random   Who = "random"   // one survivor picked at random by the revealer
	All      Who = "all"      // every survivor
)

// Need is what a survivor must have to take part. The zero Need admits all.
type Need struct {
	Stat Stat   `json:"stat,omitempty" msgpack:"s,omitempty"` // courage or understanding at least Min
	Min  int    `json:"min,omitempty" msgpack:"m,omitempty"`
	Gear string `json:"gear,omitempty" msgpack:"g,omitempty"` // a gear tag the survivor carries
}

// Stat names a survivor's attribute.
type Stat string

const (
	Courage       Stat = "courage"
	Understanding Stat = "understanding"
	Survival      Stat = "survival" // only hand edits and effects, not needs
	Insanity      Stat = "insanity"
)

// Effect is one step of the vocabulary. Survivor effects touch each
// survivor who receives the outcome; board effects (Team, Monster, Table)
// happen once per event however many receive the outcome.
type Effect struct {
	Kind EffectKind `json:"kind" msgpack:"k"`
	N    int        `json:"n,omitempty" msgpack:"n,omitempty"`
	Text string     `json:"text,omitempty" msgpack:"t,omitempty"` // resource, injury or note
}

// EffectKind names an effect.
type EffectKind string

const (
	// Survivor effects.
	GainCourage       EffectKind = "courage"       // ±N courage, kept 0–9
	GainUnderstanding EffectKind = "understanding" // ±N understanding, kept 0–9
	GainSurvival      EffectKind = "survival"      // ±N survival, kept 0–99
	GainInsanity      EffectKind = "insanity"      // ±N insanity, kept 0–99
	Resource          EffectKind = "resource"      // the team gains N of resource Text (N 0 means 1)
	Injury            EffectKind = "injury"        // the survivor notes injury Text
	Note              EffectKind = "note"          // the survivor notes Text (a mark, a vow, a memory)

	// Board effects.
	MoveTeam    EffectKind = "team"    // survivors move N spaces toward the monster (negative: back)
	MoveMonster EffectKind = "monster" // the monster moves N spaces away (negative: toward them)
	RollTable   EffectKind = "table"   // the revealer rolls N times on the hunt event table; in a table row, "roll again"
)
