// Package store keeps saved games on the device.
//
// The contract every implementation keeps:
//
//   - Put writes one whole Save in a single transaction: it either replaces
//     the previous save with the same ID completely or changes nothing, and
//     returns an error the UI shows to the players ("not saved: …").
//   - Every save has a revision (Meta.Rev). Put writes only over the
//     revision it was given (the one read), in the same transaction as the
//     check, and stores the next one; otherwise it returns ErrConflict and
//     changes nothing, so two tabs never overwrite each other.
//   - Delete is a revision too: it leaves a trace at the next revision, so
//     a deleted save stays deleted (a Put from a tab that read it before is
//     a conflict) while one that knows the deletion (Undo) may write over
//     it. A Put for an ID with no trace at all (a new save, or storage the
//     browser emptied) writes whatever its revision: the game a tab still
//     holds is kept. Saves written before revisions read as revision 0.
//   - Get returns ErrNotFound for an unknown ID; List returns Meta (a Save
//     without its record bytes) newest first.
//   - Meta.Origin, once given, is kept by every later Put that gives none.
//   - Persistent reports whether saves outlive a reload. The in-memory twin
//     says false, so the UI can warn that the game will not be kept.
//
// Two implementations: IndexedDB (js && wasm, idb.go) and Memory, the twin
// used by native tests and as the browser's fallback when IndexedDB is
// unavailable (private modes, blocked storage). Shared returns the one store
// the whole app uses, so the game screens and the saves page see the same
// saves even in fallback mode.
//
// A Save's Record is an encoded lantern/rules/record Record: the store never
// looks inside it; Game, Title, Players and Progress are the caller's copy of
// what the saves list shows, so listing never decodes records.
package store

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
)

// ErrNotFound is returned by Get and Delete for an unknown save ID.
var ErrNotFound = errors.New("no such save")

// ErrInvalid is returned by Put for a save that must not be written.
var ErrInvalid = errors.New("invalid save")

// ErrConflict is returned by Put when the save is not the revision it was
// read at: another tab moved it on, renamed or deleted it.
var ErrConflict = errors.New("this game moved on in another tab")

// ErrFull is a write the browser refused because the storage it gives
// Lantern on this device is full.
var ErrFull = errors.New("this device's storage for Lantern is full")

// ErrUnsure marks a failed write after which the store cannot tell whether
// the previous save is still there (the browser closed the storage and it
// could not be opened again, or was emptied): the UI must not promise that
// the last save is intact.
var ErrUnsure = errors.New("the last save may be gone")

// Meta is what the saves page lists.
type Meta struct {
	ID       string   // stable key, from NewID
	Game     string   // game id, e.g. "hope"
	Title    string   // shown in the list; players may rename it
	Players  []string // names in seat order
	Progress string   // e.g. "Round 3 of 5" or "Won in round 5"
	Over     bool     // the game is finished (false in saves written before it was kept)
	Updated  int64    // unix milliseconds of the last write
	Rev      int64    // revision: Put writes over this one and stores Rev+1
	// Origin names the game and moment a branch was started from (empty
	// for any other save). It is given when the save is made; a later Put
	// without one (every autosave) keeps the stored one.
	Origin string
}

// Save is a Meta plus the encoded record.
type Save struct {
	Meta
	Record []byte
}

// Store is where saves live.
type Store interface {
	Put(ctx context.Context, s Save) error
	Get(ctx context.Context, id string) (Save, error)
	List(ctx context.Context) ([]Meta, error)
	Delete(ctx context.Context, id string) error
	Persistent() bool
}

// NewID returns a fresh random save ID: 16 hex digits (64 random bits,
// hex because the records package already brings it to the download),
// safe in a URL fragment (#/play/hope/<id>). Older saves keep their base32
// IDs: an ID is only ever compared.
func NewID() string {
	var b [8]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails (Go 1.24+)
	return hex.EncodeToString(b[:])
}

// check refuses saves that could not be found again or loaded.
func check(s Save) error {
	switch {
	case s.ID == "" || len(s.ID) > 64:
		return fmt.Errorf("%w: id must be 1–64 characters", ErrInvalid)
	case s.Game == "":
		return fmt.Errorf("%w: no game id", ErrInvalid)
	case len(s.Record) == 0:
		return fmt.Errorf("%w: empty record", ErrInvalid)
	}
	return nil
}

// admit checks a Put of revision rev over what is stored: when present,
// a save or a deletion at revision cur.
func admit(rev, cur int64, present bool) error {
	if present && cur != rev {
		return ErrConflict
	}
	return nil
}

// kept is the origin a Put stores: the one it was given, else the one
// stored before.
func kept(given, stored string) string {
	if given != "" {
		return given
	}
	return stored
}

// clone copies the slices of s so that neither caller nor store can change
// the other's copy afterwards.
func clone(s Save) Save {
	s.Players = append([]string(nil), s.Players...)
	s.Record = append([]byte(nil), s.Record...)
	return s
}
