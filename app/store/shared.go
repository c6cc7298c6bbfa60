package store

import (
	"context"
	"sync"
)

var (
	sharedOnce sync.Once
	shared     Store
	sharedErr  error
)

// Shared returns the app's one store, opening it on first use. It always
// returns a usable Store; a non-nil error means IndexedDB could not be opened
// and the store is the in-memory fallback, so games will not be kept: the UI
// shows the error as a warning and carries on.
func Shared(ctx context.Context) (Store, error) {
	sharedOnce.Do(func() { shared, sharedErr = open(ctx) })
	return shared, sharedErr
}
