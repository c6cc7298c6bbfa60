package record

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lantern/internal/golden"
)

// linkCases are the games the link goldens hold: a short one, a long one,
// and one whose packed moves do not deflate (as a real game's rarely do),
// each with and without a title.
func linkCases() map[string]File {
	noisy := goldenRecord(Version)
	noisy.Moves = make([]byte, 600)
	x := uint32(2463534242)
	for i := range noisy.Moves { // xorshift: the same noise every run
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		noisy.Moves[i] = byte(x)
	}
	out := map[string]File{}
	for name, r := range map[string]Record{"short": goldenRecord(Version), "long": toyGame(400), "noisy": noisy} {
		r.Snapshot = nil
		out[name] = File{Record: r}
		out[name+"-titled"] = File{Title: "Tuesday night", Record: r}
	}
	return out
}

func linkLines(t *testing.T, path string) map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if name, payload, ok := strings.Cut(sc.Text(), " "); ok {
			out[name] = payload
		}
	}
	return out
}

// link-deflate.golden is frozen: the links of linkCases as Lantern wrote
// them before the raw form, every one deflated. They must keep opening
// to the same game (G-02).
func TestOldLinksStillOpen(t *testing.T) {
	old := linkLines(t, filepath.Join("testdata", "link-deflate.golden"))
	cases := linkCases()
	if len(old) != len(cases) {
		t.Fatalf("%d old links for %d games", len(old), len(cases))
	}
	for name, want := range cases {
		f, err := DecodeLinkFile(old[name])
		if err != nil || f.Title != want.Title || !sameRecord(f.Record, want.Record) {
			t.Errorf("%s: %+v, %v", name, f, err)
		}
	}
}

// link.golden pins the links Lantern writes now; each is as short as the
// deflated or the raw form makes it, and a game that deflates keeps the
// very link it had.
func TestLinkGolden(t *testing.T) {
	old := linkLines(t, filepath.Join("testdata", "link-deflate.golden"))
	cases := linkCases()
	var b bytes.Buffer
	for _, name := range []string{"short", "short-titled", "long", "long-titled", "noisy", "noisy-titled"} {
		f := cases[name]
		payload, err := EncodeLinkFile(f)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s %s\n", name, payload)
		back, err := DecodeLinkFile(payload)
		if err != nil || back.Title != f.Title || !sameRecord(back.Record, f.Record) {
			t.Errorf("%s does not read back: %+v, %v", name, back, err)
		}
		if len(payload) > len(old[name]) {
			t.Errorf("%s: %d characters, longer than the deflated %d", name, len(payload), len(old[name]))
		}
		if raw, _ := base64.RawURLEncoding.DecodeString(payload); raw[0] != rawMark && payload != old[name] {
			t.Errorf("%s: a deflated link changed", name)
		}
	}
	golden.Check(t, filepath.Join("testdata", "link.golden"), b.Bytes())
	noisy, _ := EncodeLinkFile(cases["noisy"])
	if len(noisy) >= len(old["noisy"]) {
		t.Errorf("a game that does not deflate: %d characters, deflated %d", len(noisy), len(old["noisy"]))
	}
}
