//go:build js && wasm

package browser

import (
	"fmt"
	"sync"
	"time"

	"github.com/hack-pad/safejs"
)

// hidden is closed when the page is put away (another tab, the home
// screen, a reload) and then replaced for the next time.
var (
	hiddenMu sync.Mutex
	hidden   = make(chan struct{})
)

func init() {
	if err := watchHidden(); err != nil {
		fmt.Println("lantern: cannot watch for the page being put away:", err)
	}
}

// watchHidden listens for pagehide, and for visibilitychange to hidden: a
// tablet may put the tab away, and later discard it, with no pagehide.
func watchHidden() error {
	doc, err := safejs.Global().Get("document")
	if err != nil {
		return err
	}
	onHide, err := safejs.FuncOf(func(_ safejs.Value, args []safejs.Value) any {
		state, _ := doc.Get("visibilityState")
		if s, _ := state.String(); s == "hidden" || isPageHide(args) {
			runHideHooks()
			hiddenMu.Lock()
			close(hidden)
			hidden = make(chan struct{})
			hiddenMu.Unlock()
		}
		return nil
	})
	if err != nil {
		return err
	}
	if _, err := safejs.Global().Call("addEventListener", "pagehide", onHide); err != nil {
		return err
	}
	_, err = doc.Call("addEventListener", "visibilitychange", onHide)
	return err
}

func isPageHide(args []safejs.Value) bool {
	if len(args) == 0 {
		return false
	}
	t, _ := args[0].Get("type")
	s, _ := t.String()
	return s == "pagehide"
}

// Pause waits d, or less if the page is put away meanwhile. A goroutine
// woken by the page being put away runs before the browser goes on (Go
// runs every ready goroutine before it returns from an event), so what it
// starts at once, such as an IndexedDB write, is under way before the page
// is gone.
func Pause(d time.Duration) {
	if d <= 0 {
		return // a timer would put the write after the browser's next task
	}
	hiddenMu.Lock()
	h := hidden
	hiddenMu.Unlock()
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
	case <-h:
	}
}
