//go:build !wasm

package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestHopeReplayExample(t *testing.T) {
	var out bytes.Buffer
	if err := hopeCmd([]string{"replay", "../../rules/hope/testdata/replay-example.json"}, nil, &out, &out); err != nil {
		t.Fatal(err)
	}
	var o replayOutput
	if err := json.Unmarshal(out.Bytes(), &o); err != nil {
		t.Fatal(err)
	}
	if !o.OK || len(o.Events) == 0 || o.Events[0].Who != "Ana" || o.Events[0].CardID != "core-w01" {
		t.Fatalf("output %+v", o.Events[:1])
	}
}

func TestHopeReplayRefusedFromStdin(t *testing.T) {
	script := `{"seats":[{"name":"A"},{"name":"B"},{"name":"C"}],"seed":7,"moves":[{"seat":2,"move":"draw","terrain":"urban"}]}`
	var out bytes.Buffer
	err := hopeCmd([]string{"replay", "-"}, strings.NewReader(script), &out, &out)
	if err == nil || !strings.Contains(out.String(), `"reason": "not your turn`) {
		t.Fatalf("err %v, output %s", err, out.String())
	}
}

func TestHopeSim(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := hopeCmd([]string{"sim", "-games", "30", "-seats", "4", "-expansion", "-policy", "cautious,random"}, nil, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"games 30", "deaths ", "deaths by round: 1:", "first characters gone by the end of round: 1:", "never played: ", "hardship scenes succeeded", "core-w01", "scene"} {
		if !strings.Contains(out.String(), want) {
			t.Fatalf("no %q in\n%s", want, out.String())
		}
	}
	if errOut.Len() != 0 {
		t.Fatal("a progress bar on a buffer, which is no terminal")
	}
	if err := hopeCmd([]string{"sim", "-seats", "2..6"}, nil, &out, &errOut); err == nil {
		t.Fatal("bad seats accepted")
	}
}
