package harrowing

import (
	"strings"
	"testing"
)

// A broken card file's error says where to look: the line and column, the
// card and the field (an owner's file is long; "not readable JSON: json:
// unknown field", or "card X has unknown op" with no word of which of
// its lists, left them to search).
func TestCardFileErrorsPointAtCardAndField(t *testing.T) {
	good := string(Template())
	boss := Lantern().Circles[0].Boss
	health := `"health": ` + itoa(boss.Health)
	at := strings.Index(good, `"id": "`+boss.ID+`"`)
	if at < 0 || !strings.Contains(good[at:], health) {
		t.Fatal("the template's boss is not where the test looks")
	}
	broken := func(old, new string) string {
		i := at + strings.Index(good[at:], old)
		return good[:i] + new + good[i+len(old):]
	}
	for _, tc := range []struct{ name, file, want string }{
		{"unknown field", broken(health, `"helth": 7`), `unknown field "helth"`},
		{"wrong type", broken(health, `"health": "7"`), "circles.boss.health"},
		{"syntax", broken(health+",", health), "line "},
		{"unknown op", broken(`"op": "`, `"op": "curse`), `'s threat has unknown op`},
		{"bad sin", broken(`"sin": "`, `"sin": "sloth`), `'s phase at `},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := OwnerCards([]byte(tc.file))
			if err == nil {
				t.Fatal("a broken file was taken")
			}
			for _, w := range []string{boss.ID, tc.want} {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%q does not name %q", err, w)
				}
			}
		})
	}
}
