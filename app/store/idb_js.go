//go:build js && wasm

package store

import "syscall/js"

// Metas are stored as plain JS objects so the database stays readable in the
// browser's developer tools; records as Uint8Array.

func metaToJS(m Meta) js.Value {
	players := make([]any, len(m.Players))
	for i, p := range m.Players {
		players[i] = p
	}
	return js.ValueOf(map[string]any{
		"id": m.ID, "game": m.Game, "title": m.Title, "players": players,
		"progress": m.Progress, "updated": float64(m.Updated),
	})
}

func metaFromJS(v js.Value) Meta {
	m := Meta{
		ID:       str(v.Get("id")),
		Game:     str(v.Get("game")),
		Title:    str(v.Get("title")),
		Progress: str(v.Get("progress")),
	}
	if u := v.Get("updated"); u.Type() == js.TypeNumber {
		m.Updated = int64(u.Float())
	}
	if p := v.Get("players"); p.InstanceOf(js.Global().Get("Array")) && p.Length() > 0 {
		m.Players = make([]string, p.Length())
		for i := range m.Players {
			m.Players[i] = str(p.Index(i))
		}
	}
	return m
}

// str tolerates a field written by a hand or a future version.
func str(v js.Value) string {
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
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
