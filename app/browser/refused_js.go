//go:build js && wasm

package browser

import (
	"fmt"
	"sort"

	"github.com/hack-pad/safejs"
)

// refused says why this page has no web storage. It is found as the
// package starts, before go-app's engine: the engine reads localStorage as
// it starts (expired states), and a browser that blocks site data throws
// there, which would stop the app before it shows anything.
var refused error

func init() {
	for _, s := range []Storage{Local, Session} {
		st, err := s.storage()
		if err == nil {
			_, err = Get(st, "length")
		}
		if err == nil {
			continue
		}
		if refused == nil {
			refused = err
		}
		if err := standIn(s.name); err != nil {
			fmt.Println("lantern: no stand-in for", s.name+":", err)
		}
	}
}

// Refused is non-nil when this browser keeps nothing for Lantern: the app
// then runs on storage that lasts only as long as the page.
func Refused() error {
	if refused == nil {
		return nil
	}
	return fmt.Errorf("this browser does not let Lantern keep anything on this device (%v)", refused)
}

// standIn puts an in-memory Storage where the browser refused the real one,
// so go-app and Lantern read and write it as usual while the page lasts.
func standIn(name string) error {
	items := map[string]string{}
	obj, err := safejs.Global().Get("Object")
	if err != nil {
		return err
	}
	st, err := obj.New()
	if err != nil {
		return err
	}
	arg := func(args []safejs.Value, i int) string {
		if i >= len(args) {
			return "undefined"
		}
		s, _ := args[i].String()
		return s
	}
	keys := func() []string {
		ks := make([]string, 0, len(items))
		for k := range items {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		return ks
	}
	methods := map[string]func(args []safejs.Value) any{
		"getItem": func(args []safejs.Value) any {
			if v, ok := items[arg(args, 0)]; ok {
				return v
			}
			return nil
		},
		"setItem":    func(args []safejs.Value) any { items[arg(args, 0)] = arg(args, 1); return nil },
		"removeItem": func(args []safejs.Value) any { delete(items, arg(args, 0)); return nil },
		"clear":      func([]safejs.Value) any { clear(items); return nil },
		"key": func(args []safejs.Value) any {
			i := -1
			if len(args) > 0 {
				i, _ = args[0].Int()
			}
			if ks := keys(); i >= 0 && i < len(ks) {
				return ks[i]
			}
			return nil
		},
	}
	for m, f := range methods {
		fn, err := safejs.FuncOf(func(_ safejs.Value, args []safejs.Value) any { return f(args) })
		if err != nil {
			return err
		}
		if err := st.Set(m, fn); err != nil {
			return err
		}
	}
	length, err := safejs.FuncOf(func(safejs.Value, []safejs.Value) any { return len(items) })
	if err != nil {
		return err
	}
	if _, err := obj.Call("defineProperty", st, "length", map[string]any{"get": length}); err != nil {
		return err
	}
	_, err = obj.Call("defineProperty", safejs.Global(), name, map[string]any{"value": st, "configurable": true})
	return err
}
