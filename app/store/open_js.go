//go:build js && wasm

package store

import (
	"context"
	"fmt"
	"time"

	"lantern/app/browser"
)

// DBName is the IndexedDB database holding Lantern's saves.
const DBName = "lantern-saves"

// openTimeout bounds the wait for IndexedDB: past it the game goes on in
// memory, with the warning, rather than never starting.
const openTimeout = 10 * time.Second

// open tries IndexedDB and falls back to memory, saying why. It also asks
// the browser to keep the data under storage pressure; the answer is not
// awaited because the game works the same either way.
func open(ctx context.Context) (Store, error) {
	ctx, cancel := context.WithTimeout(ctx, openTimeout)
	defer cancel()
	s, err := OpenIDB(ctx, DBName)
	if err != nil {
		return &Memory{}, fmt.Errorf("this browser will not keep your games (%v)", err)
	}
	requestPersist()
	return s, nil
}

func requestPersist() {
	if _, err := browser.Call("navigator.storage.persist"); err != nil {
		fmt.Println("lantern: asking to keep saves under storage pressure:", err)
	}
}
