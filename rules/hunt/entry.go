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
	Resource          EffectKind = "resource"      // the team gains N of resource Text (N 0 means 1)
	Injury            EffectKind = "injury"        // the survivor notes injury Text
	Note              EffectKind = "note"          // the survivor notes Text (a mark, a vow, a memory)

	// Board effects.
	MoveTeam    EffectKind = "team"    // survivors move N spaces toward the monster (negative: back)
	MoveMonster EffectKind = "monster" // the monster moves N spaces away (negative: toward them)
	RollTable   EffectKind = "table"   // the revealer rolls N times on the hunt event table (not in tables)
)
