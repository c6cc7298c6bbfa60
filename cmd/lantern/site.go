//go:build !wasm

package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// webFiles lists the files under dir as site paths ("/web/icon.svg"),
// sorted so the version hash does not depend on directory order.
func webFiles(dir string) ([]string, error) {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		paths = append(paths, "/web/"+filepath.ToSlash(rel))
		return nil
	})
	sort.Strings(paths)
	return paths, err
}

// contentVersion hashes the service worker template and every web file's
// path and bytes. The service worker caches under this version, so any change
// to the app or its assets makes browsers fetch the new site and offer the
// update banner.
func contentVersion(dir string, paths []string) (string, error) {
	worker, err := workerTemplate()
	if err != nil {
		return "", err
	}
	h := sha256.New()
	io.WriteString(h, worker+"\x00")
	for _, p := range paths {
		f, err := os.Open(filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(p, "/web/"))))
		if err != nil {
			return "", err
		}
		io.WriteString(h, p+"\x00")
		_, err = io.Copy(h, f)
		f.Close()
		if err != nil {
			return "", err
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// hashedWasm points go-app's loader and service worker at a copy of app.wasm
// whose name carries the version, so the wasm can be cached as immutable.
type hashedWasm struct {
	app.ResourceResolver
	name string
}

func (r hashedWasm) Resolve(location string) string {
	if location == "/web/app.wasm" {
		return r.name
	}
	return r.ResourceResolver.Resolve(location)
}

func hashedWasmPath(version string) string { return "/web/hashed/app-" + version + ".wasm" }

// newHandler describes Lantern to go-app. Every icon is local: one
// unreachable asset would make the service worker's install fail, and
// with it the offline cache.
//
// The page's head blocks the first paint on three small files only:
// web/loader.js, which starts app.wasm's download and compile (the build
// writes its tag, fixHead), go-app's /app.css, which the build overwrites
// with every web/*.css (mergedStyles), and web/start.js, which must read
// the fragment before the first paint. Other scripts are deferred.
func newHandler(version string, files []string) (*app.Handler, error) {
	worker, err := workerTemplate()
	if err != nil {
		return nil, err
	}
	scripts := []string{startScript}
	var cacheable []string
	for _, p := range files {
		switch {
		case p == "/web/app.wasm", path.Ext(p) == ".css", p == startScript:
		case p == loaderScript:
			cacheable = append(cacheable, p) // its tag is the build's (fixHead)
		case path.Ext(p) == ".js":
			scripts = append(scripts, p+" defer")
		default:
			cacheable = append(cacheable, p)
		}
	}
	return &app.Handler{
		Name:        "Lantern",
		ShortName:   "Lantern",
		Title:       "Lantern",
		Description: "A table companion for cooperative tabletop games: one shared tablet, offline.",
		Lang:        "en",
		Icon: app.Icon{
			Default:  "/web/icon-192.png",
			Large:    "/web/icon-512.png",
			Maskable: "/web/icon-maskable-512.png",
			SVG:      "/web/icon.svg",
		},
		BackgroundColor:       "#1b1712",
		ThemeColor:            "#1b1712",
		LoadingLabel:          "Lighting the lantern… {progress}%",
		Scripts:               scripts,
		CacheableResources:    cacheable,
		Version:               version,
		Resources:             hashedWasm{ResourceResolver: app.LocalDir(""), name: hashedWasmPath(version)},
		ServiceWorkerTemplate: worker,
	}, nil
}

// startScript runs in the head, before the first paint (not deferred).
const startScript = "/web/start.js"

// loaderScript fetches and compiles app.wasm; the build puts it first in
// the head (fixHead).
const loaderScript = "/web/loader.js"

// mergedStyles joins the web/*.css files (files, sorted), lantern.css first
// as the others use its variables, into the one stylesheet the page links.
func mergedStyles(dir string, files []string) ([]byte, error) {
	var css []string
	for _, p := range files {
		if path.Ext(p) == ".css" {
			css = append(css, p)
		}
	}
	sort.SliceStable(css, func(i, j int) bool { return css[i] == "/web/lantern.css" && css[j] != "/web/lantern.css" })
	var b bytes.Buffer
	for _, p := range css {
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(p, "/web/"))))
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "/* %s */\n", strings.TrimPrefix(p, "/"))
		b.Write(data)
		b.WriteString("\n")
	}
	return b.Bytes(), nil
}
