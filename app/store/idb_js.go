//go:build js && wasm

package store

import (
	"syscall/js"

	"github.com/hack-pad/safejs"
)

// Metas are stored as plain JS objects so the database stays readable in the
// browser's developer tools; records as Uint8Array. A deleted save leaves
// {deleted: <revision>} in the records store and no meta, so versions that
// list metas never see it.

func metaToJS(m Meta) js.Value {
	players := make([]any, len(m.Players))
	for i, p := range m.Players {
		players[i] = p
	}
	return js.ValueOf(map[string]any{
		"id": m.ID, "game": m.Game, "title": m.Title, "players": players,
		"progress": m.Progress, "over": m.Over, "updated": float64(m.Updated), "rev": float64(m.Rev),
		"origin": m.Origin,
	})
}

// metaFromJS reads a meta; one written before revisions has revision 0.
func metaFromJS(v js.Value) Meta {
	if v.Type() != js.TypeObject {
		return Meta{}
	}
	m := Meta{
		ID:       str(v.Get("id")),
		Game:     str(v.Get("game")),
		Title:    str(v.Get("title")),
		Progress: str(v.Get("progress")),
		Over:     v.Get("over").Equal(js.ValueOf(true)),
		Updated:  num(v.Get("updated")),
		Rev:      num(v.Get("rev")),
		Origin:   str(v.Get("origin")),
	}
	if p := v.Get("players"); p.InstanceOf(js.Global().Get("Array")) && p.Length() > 0 {
		m.Players = make([]string, p.Length())
		for i := range m.Players {
			m.Players[i] = str(p.Index(i))
		}
	}
	return m
}

func deletedToJS(rev int64) js.Value {
	return js.ValueOf(map[string]any{"deleted": float64(rev)})
}

// deletedFromJS reads a deletion's revision from the records store.
func deletedFromJS(v js.Value) (rev int64, ok bool) {
	if v.Type() != js.TypeObject || v.InstanceOf(js.Global().Get("Uint8Array")) {
		return 0, false
	}
	return num(v.Get("deleted")), true
}

func isObject(v safejs.Value) bool { return v.Type() == safejs.TypeObject }

// str tolerates a field written by a hand or a future version.
func str(v js.Value) string {
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

func num(v js.Value) int64 {
	if v.Type() != js.TypeNumber {
		return 0
	}
	return int64(v.Float())
}

func bytesToJS(b []byte) js.Value {
	a := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(a, b)
	return a
}

func bytesFromJS(v js.Value) []byte {
	if !v.InstanceOf(js.Global().Get("Uint8Array")) {
		return nil
	}
	b := make([]byte, v.Length())
	js.CopyBytesToGo(b, v)
	return b
}
