//go:build !wasm

package main

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
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
func newHandler(version string, wasmSize int64, files []string) (*app.Handler, error) {
	worker, err := workerTemplate()
	if err != nil {
		return nil, err
	}
	var styles, scripts, cacheable []string
	for _, p := range files {
		switch {
		case p == "/web/app.wasm":
		case path.Ext(p) == ".css":
			styles = append(styles, p)
		case path.Ext(p) == ".js":
			scripts = append(scripts, p)
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
		Styles:                styles,
		Scripts:               scripts,
		CacheableResources:    cacheable,
		Version:               version,
		WasmContentLength:     strconv.FormatInt(wasmSize, 10),
		Resources:             hashedWasm{ResourceResolver: app.LocalDir(""), name: hashedWasmPath(version)},
		ServiceWorkerTemplate: worker,
	}, nil
}
