//go:build !wasm

package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// go-app's app.js fetches app.wasm only once it has run (deferred), reads
// every chunk in JavaScript into a Response of its own (fetchWithProgress:
// 1.2 s of a 5 s offline restart) and hands the compiler that Response,
// whose compiled code the browser never caches. Lantern's web/loader.js
// fetches and compiles from the head instead; in app.js, Lantern replaces
// those two functions with a start of Go on the loader's module. The rest
// of app.js (service worker, updates, navigation, environment) stays
// go-app's.
//
// appJSReplaced names the functions replaced; appJSHash is the SHA-256 of
// their text in go-app v10.1.11, the wasm's path written as go-app's
// template has it. When an upgrade of go-app changes them, or the lines
// the loader relies on, the build fails and says what to re-check.
var appJSReplaced = []string{
	"async function goappInitWebAssembly() {",
	"async function fetchWithProgress(url, progess) {",
}

const appJSHash = "f7fe34c003248ed50d773d19f10b4bc8abd2291a974fa6fc17698dea05dcb423"

// appJSRelied are lines of go-app's app.js that Lantern's start of Go
// relies on, each once: the call that starts it when app.js runs, and the
// check that keeps bots and ?wasm=false from running the app.
var appJSRelied = []string{
	"\ngoappInitWebAssembly();\n",
	"\nfunction goappCanLoadWebAssembly() {\n",
}

const appJSStart = `async function goappInitWebAssembly() {
  // Lantern: web/loader.js has been fetching and compiling app.wasm since
  // the page's head; Go starts on its module now that go-app is ready.
  if (!goappCanLoadWebAssembly()) {
    document.getElementById("app-wasm-loader").remove();
    return;
  }
  await lanternStartGo();
}`

// appJSChanged tells the maintainer what to do when go-app's app.js is not
// the shape Lantern's loader was written against.
const appJSChanged = "go-app's app.js changed where Lantern's loader takes over (%s): " +
	"re-check web/loader.js and appJSStart against go-app's new goappInitWebAssembly and fetchWithProgress " +
	"(how it fetches, instantiates and runs app.wasm, and shows progress), then update appJSHash in cmd/lantern/appjs.go"

// patchAppJS replaces go-app's wasm loading in app.js (as go-app generated
// it, with wasm as the wasm's path) by Lantern's start of Go.
func patchAppJS(js, wasm string) (string, error) {
	for _, line := range appJSRelied {
		if strings.Count(js, line) != 1 {
			return "", fmt.Errorf(appJSChanged, "no single "+strings.TrimSpace(line))
		}
	}
	var replaced strings.Builder
	for i, head := range appJSReplaced {
		start := strings.Index(js, head)
		if start < 0 || strings.Count(js, head) != 1 {
			return "", fmt.Errorf(appJSChanged, "no single "+head)
		}
		n := strings.Index(js[start:], "\n}\n")
		if n < 0 {
			return "", fmt.Errorf(appJSChanged, head+" has no end")
		}
		fn := js[start : start+n+2]
		replaced.WriteString(strings.ReplaceAll(fn, `"`+wasm+`"`, `"{{.Wasm}}"`))
		with := ""
		if i == 0 {
			with = appJSStart
		}
		js = js[:start] + with + js[start+n+2:]
	}
	if sum := sha256.Sum256([]byte(replaced.String())); hex.EncodeToString(sum[:]) != appJSHash {
		return "", fmt.Errorf(appJSChanged, "their text is not go-app v10.1.11's")
	}
	return strings.TrimRight(js, "\n") + "\n", nil
}

// fixAppJS patches the app.js go-app wrote into out.
func fixAppJS(out, wasm string) error {
	file := filepath.Join(out, "app.js")
	b, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	js, err := patchAppJS(string(b), wasm)
	if err != nil {
		return err
	}
	return os.WriteFile(file, []byte(js), 0o644)
}
