package record

import (
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
)

// A peek is one player's private view carried to their own phone by a QR
// code, with no server: the tablet encodes it, the phone's camera opens it
// at PeekPrefix in Lantern (installed or cached, so offline), and the phone
// shows it without saving anything. The envelope is the same for every
// game; Kind says whose Body it is ("hope": rules/record/hoperec's hand),
// so another game adds its own kind without touching this format.
//
// Bytes: base64url(raw deflate(uvarint PeekVersion, string Kind, Body)).
// A payload is checked against MaxPeekChars before any decoding, and its
// inflated size is capped at MaxPeekInflated.

// PeekPrefix starts the URL fragment of a peek; the payload follows.
const PeekPrefix = "#/peek/"

// PeekVersion is the envelope's version. A phone refuses a newer one with
// words that say to update Lantern.
const PeekVersion = 1

// Caps on a peek: a QR code at the lowest error correction holds under
// 3,000 characters, and a hand of an owner's cards inflates to a few KiB.
const (
	MaxPeekChars    = 3000
	MaxPeekInflated = 16 << 10
	MaxPeekKind     = 16
)

// Peek is a decoded envelope: the game's kind tag and its own bytes.
type Peek struct {
	Kind string
	Body []byte
}

// ErrPeekTooLong is EncodePeek's refusal of a view too large for a code.
var ErrPeekTooLong = errors.New("too long for a QR code")

// EncodePeek returns p as a payload for PeekPrefix.
func EncodePeek(p Peek) (string, error) {
	if p.Kind == "" || len(p.Kind) > MaxPeekKind {
		return "", fmt.Errorf("record: peek kind %q is empty or too long", p.Kind)
	}
	var w Packer
	w.Int(PeekVersion)
	w.String(p.Kind)
	b := append(w.Bytes(), p.Body...)
	payload := base64.RawURLEncoding.EncodeToString(Deflate(b))
	if len(payload) > MaxPeekChars {
		return "", fmt.Errorf("this view is %w (%d characters, at most %d)", ErrPeekTooLong, len(payload), MaxPeekChars)
	}
	return payload, nil
}

// DecodePeek reads a payload (with or without PeekPrefix). Every error
// wraps ErrCorrupt and says in plain words what is wrong with the code: a
// player reads it on their phone, so the decoders' own words stay out.
func DecodePeek(payload string) (Peek, error) {
	payload = strings.TrimPrefix(payload, PeekPrefix)
	if payload == "" {
		return Peek{}, corrupt("the code holds nothing")
	}
	if len(payload) > MaxPeekChars {
		return Peek{}, corrupt("the code is %d characters long, more than any Lantern code (%d)", len(payload), MaxPeekChars)
	}
	z, err := base64.RawURLEncoding.DecodeString(payload)
	if err != nil {
		return Peek{}, corrupt("the code is damaged: some of its characters are not Lantern's")
	}
	b, err := Inflate(z, MaxPeekInflated)
	if errors.Is(err, ErrInflatesTooLarge) {
		return Peek{}, corrupt("the code unpacks past %d bytes", MaxPeekInflated)
	}
	if err != nil {
		return Peek{}, corrupt("the code is damaged or cut short")
	}
	u := NewUnpacker(b)
	v := u.Uint(1 << 20)
	if u.Err() == nil && v != PeekVersion {
		return Peek{}, corrupt("the code was made by a newer Lantern (version %d): update Lantern on this phone", v)
	}
	kind := u.String(MaxPeekKind)
	if u.Err() != nil {
		return Peek{}, corrupt("the code is damaged")
	}
	if kind == "" {
		return Peek{}, corrupt("the code names no game")
	}
	return Peek{Kind: kind, Body: u.b}, nil
}
