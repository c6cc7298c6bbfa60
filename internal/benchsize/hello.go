//go:build !wasm

package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// helloMain is the smallest go-app that does what Lantern's shell does on
// start: route "/", render a component, mark itself live once mounted.
// Natively it writes its static site, with local icons like Lantern's.
const helloMain = `package main

import (
	"os"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

type hello struct {
	app.Compo
	live bool
}

func (h *hello) OnMount(ctx app.Context) { h.live = app.IsClient }

func (h *hello) Render() app.UI {
	return app.H1().ID("lantern").DataSet("live", h.live).Text("Hello, world")
}

func main() {
	app.Route("/", func() app.Composer { return &hello{} })
	app.RunWhenOnBrowser()
	fi, err := os.Stat("site/web/app.wasm")
	if err != nil {
		panic(err)
	}
	err = app.GenerateStaticWebsite("site", &app.Handler{
		Name:              "Hello",
		Icon:              app.Icon{Default: "/web/icon-192.png", Large: "/web/icon-512.png", SVG: "/web/icon.svg"},
		Version:           "hello",
		WasmContentLength: strconv.FormatInt(fi.Size(), 10),
	})
	if err != nil {
		panic(err)
	}
}
`

type hello struct{ dir, wasm, site string }

// buildHello builds the hello world in a temporary module that requires this
// module's go-app version, resolved from the local module cache only.
func buildHello(flags string) (hello, error) {
	dir, err := os.MkdirTemp("", "lantern-hello-")
	if err != nil {
		return hello{}, err
	}
	h := hello{dir: dir, site: filepath.Join(dir, "site"), wasm: filepath.Join(dir, "site", "web", "app.wasm")}
	version, err := goAppVersion("go.mod")
	if err != nil {
		return h, err
	}
	sum, err := os.ReadFile("go.sum")
	if err != nil {
		return h, err
	}
	files := map[string][]byte{
		"go.mod":  []byte("module hello\n\ngo 1.26\n\nrequire github.com/maxence-charriere/go-app/v10 " + version + "\n"),
		"go.sum":  sum,
		"main.go": []byte(helloMain),
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return h, err
		}
	}
	if err := os.MkdirAll(filepath.Join(h.site, "web"), 0o755); err != nil {
		return h, err
	}
	for _, icon := range []string{"icon-192.png", "icon-512.png", "icon.svg"} {
		b, err := os.ReadFile(filepath.Join("web", icon))
		if err != nil {
			return h, err
		}
		if err := os.WriteFile(filepath.Join(h.site, "web", icon), b, 0o644); err != nil {
			return h, err
		}
	}
	env := append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	build := exec.Command("go", append(append([]string{"build"}, splitFlags(flags)...), "-o", h.wasm, ".")...)
	build.Env = append(env, "GOOS=js", "GOARCH=wasm")
	gen := exec.Command("go", "run", ".")
	gen.Env = env
	for _, c := range []*exec.Cmd{build, gen} {
		c.Dir = dir
		if out, err := c.CombinedOutput(); err != nil {
			return h, fmt.Errorf("%s: %v\n%s", strings.Join(c.Args, " "), err, out)
		}
	}
	return h, nil
}

// goAppVersion reads the go-app version this module requires.
func goAppVersion(gomod string) (string, error) {
	f, err := os.Open(gomod)
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		for i, f := range fields {
			if f == "github.com/maxence-charriere/go-app/v10" && i+1 < len(fields) {
				return fields[i+1], nil
			}
		}
	}
	return "", fmt.Errorf("%s does not require go-app v10", gomod)
}
