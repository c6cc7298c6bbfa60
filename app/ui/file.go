package ui

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// ReadChosenFile reads the file chosen in a file input, refusing a file over
// max bytes before reading a byte of it; what names the kind of file for the
// message ("a hunt table"). done gets the file's name too, for messages, and
// is called once, from a JS callback: it must not block.
func ReadChosenFile(input app.Value, max int, what string, done func(name string, b []byte, err error)) {
	files := input.Get("files")
	if !files.Truthy() || files.Get("length").Int() == 0 {
		done("", nil, errors.New("no file chosen"))
		return
	}
	f := files.Index(0)
	name := f.Get("name").String()
	if size := f.Get("size").Int(); size > max {
		done(name, nil, fmt.Errorf("that file is %d bytes, too large to be %s (at most %d)", size, what, max))
		return
	}
	Settle(f.Call("arrayBuffer"), func(buf app.Value, reason string) {
		if reason != "" {
			done(name, nil, fmt.Errorf("the file could not be read (%s)", reason))
			return
		}
		arr := app.Window().Get("Uint8Array").New(buf)
		b := make([]byte, arr.Get("length").Int())
		app.CopyBytesToGo(b, arr)
		done(name, b, nil)
	})
}

// RandomSeed is a fresh seed for a new game. Games take their randomness
// only from the seed in their state; this is where a new one comes from.
func RandomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails (Go 1.24+)
	return binary.LittleEndian.Uint64(b[:])
}
