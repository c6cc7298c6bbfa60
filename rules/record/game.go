package record

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"sync"

	"lantern/rules"
)

// Summary is what a loaded record shows before anyone plays it: the saves
// list, the link-open page and the import check all use it.
type Summary struct {
	Game     string
	Players  []string // seat order
	Progress string   // e.g. "Round 3 of 5", "Won after round 5"
	Over     bool
	Moves    int
	Hash     string // of the replayed state: equal hashes, same game
}

// Game is what the record machinery needs from a game, without knowing its
// types. Adapter builds one.
type Game interface {
	ID() string
	RulesVersion() int
	// Load replays r and summarises the state it reaches. An error means
	// the record cannot be played: a refused move, a bad config, or a
	// rules version this build does not know.
	Load(r Record) (Summary, error)
	// LoadTold is Load telling progress how far the replay has got.
	LoadTold(r Record, progress func(done, total int)) (Summary, error)
	// Salvage cuts r to the moves that still replay (see Adapter.Salvage).
	Salvage(r Record) (Record, int, error)
}

var (
	regMu sync.RWMutex
	games = map[string]Game{}
)

// Register makes g loadable by id. Adapter packages call it from init.
func Register(g Game) {
	regMu.Lock()
	defer regMu.Unlock()
	if _, dup := games[g.ID()]; dup {
		panic("record: game " + g.ID() + " registered twice")
	}
	games[g.ID()] = g
}

// Lookup returns the registered game with that id.
func Lookup(id string) (Game, bool) {
	regMu.RLock()
	defer regMu.RUnlock()
	g, ok := games[id]
	return g, ok
}

// Games lists the registered game ids, sorted.
func Games() []string {
	regMu.RLock()
	defer regMu.RUnlock()
	ids := make([]string, 0, len(games))
	for id := range games {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// Load replays r with its registered game.
func Load(r Record) (Summary, error) { return LoadTold(r, nil) }

// LoadTold is Load telling progress, when set, how far the replay has got.
func LoadTold(r Record, progress func(done, total int)) (Summary, error) {
	g, ok := Lookup(r.Game)
	if !ok {
		return Summary{}, fmt.Errorf("%w: this Lantern does not know the game %q", rules.ErrBadConfig, r.Game)
	}
	return g.LoadTold(r, progress)
}

// LegacyHash is the fingerprint records carried before Fingerprint: a
// hash of the state's %v form. It is kept only to recognise those records;
// %v prints pointers as addresses, so it is no fingerprint to write.
func LegacyHash(s any) string {
	sum := sha256.Sum256(fmt.Appendf(nil, "%v", s))
	return hex.EncodeToString(sum[:8])
}
