package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// FocusAfterPaint moves keyboard focus to the first element that matches one
// of selectors, once the browser has painted the frame now being built.
//
// Focusing during the update would force a layout before the frame, and the
// focus ring a second restyle within it: milliseconds added to every tap
// (issue #4 asks for a tap to show within 16 ms). It also outlives the
// handler's context, which dies with the button that was tapped, taking its
// Defer and After calls with it.
func FocusAfterPaint(selectors ...string) {
	afterPaint(func(doc app.Value) {
		for _, s := range selectors {
			if el := doc.Call("querySelector", s); el.Truthy() {
				el.Call("focus")
				return
			}
		}
	})
}

// RevealAfterPaint scrolls the element that matches selector to the top
// of the screen once the frame is painted: what a tap brought about (a
// roll of the dice) was above the button tapped, out of sight. Call it
// after FocusAfterPaint, as moving the focus scrolls too.
func RevealAfterPaint(selector string) {
	afterPaint(func(doc app.Value) {
		if el := doc.Call("querySelector", selector); el.Truthy() {
			el.Call("scrollIntoView", map[string]any{"block": "start"})
		}
	})
}

// afterPaint runs do once the frame now being built is painted.
// SetAfterPaint sets the property name of the element that matches
// selector, once the frame now being built is painted. go-app sets a new
// element's attributes in no fixed order, and a range input given its
// value before its max has the value cut to the default max of 100 for
// good: a slider over 181 moves would stand at 100.
func SetAfterPaint(selector, name string, value any) {
	afterPaint(func(doc app.Value) {
		if el := doc.Call("querySelector", selector); el.Truthy() {
			el.Set(name, value)
		}
	})
}

func afterPaint(do func(doc app.Value)) {
	if !app.IsClient {
		return
	}
	var frame, task app.Func
	task = app.FuncOf(func(app.Value, []app.Value) any {
		task.Release()
		do(app.Window().Get("document"))
		return nil
	})
	// A task queued from an animation frame callback runs after that
	// frame is painted.
	frame = app.FuncOf(func(app.Value, []app.Value) any {
		frame.Release()
		app.Window().Call("setTimeout", task, 0)
		return nil
	})
	app.Window().Call("requestAnimationFrame", frame)
}

// WaitPaint blocks a goroutine other than the UI's until the browser has
// painted its next frame. Long work (the lab's bot games) yields with it
// between slices, so the page draws and answers taps: WebAssembly has one
// thread. A hidden tab paints nothing, so the work waits until it is seen.
func WaitPaint() {
	if !app.IsClient {
		return
	}
	done := make(chan struct{})
	afterPaint(func(app.Value) { close(done) })
	<-done
}
