// Package browser is how Lantern's own code talks to the browser where the
// browser may refuse: web storage, IndexedDB, the clipboard, the share
// sheet. Every such call goes through safejs, so a refusal (site data
// blocked, a permission denied) is an error with the browser's words, never
// a panic that stops the app.
//
// Outside WebAssembly the package is a stand-in: storage lives in memory,
// calls fail with errNoBrowser and Pause only sleeps, so the packages that
// use it build and test natively.
package browser

import "errors"

var errNoBrowser = errors.New("not in a browser")
