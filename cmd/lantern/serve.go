//go:build !wasm

package main

import (
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"

	"lantern/internal/netlify"
)

func init() {
	commands["serve"] = command{
		summary: "serve the built site with netlify.toml's headers, compressed as Netlify does (make run)",
		run:     serveCmd,
	}
}

func serveCmd(args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", ":7777", "address to listen on")
	dir := fs.String("dir", "dist", "built site to serve (lantern build)")
	config := fs.String("config", "netlify.toml", "Netlify config whose [[headers]] to apply")
	if err := fs.Parse(args); err != nil {
		return err
	}
	h, err := siteHandler(*dir, *config)
	if err != nil {
		return err
	}
	// Compress before listening, so the first visit gets app.wasm at once.
	if err := netlify.Warm(*dir); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	fmt.Printf("serving %s on http://%s\n", *dir, ln.Addr())
	return http.Serve(ln, h)
}

func siteHandler(dir, config string) (http.Handler, error) {
	f, err := os.Open(config)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rules, err := netlify.Parse(f)
	if err != nil {
		return nil, err
	}
	return netlify.Handler(dir, rules), nil
}
