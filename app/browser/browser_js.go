//go:build js && wasm

package browser

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hack-pad/safejs"
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Call calls the function at path from window ("navigator.share") with
// args and returns its result: the error when the browser has no such
// function or the call throws.
func Call(path string, args ...any) (app.Value, error) {
	this, name, err := lookup(path)
	if err != nil {
		return nil, err
	}
	v, err := this.Call(name, args...)
	if err != nil {
		return nil, err
	}
	return app.ValueOf(safejs.Unsafe(v)), nil
}

// Has reports whether the function at path is there to call.
func Has(path string) bool {
	_, _, err := lookup(path)
	return err == nil
}

// Get reads obj[name]. safejs's own Get does not catch a getter that
// throws (Go's wasm_exec.js reads properties outside the try it puts around
// calls: the exception unwinds through the whole Go program), so this reads
// through Reflect.get, a call.
func Get(obj safejs.Value, name string) (safejs.Value, error) {
	r, err := safejs.Global().Get("Reflect")
	if err != nil {
		return r, err
	}
	return r.Call("get", obj, name)
}

// Global reads window[name], as Get does.
func Global(name string) (safejs.Value, error) { return Get(safejs.Global(), name) }

// lookup finds the object holding the function at path and its name.
func lookup(path string) (this safejs.Value, name string, err error) {
	parts := strings.Split(path, ".")
	this = safejs.Global()
	for _, p := range parts[:len(parts)-1] {
		if this, err = Get(this, p); err != nil {
			return this, "", err
		}
		if ok, _ := this.Truthy(); !ok {
			return this, "", fmt.Errorf("this browser has no %s", path)
		}
	}
	name = parts[len(parts)-1]
	fn, err := Get(this, name)
	if err == nil && fn.Type() != safejs.TypeFunction {
		err = fmt.Errorf("this browser has no %s", path)
	}
	return this, name, err
}

// storage is the page's storage object, or why the browser will not give it.
func (s Storage) storage() (safejs.Value, error) {
	st, err := Global(s.name)
	if err != nil {
		return st, err
	}
	if ok, _ := st.Truthy(); !ok {
		return st, errors.New("this browser has no " + s.name)
	}
	return st, nil
}

func (s Storage) getItem(key string) (string, bool, error) {
	st, err := s.storage()
	if err != nil {
		return "", false, err
	}
	v, err := st.Call("getItem", key)
	if err != nil || v.IsNull() {
		return "", false, err
	}
	str, err := v.String()
	return str, err == nil, err
}

func (s Storage) setItem(key, v string) error {
	st, err := s.storage()
	if err == nil {
		_, err = st.Call("setItem", key, v)
	}
	return err
}

func (s Storage) removeItem(key string) error {
	st, err := s.storage()
	if err == nil {
		_, err = st.Call("removeItem", key)
	}
	return err
}

// SetRootData sets data-NAME on the document's root element, or removes it
// when value is "". Failures are ignored: a marker only informs.
func SetRootData(name, value string) {
	doc, err := Global("document")
	if err != nil {
		return
	}
	root, err := Get(doc, "documentElement")
	if err != nil {
		return
	}
	if value == "" {
		root.Call("removeAttribute", "data-"+name)
		return
	}
	root.Call("setAttribute", "data-"+name, value)
}
