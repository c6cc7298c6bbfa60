package harrowing

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lantern/rules"
)

func TestLanternCatalogue(t *testing.T) {
	for _, name := range []string{"cards/lantern-r1.json", "cards/lantern-r2.json"} {
		b, err := readCard(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ParseCatalogue(b); err != nil {
			t.Fatal(name, err)
		}
	}
	if _, err := mergeLantern(readCard); err != nil {
		t.Fatal(err)
	}
}

func TestParseCatalogueRefuses(t *testing.T) {
	good, err := os.ReadFile(filepath.Join("cards", "lantern.json"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, from, to, want string }{
		{"unknown field", `"circles"`, `"circlez"`, "unknown field"},
		{"unknown op", `"op": "corrupt"`, `"op": "curse"`, `unknown op "curse"`},
		{"internal op", `"op": "corrupt"`, `"op": "_hit"`, `unknown op "_hit"`},
		{"bad sin", `"sin": "greed"`, `"sin": "avarice"`, `unknown sin "avarice"`},
		{"duplicate id", `"id": "i-loc-lampworks"`, `"id": "i-loc-tollbridge"`, "appears twice"},
		{"bad wall", `"walls": "NS"`, `"walls": "NX"`, `walls "NX"`},
		{"trailing data", "\n}\n", "\n}\n{}", "more after"},
		{"a stray brace", "\n}\n", "\n}\n}", "more after"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			bad := strings.Replace(string(good), tc.from, tc.to, 1)
			if bad == string(good) {
				t.Fatalf("%q is not in the catalogue", tc.from)
			}
			_, err := ParseCatalogue([]byte(bad))
			if !errors.Is(err, rules.ErrBadCard) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want ErrBadCard saying %q", err, tc.want)
			}
		})
	}
}

func FuzzCatalogue(f *testing.F) {
	b, _ := readCard("cards/lantern.json")
	f.Add(b)
	f.Add([]byte(`{"circles":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ParseCatalogue(data)
		if err == nil && Validate(c) != nil {
			t.Fatal("a parsed catalogue fails validation")
		}
		if err != nil && !errors.Is(err, rules.ErrBadCard) {
			t.Fatalf("error %v does not wrap ErrBadCard", err)
		}
	})
}
