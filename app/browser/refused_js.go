//go:build js && wasm

package browser

import (
	"errors"
	"fmt"

	"github.com/hack-pad/safejs"
)

// refused says why this page has no web storage. web/start.js finds it
// before app.wasm runs (go-app's engine reads localStorage as it starts,
// and a browser that blocks site data throws there), puts in-memory
// stand-ins where the browser refused, and leaves the reason here.
var refused error

func init() {
	v, err := Get(safejs.Global(), "lanternStorageRefused")
	if err != nil || v.Type() != safejs.TypeString {
		return
	}
	why, _ := v.String()
	refused = errors.New(why)
}

// Refused is non-nil when this browser keeps nothing for Lantern: the app
// then runs on storage that lasts only as long as the page.
func Refused() error {
	if refused == nil {
		return nil
	}
	return fmt.Errorf("this browser does not let Lantern keep anything on this device (%v)", refused)
}
