package browser

import "sync"

// hooks run, in the order given, when the page is put away, before any
// goroutine Pause holds wakes: what they write to web storage is kept even
// if the page is gone a moment later.
var hooks struct {
	sync.Mutex
	fns []func()
}

// OnHide adds f to what runs when the page is put away (a reload, another
// tab, the home screen). f runs inside the browser's event: it must not
// wait on anything.
func OnHide(f func()) {
	hooks.Lock()
	hooks.fns = append(hooks.fns, f)
	hooks.Unlock()
}

func runHideHooks() {
	hooks.Lock()
	fns := hooks.fns
	hooks.Unlock()
	for _, f := range fns {
		f()
	}
}
