//go:build !wasm

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
	"lantern/internal/licenses"
)

func init() {
	commands["build"] = command{
		summary: "write the static site (needs web/app.wasm built first)",
		run:     buildCmd,
	}
}

func buildCmd(args []string) error {
	fs := flag.NewFlagSet("build", flag.ContinueOnError)
	out := fs.String("out", "dist", "folder to write the site into (replaced)")
	web := fs.String("web", "web", "folder of static files, with app.wasm")
	if err := fs.Parse(args); err != nil {
		return err
	}
	version, err := buildSite(*web, *out)
	if err != nil {
		return err
	}
	fmt.Printf("wrote %s (version %s)\n", *out, version)
	return nil
}

// buildSite writes go-app's pages and scripts plus a copy of web/ into out,
// with app.wasm renamed to its content-hashed path. The site is written
// beside out and swapped in at the end, so a server or test reading out
// never sees a half-written site.
func buildSite(web, out string) (string, error) {
	tmp := fmt.Sprintf("%s.tmp-%d", strings.TrimRight(out, "/"), os.Getpid())
	version, err := writeSite(web, tmp)
	if err == nil {
		err = swapDir(tmp, out)
	}
	if err != nil {
		os.RemoveAll(tmp)
		return "", err
	}
	return version, nil
}

func writeSite(web, out string) (string, error) {
	wasm, err := os.Stat(filepath.Join(web, "app.wasm"))
	if err != nil {
		return "", fmt.Errorf("%v (build it with GOOS=js GOARCH=wasm go build -o %s/app.wasm ./cmd/lantern)", err, web)
	}
	files, err := webFiles(web)
	if err != nil {
		return "", err
	}
	version, err := contentVersion(web, files)
	if err != nil {
		return "", err
	}
	if err := resetDir(out); err != nil {
		return "", err
	}
	h, err := newHandler(version, files)
	if err != nil {
		return "", err
	}
	// The About page lists the libraries licenses.txt credits: reading the
	// wasm's own build information cost 5 KB of every download.
	text, err := os.ReadFile(filepath.Join(web, "licenses.txt"))
	if err != nil {
		return "", err
	}
	h.Env = map[string]string{shell.LibrariesEnv: strings.Join(licenses.Libraries(text), "\n")}
	if err := app.GenerateStaticWebsite(out, h); err != nil {
		return "", err
	}
	if err := fixHead(out, hashedWasmPath(version), wasm.Size()); err != nil {
		return "", err
	}
	if err := fixAppJS(out, hashedWasmPath(version)); err != nil {
		return "", err
	}
	// go-app links /app.css (its loader's styles) in every page, before
	// any other: writing all of Lantern's styles there makes it the one.
	css, err := mergedStyles(web, files)
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(out, "app.css"), css, 0o644); err != nil {
		return "", err
	}
	for _, p := range files {
		if path.Ext(p) == ".css" {
			continue // in app.css
		}
		src := filepath.Join(web, strings.TrimPrefix(p, "/web/"))
		dst := p
		if p == "/web/app.wasm" {
			dst = hashedWasmPath(version)
		}
		if err := copyFile(src, filepath.Join(out, filepath.FromSlash(dst))); err != nil {
			return "", err
		}
	}
	return version, nil
}

// resetDir empties out, refusing folders that are obviously not a build
// output, so a slip of the flag cannot wipe the source tree.
func resetDir(out string) error {
	abs, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(abs, "go.mod")); err == nil || abs == "/" {
		return errors.New("refusing to replace " + abs)
	}
	if err := os.RemoveAll(abs); err != nil {
		return err
	}
	return os.MkdirAll(abs, 0o755)
}

// swapDir replaces dir old with dir new, keeping old's removal out of the
// window in which out is missing.
func swapDir(new, old string) error {
	if _, err := os.Stat(filepath.Join(old, "go.mod")); err == nil {
		return errors.New("refusing to replace " + old)
	}
	trash := new + ".old"
	if err := os.Rename(old, trash); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	if err := os.Rename(new, old); err != nil {
		return err
	}
	return os.RemoveAll(trash)
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	o, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(o, in); err != nil {
		o.Close()
		return err
	}
	return o.Close()
}
