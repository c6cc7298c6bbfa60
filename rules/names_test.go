package rules

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCleanName(t *testing.T) {
	for in, want := range map[string]string{
		"  Mara ":                   "Mara",
		"Ma\u202Era":                "Mara", // right-to-left override
		"\u2066Ode\u2069":           "Ode",  // isolate
		"Ike\u200F":                 "Ike",  // right-to-left mark
		"So\x00l\x1b[31m":           "Sol[31m",
		"Wr\u0085en\u009b":          "Wren",
		"Tab\there":                 "Tabhere",
		"line\nbreak\r":             "linebreak",
		"bad \xff utf8":             "bad  utf8",
		"Zoë, 渡辺, مريم, 🙂":          "Zoë, 渡辺, مريم, 🙂",
		"\u202A\u202B\u202C\u202D ": "",
	} {
		if got := CleanName(in); got != want {
			t.Errorf("CleanName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCheckName(t *testing.T) {
	for _, bad := range []string{"", "  ", strings.Repeat("é", 25)} {
		if err := CheckName("seat 1's name", bad, 24); !errors.Is(err, ErrBadConfig) {
			t.Errorf("CheckName(%q) = %v; want ErrBadConfig", bad, err)
		}
	}
	for _, good := range []string{"Mara", strings.Repeat("é", 24), "渡辺 🙂"} {
		if err := CheckName("seat 1's name", good, 24); err != nil {
			t.Errorf("CheckName(%q) = %v", good, err)
		}
	}
}

// FuzzCleanName: the result is valid UTF-8 without a hidden rune or outer
// space, cleaning it again changes nothing, and CheckName accepts it.
func FuzzCleanName(f *testing.F) {
	for _, s := range []string{"Mara", " \u202Eadmin\u202C ", "\x00\x7f\x85\u200e", "\xff\xfe", "渡辺"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c := CleanName(s)
		if !utf8.ValidString(c) || strings.TrimSpace(c) != c || CleanName(c) != c {
			t.Fatalf("CleanName(%q) = %q", s, c)
		}
		for _, r := range c {
			if hidden(r) {
				t.Fatalf("CleanName(%q) = %q keeps %U", s, c, r)
			}
		}
		if err := CheckName("name", c, len(c)); c != "" && err != nil {
			t.Fatalf("CheckName(CleanName(%q)) = %v", s, err)
		}
	})
}

func TestCheckClean(t *testing.T) {
	for _, bad := range []string{" Mara", "Ma\u202Era", "Ma\x00ra"} {
		if err := CheckClean("seat 1's name", bad); !errors.Is(err, ErrBadConfig) {
			t.Errorf("CheckClean(%q) = %v; want ErrBadConfig", bad, err)
		}
	}
	if err := CheckClean("seat 1's name", "渡辺 🙂"); err != nil {
		t.Error(err)
	}
}
