//go:build e2e

package e2e

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// wasmTestPage runs a js/wasm test binary in the page, with its arguments
// from the fragment, and exposes its output.
const wasmTestPage = `<!doctype html><meta charset="utf-8"><title>wasm tests</title>
<script src="wasm_exec.js"></script><script>
let out = ""; const dec = new TextDecoder();
globalThis.fs.writeSync = (fd, buf) => { out += dec.decode(buf); return buf.length; };
const go = new Go();
go.argv = ["pkg.test"].concat(decodeURIComponent(location.hash.slice(1)).split(" "));
WebAssembly.instantiateStreaming(fetch("pkg.wasm"), go.importObject)
  .then(r => go.run(r.instance)).catch(e => { out += "\nERROR " + e; })
  .finally(() => { window.testOutput = out; });
</script>`

// runWasmTests builds pkg's tests for js/wasm, with the app's compiler
// flags, and runs them with args in a fresh Chromium profile, returning
// their output: how Lantern's own code behaves in the browser it ships to.
func runWasmTests(t testing.TB, pkg, args string) string {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.Command("go", "test", "-c", "-gcflags=lantern/...=-l", "-o", filepath.Join(dir, "pkg.wasm"), pkg)
	cmd.Dir, cmd.Env = root, append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the tests of %s: %v\n%s", pkg, err, out)
	}
	wasmExec, err := os.ReadFile(filepath.Join(runtime.GOROOT(), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "wasm_exec.js"), wasmExec, 0o644)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte(wasmTestPage), 0o644)
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer srv.Close()
	b := NewBrowser(t)
	b.Open(srv.URL + "/#" + args)
	b.WaitTrue(`typeof window.testOutput === "string"`)
	var out string
	b.Eval(`window.testOutput`, &out)
	return out
}
