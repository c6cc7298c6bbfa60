package record

import (
	"bytes"
	"compress/lzw"
	"encoding/base64"
	"io"
	"strings"
)

// LinkPrefix starts the URL fragment of a share link; the payload follows.
const LinkPrefix = "#/r/"

// How a link's record is packed: the first byte after base64url decoding.
const (
	linkRaw byte = 'R' // the msgpack record as it is
	linkLZW byte = 'L' // LZW (least significant bit first, 8-bit literals)
)

// EncodeLink returns the payload of a share link for r: base64url of a
// method byte and the msgpack record, LZW-compressed when that is shorter.
// A Hope record is a hundred-odd bytes of nearly random move bits, which no
// compressor shortens; a hunt with an owner's typed event table is mostly
// text, which LZW halves. LZW rather than deflate: compress/flate cost
// app.wasm 79 KB for links that were no shorter (docs/records.md). Links
// never carry the snapshot: the receiver replays the moves anyway.
func EncodeLink(r Record) (string, error) {
	r.Snapshot = nil
	b, err := Marshal(r)
	if err != nil {
		return "", err
	}
	var z bytes.Buffer
	z.WriteByte(linkLZW)
	w := lzw.NewWriter(&z, lzw.LSB, 8)
	if _, err := w.Write(b); err != nil {
		return "", err
	}
	if err := w.Close(); err != nil {
		return "", err
	}
	out := z.Bytes()
	if len(out) > len(b)+1 {
		out = append([]byte{linkRaw}, b...)
	}
	return base64.RawURLEncoding.EncodeToString(out), nil
}

// DecodeLink reads a link payload (with or without LinkPrefix). The length
// is checked before decoding and the unpacked size is capped, so a hostile
// link costs at most a few hundred KiB. Errors wrap ErrCorrupt.
func DecodeLink(payload string) (Record, error) {
	payload = strings.TrimPrefix(payload, LinkPrefix)
	if len(payload) > MaxLinkChars {
		return Record{}, corrupt("link of %d characters is over the %d limit", len(payload), MaxLinkChars)
	}
	if payload == "" {
		return Record{}, corrupt("the link holds no game")
	}
	z, err := base64.RawURLEncoding.DecodeString(payload)
	if err != nil || len(z) == 0 {
		return Record{}, corrupt("the link is damaged (%v)", err)
	}
	var b []byte
	switch z[0] {
	case linkRaw:
		b = z[1:]
	case linkLZW:
		b, err = io.ReadAll(io.LimitReader(lzw.NewReader(bytes.NewReader(z[1:]), lzw.LSB, 8), MaxLinkUnpacked+1))
		if err != nil {
			return Record{}, corrupt("the link is damaged or cut short (%v)", err)
		}
		if len(b) > MaxLinkUnpacked {
			return Record{}, corrupt("the link unpacks past %d bytes", MaxLinkUnpacked)
		}
	default:
		return Record{}, corrupt("the link is damaged or from an older Lantern")
	}
	r, err := Unmarshal(b)
	r.Snapshot = nil // links carry none; a hand-made one is ignored
	return r, err
}
