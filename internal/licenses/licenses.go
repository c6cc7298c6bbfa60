//go:build !wasm

// Package licenses writes web/licenses.txt: the licence of every library
// compiled into app.wasm, as the site ships it. The list is the wasm build's
// own (go list -deps), and the texts the modules' own LICENSE files, so it
// cannot drift from what the build links: TestLicensesFile fails until the
// file is written again with `go test ./internal/licenses -update`.
package licenses

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
)

// Module is one module that provides packages to app.wasm.
type Module struct{ Path, Version, Dir string }

// Wasm lists the modules whose packages the browser build of pkg links,
// Lantern's own module left out.
func Wasm(pkg string) ([]Module, error) {
	cmd := exec.Command("go", "list", "-deps", "-f", "{{with .Module}}{{.Path}}\t{{.Version}}\t{{.Dir}}{{end}}", pkg)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %w", err)
	}
	seen := map[string]bool{}
	var mods []Module
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 || f[0] == "lantern" || seen[f[0]] {
			continue
		}
		seen[f[0]] = true
		mods = append(mods, Module{f[0], f[1], f[2]})
	}
	sort.Slice(mods, func(i, j int) bool { return mods[i].Path < mods[j].Path })
	return mods, nil
}

// Text is licenses.txt: the Go standard library's licence, then each
// module's, under its path and version.
func Text(mods []Module) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("Lantern is MIT-licensed (LICENSE in its source). app.wasm also contains\n" +
		"the Go standard library and the libraries below, under these licences.\n")
	goLicense, err := os.ReadFile(filepath.Join(runtime.GOROOT(), "LICENSE"))
	if err != nil {
		return nil, err
	}
	section(&b, "The Go standard library and runtime (go.dev)", goLicense)
	for _, m := range mods {
		text, err := license(m.Dir)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", m.Path, err)
		}
		section(&b, m.Path+" "+m.Version, text)
	}
	return b.Bytes(), nil
}

// Libraries reads back the module titles ("path version") Text wrote, in
// order, leaving out the standard library's: the About page lists them.
func Libraries(text []byte) []string {
	var out []string
	lines := strings.Split(string(text), "\n")
	for i := 1; i+1 < len(lines); i++ {
		title, rule := lines[i], lines[i+1]
		if lines[i-1] == "" && title != "" && rule == strings.Repeat("=", len(title)) {
			out = append(out, title)
		}
	}
	if len(out) > 0 {
		out = out[1:] // the Go standard library comes first
	}
	return out
}

func section(b *bytes.Buffer, title string, text []byte) {
	fmt.Fprintf(b, "\n%s\n%s\n\n%s\n", title, strings.Repeat("=", len(title)), bytes.TrimSpace(text))
}

// license reads a module's licence file, whatever its usual name.
func license(dir string) ([]byte, error) {
	for _, name := range []string{"LICENSE", "LICENSE.md", "LICENSE.txt", "LICENCE", "COPYING"} {
		if b, err := os.ReadFile(filepath.Join(dir, name)); err == nil {
			return b, nil
		}
	}
	return nil, fmt.Errorf("no licence file in %s", dir)
}
