package rules

import (
	"strings"
	"unicode/utf8"
)

// CleanName is a name or title as Lantern keeps it: spaces trimmed, and
// without control characters (C0, DEL, C1) or the invisible marks that
// reorder text (bidirectional embeddings, overrides and isolates, U+202A–
// U+202E and U+2066–U+2069, and the marks U+200E and U+200F), which can
// make a name read as another or break the lines around it. Invalid UTF-8
// is dropped. Setup screens and renames clean what players type; decoders
// refuse a name that is not already clean (CheckName).
func CleanName(s string) string {
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if hidden(r) {
			return -1
		}
		return r
	}, strings.ToValidUTF8(s, "")))
}

func hidden(r rune) bool {
	return r < 0x20 || (r >= 0x7f && r <= 0x9f) ||
		(r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069) || r == 0x200e || r == 0x200f
}

// CheckName refuses a name in a game's config that a setup screen could
// never have made: empty, or over max characters (runes, which never
// outnumber what an input's maxlength counts). Hidden characters are not
// refused here, since a save made before CleanName may hold one and must
// still open (G-02); links and files from outside are held to CheckClean.
func CheckName(what, s string, max int) error {
	switch {
	case strings.TrimSpace(s) == "":
		return Refuse(ErrBadConfig, "%s is empty", what)
	case utf8.RuneCountInString(s) > max:
		return Refuse(ErrBadConfig, "%s is over %d characters", what, max)
	}
	return nil
}

// CheckClean refuses a name arriving in a link or file that is not as
// CleanName would keep it.
func CheckClean(what, s string) error {
	if CleanName(s) != s {
		return Refuse(ErrBadConfig, "%s has spaces around it or hidden characters", what)
	}
	return nil
}
