//go:build !wasm

package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// gameIDs lists the games cmd/lantern builds in, one file games_<id>.go
// each.
func gameIDs(cmdDir string) []string {
	files, _ := filepath.Glob(filepath.Join(cmdDir, "games_*.go"))
	ids := make([]string, len(files))
	for i, f := range files {
		ids[i] = strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "games_"), ".go")
	}
	return ids
}

// part is one build of Lantern's app.wasm with some games left out.
type part struct {
	name  string
	games []string // the games built in
}

// measureParts builds app.wasm with no game and with each game alone, with
// Lantern's own build flags, and prints what the platform weighs against
// the hello world and what each game adds to it. Games are left out by
// their build tag lantern_no<id> (cmd/lantern/games_<id>.go).
func measureParts(appFlags string, games []string, hello sizes) (platform int, added []gameSize, err error) {
	dir, err := os.MkdirTemp("", "lantern-parts-")
	if err != nil {
		return 0, nil, err
	}
	defer os.RemoveAll(dir)
	parts := []part{{name: "platform alone"}}
	for _, g := range games {
		parts = append(parts, part{name: "platform + " + g, games: []string{g}})
	}
	fmt.Printf("%-20s %12s %14s %12s\n", "app.wasm by part", "brotli 11", "× hello world", "added")
	for i, p := range parts {
		s, err := buildPart(dir, appFlags, games, p)
		if err != nil {
			return 0, nil, fmt.Errorf("%s: %w", p.name, err)
		}
		if i == 0 {
			platform = s.brotli
			fmt.Printf("%-20s %12d %14.3f %12s\n", p.name, s.brotli, ratio(s.brotli, hello.brotli), "")
			continue
		}
		g := gameSize{id: p.games[0], added: s.brotli - platform}
		added = append(added, g)
		fmt.Printf("%-20s %12d %14.3f %+12d\n", p.name, s.brotli, ratio(s.brotli, hello.brotli), g.added)
	}
	return platform, added, nil
}

// measureShares prints, not judged, what each game adds to the whole app
// (whole, brotli bytes, against a build of every other game) and the rest
// they all share with the platform. The platform alone leaves out the
// code of the shared table frame that only a game links (the timeline,
// the recap, the record adapters), which the parts above count in each
// game; this count puts it with the platform, once.
func measureShares(appFlags string, games []string, whole int, hello sizes) error {
	dir, err := os.MkdirTemp("", "lantern-shares-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	fmt.Printf("%-20s %12s  (printed, not judged)\n", "adds to the whole", "brotli 11")
	rest := whole
	for _, g := range games {
		others := slices.DeleteFunc(slices.Clone(games), func(o string) bool { return o == g })
		s, err := buildPart(dir, appFlags, games, part{name: "all but " + g, games: others})
		if err != nil {
			return fmt.Errorf("all but %s: %w", g, err)
		}
		fmt.Printf("%-20s %12d\n", g, whole-s.brotli)
		rest -= whole - s.brotli
	}
	fmt.Printf("%-20s %12d %14.3f\n", "shared rest", rest, ratio(rest, hello.brotli))
	return nil
}

// buildPart builds cmd/lantern for the browser with every game outside
// p.games left out, and measures it.
func buildPart(dir, appFlags string, games []string, p part) (sizes, error) {
	out := filepath.Join(dir, strings.ReplaceAll(p.name, " ", "-")+".wasm")
	args := append([]string{"build"}, splitFlags(appFlags)...)
	args = append(args, "-tags", leaveOut(games, p.games), "-o", out, "./cmd/lantern")
	cmd := exec.Command("go", args...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if b, err := cmd.CombinedOutput(); err != nil {
		return sizes{}, fmt.Errorf("%s: %v\n%s", strings.Join(cmd.Args, " "), err, b)
	}
	return measureSize(out)
}

// leaveOut is the -tags value that builds only the games in keep.
func leaveOut(games, keep []string) string {
	var tags []string
	for _, g := range games {
		if !slices.Contains(keep, g) {
			tags = append(tags, "lantern_no"+g)
		}
	}
	return strings.Join(tags, ",")
}
