//go:build !wasm

package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"lantern/app/hunt"
	rules "lantern/rules/hunt"
)

func init() {
	commands["hunt"] = command{
		summary: "play or simulate Kingdom Death hunts; check or print a hunt event table",
		run:     func(args []string) error { return huntCmd(args, os.Stdout) },
	}
}

func huntCmd(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("hunt", flag.ContinueOnError)
	seed := fs.Uint64("seed", 1, "seed of the first hunt")
	level := fs.Int("level", 1, "quarry level")
	n := fs.Int("n", 1, "hunts to play: 1 prints its log, more print statistics")
	table := fs.String("table", "", "play with this CSV or JSON hunt event table")
	check := fs.String("check", "", "only check this CSV or JSON table and report its problems")
	template := fs.Bool("template", false, "print Lantern's own table as CSV, to start your own from")
	if err := fs.Parse(args); err != nil {
		return err
	}
	switch {
	case *template:
		_, err := out.Write(rules.TableCSV(rules.Table()))
		return err
	case *check != "":
		t, err := readTable(*check)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "%s: %d rows, valid\n", *check, len(t))
		return nil
	}
	cfg, err := rules.Setup(sampleTeam(), "gloam-moth", *level)
	if err != nil {
		return err
	}
	if *table != "" {
		if cfg.Table, err = readTable(*table); err != nil {
			return err
		}
	}
	if *n <= 1 {
		return playOne(cfg, *seed, out)
	}
	return simulate(cfg, *seed, *n, out)
}

func readTable(path string) ([]rules.Entry, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) > rules.MaxImport {
		return nil, fmt.Errorf("%s is %d bytes; a table may be at most %d", path, len(b), rules.MaxImport)
	}
	t, err := hunt.ParseTable(path, b)
	if err != nil {
		return nil, fmt.Errorf("%s:\n%w", path, err)
	}
	return t, nil
}

// sampleTeam carries both tools so every procedure shows up.
func sampleTeam() []rules.Survivor {
	return []rules.Survivor{
		{Name: "Mara", Courage: 2, Understanding: 1, Gear: []string{rules.MiningTools}},
		{Name: "Ode", Courage: 3, Understanding: 2},
		{Name: "Ilse", Courage: 1, Understanding: 3, Gear: []string{rules.HerbTools}},
		{Name: "Tam", Courage: 4, Understanding: 0},
	}
}

// next is the move a sample hunt plays: the gathering cards go on the
// first space offered, and otherwise the one due move.
func next(s rules.State) rules.Move { return rules.Legal(s)[0] }

func playOne(cfg rules.Config, seed uint64, out io.Writer) error {
	s, err := rules.New(cfg, seed)
	if err != nil {
		return err
	}
	for !rules.Outcome(s).Over {
		var ev []rules.Event
		if s, ev, err = rules.Apply(s, next(s)); err != nil {
			return err
		}
		for _, e := range ev {
			fmt.Fprintln(out, e.Text)
		}
	}
	return nil
}

func simulate(cfg rules.Config, seed uint64, n int, out io.Writer) error {
	var events, ambush, longest int
	spaces := map[int]int{}
	for i := range n {
		s, err := rules.New(cfg, seed+uint64(i))
		if err != nil {
			return err
		}
		for !rules.Outcome(s).Over {
			if s, _, err = rules.Apply(s, next(s)); err != nil {
				return err
			}
		}
		o := rules.Outcome(s)
		events += o.Events
		longest = max(longest, o.Events)
		spaces[o.Space]++
		if o.Ambush {
			ambush++
		}
	}
	fmt.Fprintf(out, "%d hunts at level %d: %.1f events on average, longest %d; the quarry came to the survivors in %.1f%%\n",
		n, cfg.Level, float64(events)/float64(n), longest, 100*float64(ambush)/float64(n))
	var where []string
	for sp := range rules.Spaces {
		if spaces[sp] > 0 {
			where = append(where, fmt.Sprintf("%d: %.1f%%", sp, 100*float64(spaces[sp])/float64(n)))
		}
	}
	fmt.Fprintf(out, "showdown space: %s\n", strings.Join(where, ", "))
	return nil
}
