package harrowing

import (
	_ "embed" // the card files below
	"io/fs"
)

// The card files, embedded one by one: lantern.json, the circles' partial
// catalogues (circle-*.json), the frozen books of old revisions and
// revision 5's patch (rev5.json, applyPatch). An
// embed.FS would bring its directory and file-info code into app.wasm to
// read a dozen files by name; TestEveryCardFileIsEmbedded keeps this list
// and the folder the same.
//
// What is embedded is packed/, the files of cards/ without their
// indentation, which cost some 35 KB of brotli inside app.wasm
// (docs/architecture.md). Edit cards/, then run
// go test ./rules/harrowing -run TestPackedCards -update.
var (
	//go:embed packed/lantern.json
	lanternJSON string
	//go:embed packed/lantern-r1.json
	lanternR1JSON string
	//go:embed packed/lantern-r2.json
	lanternR2JSON string
	//go:embed packed/circle-3.json
	circle3JSON string
	//go:embed packed/circle-4.json
	circle4JSON string
	//go:embed packed/circle-5.json
	circle5JSON string
	//go:embed packed/circle-6.json
	circle6JSON string
	//go:embed packed/circle-7.json
	circle7JSON string
	//go:embed packed/circle-8.json
	circle8JSON string
	//go:embed packed/circle-9.json
	circle9JSON string
	//go:embed packed/rev5.json
	rev5JSON string
)

var cardFiles = []struct {
	name string
	text *string
}{
	{"cards/lantern.json", &lanternJSON},
	{"cards/lantern-r1.json", &lanternR1JSON},
	{"cards/lantern-r2.json", &lanternR2JSON},
	{"cards/circle-3.json", &circle3JSON},
	{"cards/circle-4.json", &circle4JSON},
	{"cards/circle-5.json", &circle5JSON},
	{"cards/circle-6.json", &circle6JSON},
	{"cards/circle-7.json", &circle7JSON},
	{"cards/circle-8.json", &circle8JSON},
	{"cards/circle-9.json", &circle9JSON},
	{"cards/rev5.json", &rev5JSON},
}

// readCard reads one embedded card file by its path, "cards/…".
func readCard(name string) ([]byte, error) {
	for _, f := range cardFiles { // a list: a map literal is code at start
		if f.name == name {
			return []byte(*f.text), nil
		}
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}
