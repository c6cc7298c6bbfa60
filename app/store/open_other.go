//go:build !(js && wasm)

package store

import "context"

// open outside the browser has no IndexedDB: native tools and tests use the
// in-memory twin, which is what they want, so this is not an error.
func open(context.Context) (Store, error) { return &Memory{}, nil }
