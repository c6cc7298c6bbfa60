//go:build !wasm

package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"lantern/rules"
	"lantern/rules/hope"
)

func init() {
	commands["hope"] = command{
		summary: "Hope Inhumanity: sim (bot games and statistics) or replay FILE|- (a script, see docs/replay.md)",
		run:     func(args []string) error { return hopeCmd(args, os.Stdin, os.Stdout, os.Stderr) },
	}
}

func hopeCmd(args []string, in io.Reader, out, errOut io.Writer) error {
	if len(args) == 0 {
		return errors.New("usage: lantern hope sim [flags] | lantern hope replay FILE|-")
	}
	switch args[0] {
	case "sim":
		return hopeSim(args[1:], out, errOut)
	case "replay":
		return hopeReplay(args[1:], in, out)
	}
	return fmt.Errorf("hope: unknown subcommand %q (sim, replay)", args[0])
}

// replayOutput is what `lantern hope replay` prints.
type replayOutput struct {
	OK      bool         `json:"ok"`
	Refused *refusedMove `json:"refused,omitempty"`
	Result  hope.Result  `json:"result"`
	State   hope.State   `json:"state"`
	Events  []namedEvent `json:"events"`
}

type refusedMove struct {
	Index  int             `json:"index"` // 0-based position in "moves"
	Move   hope.ScriptMove `json:"move"`
	Reason string          `json:"reason"`
}

// namedEvent is an event with names instead of indexes, for people.
type namedEvent struct {
	hope.Event
	Who    string `json:"who,omitempty"`
	Whom   string `json:"whom,omitempty"`
	CardID string `json:"cardId,omitempty"`
}

func hopeReplay(args []string, in io.Reader, out io.Writer) error {
	if len(args) != 1 {
		return errors.New("usage: lantern hope replay FILE|-")
	}
	data, err := readScript(args[0], in)
	if err != nil {
		return err
	}
	sc, err := hope.ParseScript(data)
	if err != nil {
		return err
	}
	s, evs, runErr := sc.Run(nil)
	var re *rules.ReplayError
	if runErr != nil && !errors.As(runErr, &re) {
		return runErr // the setup itself was refused
	}
	o := replayOutput{OK: runErr == nil, Result: hope.GameOutcome(s), State: s, Events: nameEvents(s, evs)}
	if re != nil {
		o.Refused = &refusedMove{Index: re.Index, Move: sc.Moves[re.Index], Reason: re.Err.Error()}
	}
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	if err := enc.Encode(o); err != nil {
		return err
	}
	return runErr
}

func readScript(name string, in io.Reader) ([]byte, error) {
	r := in
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	return io.ReadAll(io.LimitReader(r, hope.MaxScriptBytes+1))
}

func nameEvents(s hope.State, evs []hope.Event) []namedEvent {
	name := func(x int8) string {
		if x >= 0 && x < s.N {
			return s.Seats[x].Name
		}
		return ""
	}
	out := make([]namedEvent, len(evs))
	for i, e := range evs {
		out[i] = namedEvent{Event: e, Who: name(e.Seat), CardID: s.Cards.CardOf(e)}
		switch e.Kind {
		case hope.EvSupport, hope.EvRefuse, hope.EvSteal, hope.EvLend, hope.EvReturn, hope.EvInherit, hope.EvGift, hope.EvTarget:
			out[i].Whom = name(e.Other)
		}
	}
	return out
}
