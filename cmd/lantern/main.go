// Command lantern is both Lantern's WebAssembly app and, natively, the tool
// that serves it, builds the static site and runs the rules from a terminal.
package main

import (
	"fmt"
	"os"
	"sort"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
)

// command is a native subcommand: `lantern NAME args…`. Files built only
// natively register theirs in init, so the WASM binary carries none of them.
type command struct {
	summary string
	run     func(args []string) error
}

var commands = map[string]command{}

func main() {
	shell.Routes()
	app.RunWhenOnBrowser() // in the browser this never returns

	if len(os.Args) < 2 {
		usage()
		os.Exit(2)
	}
	cmd, ok := commands[os.Args[1]]
	if !ok {
		fmt.Fprintf(os.Stderr, "lantern: unknown command %q\n\n", os.Args[1])
		usage()
		os.Exit(2)
	}
	if err := cmd.run(os.Args[2:]); err != nil {
		fmt.Fprintln(os.Stderr, "lantern:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: lantern COMMAND [flags]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		fmt.Fprintf(os.Stderr, "  %-8s %s\n", name, commands[name].summary)
	}
}
