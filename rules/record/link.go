package record

import (
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
)

// LinkPrefix starts the URL fragment of a share link; the payload follows.
const LinkPrefix = "#/r/"

// ErrLinkTooLong is EncodeLink's refusal of a record whose link would be
// over MaxLinkChars (a game carrying a large owner's deck): DecodeLink
// would refuse it, so the game goes by file instead.
var ErrLinkTooLong = errors.New("too long for a link")

// EncodeLink returns the payload of a share link for r:
// base64url(raw deflate(msgpack)), or base64url(rawMark, msgpack) when
// deflate would not make it shorter. Links never carry the snapshot: the
// receiver replays the moves anyway, and the link stays short.
func EncodeLink(r Record) (string, error) { return EncodeLinkFile(File{Record: r}) }

// EncodeLinkFile is EncodeLink for a game with its title. A titled link
// holds the save-file format (title and record, no time) where an
// untitled one holds the bare record as every link did before titles, so
// old links still open and their bytes do not change.
func EncodeLinkFile(f File) (string, error) {
	f.Record.Snapshot, f.Updated = nil, 0
	var b []byte
	var err error
	if f.Title == "" {
		b, err = Marshal(f.Record)
	} else {
		b, err = MarshalFile(f)
	}
	if err != nil {
		return "", err
	}
	payload := base64.RawURLEncoding.EncodeToString(shorter(b))
	if len(payload) > MaxLinkChars {
		return "", fmt.Errorf("this game is %w (%d characters, at most %d): export it to a file from the saves page instead", ErrLinkTooLong, len(payload), MaxLinkChars)
	}
	return payload, nil
}

// DecodeLink reads a link payload (with or without LinkPrefix), titled or
// not, and returns its record.
func DecodeLink(payload string) (Record, error) {
	f, err := DecodeLinkFile(payload)
	return f.Record, err
}

// DecodeLinkFile reads a link payload with its title, empty for a link
// that carries none. The length is checked before decoding and the
// inflated size is capped, so a hostile link costs at most a few hundred
// KiB. Errors wrap ErrCorrupt.
func DecodeLinkFile(payload string) (File, error) {
	payload = strings.TrimPrefix(payload, LinkPrefix)
	if len(payload) > MaxLinkChars {
		return File{}, corrupt("link of %d characters is over the %d limit", len(payload), MaxLinkChars)
	}
	if payload == "" {
		return File{}, corrupt("the link holds no game")
	}
	z, err := base64.RawURLEncoding.DecodeString(payload)
	if err != nil {
		return File{}, corrupt("the link is damaged (%v)", err)
	}
	b, err := unpackPayload(z)
	if errors.Is(err, ErrInflatesTooLarge) {
		return File{}, corrupt("the link inflates past %d bytes", MaxLinkInflated)
	}
	if err != nil {
		return File{}, corrupt("the link is damaged or cut short (%v)", err)
	}
	var f File
	if magic, _, _ := readHeader(b); magic == FileMagic {
		f, err = UnmarshalFile(b)
	} else {
		f.Record, err = Unmarshal(b)
	}
	f.Record.Snapshot, f.Updated = nil, 0 // links carry none; a hand-made one is ignored
	return f, err
}

// rawMark starts a payload that holds its bytes as they are. A game's
// moves are packed to the bit and barely deflate: deflate's own framing
// made most links about ten bytes longer than the record (a Humanity
// Blessed campaign of 1,252 bytes deflated to 1,262). A deflate stream
// never begins with this byte (its block type 3 is reserved, and every
// inflater refuses it), so every link written before the mark still
// reads as it did (G-02).
const rawMark = 0x07

// shorter is b deflated, or marked and kept as it is when deflate would
// not save a byte.
func shorter(b []byte) []byte {
	if z := Deflate(b); len(z) < 1+len(b) {
		return z
	}
	return append([]byte{rawMark}, b...)
}

// unpackPayload is the record bytes a link's decoded payload holds, at
// most MaxLinkInflated of them.
func unpackPayload(z []byte) ([]byte, error) {
	if len(z) > 0 && z[0] == rawMark {
		if len(z)-1 > MaxLinkInflated {
			return nil, ErrInflatesTooLarge
		}
		return z[1:], nil
	}
	return Inflate(z, MaxLinkInflated)
}
