package blessed

import (
	"strings"
	"testing"
	"unicode/utf8"

	"lantern/rules/blessed"
)

func party(t testing.TB, n int) blessed.State {
	t.Helper()
	s, err := blessed.New(blessed.Config{}, 1)
	for range n {
		if err == nil {
			s, _, err = blessed.Apply(s, blessed.Move{Kind: blessed.AddCharacter, Stat: blessed.Head, Lifestyle: blessed.Carefree, Ethic: blessed.ViceVirtue})
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestNotesFitTheParty(t *testing.T) {
	long := strings.Repeat("é", maxText+9)
	tests := []struct {
		name  string
		notes string
		party int
		want  []Sheet
	}{
		{"none", "", 2, []Sheet{{Name: "Character 1"}, {Name: "Character 2"}}},
		{"unreadable", "{nope", 1, []Sheet{{Name: "Character 1"}}},
		{"more sheets than characters (an undone add)", `[{"name":"Ada"},{"name":"Bram"}]`, 1, []Sheet{{Name: "Ada"}}},
		{"fewer sheets", `[{"name":"Ada"}]`, 2, []Sheet{{Name: "Ada"}, {Name: "Character 2"}}},
		{"trimmed", `[{"name":"  Ada  ","pronouns":" she ","aptitudes":[" Knots ",""," "]}]`, 1, []Sheet{{Name: "Ada", Pronouns: "she", Aptitudes: []string{"Knots"}}}},
		{"too long", `[{"name":"` + long + `"}]`, 1, []Sheet{{Name: strings.Repeat("é", maxText)}}},
		{"with the setting", `{"setting":"Vice & Virtue","sheets":[{"name":"Ada","aptitudes":["","Knots"]}]}`, 1, []Sheet{{Name: "Ada", Aptitudes: []string{"", "Knots"}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := unpackNotes([]byte(tt.notes), party(t, tt.party))
			if len(got) != len(tt.want) {
				t.Fatalf("got %d sheets %+v; want %+v", len(got), got, tt.want)
			}
			for i := range got {
				if got[i].Name != tt.want[i].Name || got[i].Pronouns != tt.want[i].Pronouns || strings.Join(got[i].Aptitudes, "|") != strings.Join(tt.want[i].Aptitudes, "|") {
					t.Errorf("sheet %d = %+v; want %+v", i, got[i], tt.want[i])
				}
			}
		})
	}
}

func TestNotesRoundTrip(t *testing.T) {
	in := []Sheet{{Name: "Ada", Pronouns: "she/her", Aptitudes: []string{"Knots", "Tides"}}, {Name: "Bram"}}
	b, err := packNotes("Fate & Knowledge", in)
	if err != nil {
		t.Fatal(err)
	}
	if got := unpackSetting(b); got != "Fate & Knowledge" {
		t.Fatalf("setting %q", got)
	}
	out := unpackNotes(b, party(t, 2))
	if out[0].Name != "Ada" || out[0].Pronouns != "she/her" || len(out[0].Aptitudes) != 2 || out[1].Name != "Bram" {
		t.Fatalf("round trip: %+v", out)
	}
}

// Notes come from files and links: whatever they hold, every character
// gets a sheet with a name, and texts stay valid and short.
func FuzzNotes(f *testing.F) {
	f.Add([]byte(`[{"name":"Ada","aptitudes":["Knots"]}]`), uint8(2))
	f.Add([]byte(`[{"name":"\xff\xfe"}]`), uint8(1))
	f.Add([]byte(`null`), uint8(0))
	f.Fuzz(func(t *testing.T, b []byte, n uint8) {
		s := party(t, int(n%blessed.MaxParty))
		got := unpackNotes(b, s)
		if len(got) != len(s.Party) {
			t.Fatalf("%d sheets for %d characters", len(got), len(s.Party))
		}
		for _, sh := range got {
			texts := append([]string{sh.Name, sh.Pronouns, sh.Age, sh.Appearance}, append(sh.Aptitudes, sh.Specializations...)...)
			for _, x := range texts {
				if !utf8.ValidString(x) || utf8.RuneCountInString(x) > maxText {
					t.Fatalf("text %q", x)
				}
			}
			for _, x := range []string{sh.Backstory, sh.Gained, sh.Rumours, sh.Favor, sh.Notes} {
				if !utf8.ValidString(x) || utf8.RuneCountInString(x) > maxLong {
					t.Fatalf("long text %q", x)
				}
			}
			if sh.Name == "" || len(sh.Aptitudes) > maxAptitudes {
				t.Fatalf("sheet %+v", sh)
			}
		}
	})
}
