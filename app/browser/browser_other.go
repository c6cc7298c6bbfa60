//go:build !(js && wasm)

package browser

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"sync"
	"time"
)

// Refused is always nil outside the browser.
func Refused() error { return nil }

var (
	memMu sync.Mutex
	mem   = map[string]map[string]string{}
)

func (s Storage) getItem(key string) (string, bool, error) {
	memMu.Lock()
	defer memMu.Unlock()
	v, ok := mem[s.name][key]
	return v, ok, nil
}

func (s Storage) setItem(key, v string) error {
	memMu.Lock()
	defer memMu.Unlock()
	if mem[s.name] == nil {
		mem[s.name] = map[string]string{}
	}
	mem[s.name][key] = v
	return nil
}

func (s Storage) removeItem(key string) error {
	memMu.Lock()
	defer memMu.Unlock()
	delete(mem[s.name], key)
	return nil
}

// Pause sleeps for d: no page is ever hidden outside the browser.
func Pause(d time.Duration) { time.Sleep(d) }

// Call always fails outside the browser.
func Call(path string, args ...any) (app.Value, error) { return nil, errNoBrowser }

// Has is always false outside the browser.
func Has(path string) bool { return false }

// SetRootData does nothing outside the browser.
func SetRootData(name, value string) {}
