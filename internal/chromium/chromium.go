// Package chromium starts Debian's Chromium the one way this project may:
// headless, with a fresh profile, and with every background connection off
// (the machines that run the tests have no network but package registries).
// The browser tests and the start-time benchmark share it.
package chromium

import "github.com/chromedp/chromedp"

// Path is Debian's chromium binary.
const Path = "/usr/bin/chromium"

// Options are the allocator options for a browser using profile as its
// --user-data-dir; callers add their own (a window size, say) after them.
func Options(profile string) []chromedp.ExecAllocatorOption {
	opts := []chromedp.ExecAllocatorOption{chromedp.ExecPath(Path), chromedp.UserDataDir(profile)}
	for _, flag := range []string{
		"headless", "no-sandbox", "disable-gpu", "disable-quic", "no-first-run",
		"disable-background-networking", "disable-component-update", "disable-sync",
		"disable-dev-shm-usage", // /dev/shm is small in containers; use /tmp instead
	} {
		opts = append(opts, chromedp.Flag(flag, true))
	}
	return opts
}
