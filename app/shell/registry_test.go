package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// withRegistry runs f against a scratch registry and restores the real one.
func withRegistry(t *testing.T, f func()) {
	t.Helper()
	g, p := games, pages
	games, pages = nil, nil
	defer func() { games, pages = g, p }()
	f()
}

func TestRegisterGameReplacesInPlace(t *testing.T) {
	withRegistry(t, func() {
		RegisterGame(Game{ID: "a", Title: "A"})
		RegisterGame(Game{ID: "b", Title: "B"})
		RegisterGame(Game{ID: "a", Title: "A2"})
		got := Games()
		if len(got) != 2 || got[0].Title != "A2" || got[1].ID != "b" {
			t.Fatalf("Games() = %+v", got)
		}
		if _, ok := FindGame("c"); ok {
			t.Fatal("found an unregistered game")
		}
	})
}

func TestRegisterPageReplacesPlaceholder(t *testing.T) {
	withRegistry(t, func() {
		RegisterPage(Page{Prefix: "saves", Title: "Placeholder", Nav: true})
		RegisterPage(Page{Prefix: "about", Title: "About", Nav: true})
		RegisterPage(Page{Prefix: "saves", Title: "Saves", Nav: true})
		got := Pages()
		if len(got) != 2 || got[0].Title != "Saves" || got[1].Prefix != "about" {
			t.Fatalf("Pages() = %+v", got)
		}
	})
}

func TestRegisterRejectsBadNames(t *testing.T) {
	tests := []struct {
		name string
		f    func()
	}{
		{"empty game", func() { RegisterGame(Game{}) }},
		{"slash game", func() { RegisterGame(Game{ID: "a/b"}) }},
		{"reserved page", func() { RegisterPage(Page{Prefix: "play"}) }},
		{"empty page", func() { RegisterPage(Page{}) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			withRegistry(t, func() {
				defer func() {
					if recover() == nil {
						t.Fatal("no panic")
					}
				}()
				tt.f()
			})
		})
	}
}

// content picks the screen from the route; unknown routes get "not found"
// rather than a blank page.
func TestContent(t *testing.T) {
	withRegistry(t, func() {
		RegisterGame(Game{
			ID: "g", Title: "G",
			New:  func() app.UI { return tag.P().Text("new g") },
			Play: func(save string) app.UI { return tag.P().Text("play g " + save) },
		})
		RegisterPage(Page{Prefix: "r", Render: func(rest string) app.UI { return tag.P().Text("link " + rest) }})
		tests := []struct{ fragment, want string }{
			{"/", "New game"},
			{"/new/g", "new g"},
			{"/play/g/s1", "play g s1"},
			{"/r/payload", "link payload"},
			{"/new/nope", "Page not found"},
			{"/play/g", "Page not found"},
			{"/nowhere", "Page not found"},
		}
		for _, tt := range tests {
			t.Run(tt.fragment, func(t *testing.T) {
				s := &Shell{route: parseRoute(tt.fragment)}
				if html := app.HTMLString(s.content()); !strings.Contains(html, tt.want) {
					t.Fatalf("content for %s = %s, want it to contain %q", tt.fragment, html, tt.want)
				}
			})
		}
	})
}

func TestGamesListedByTitle(t *testing.T) {
	withRegistry(t, func() {
		for _, g := range []Game{{ID: "c", Title: "Cee"}, {ID: "a", Title: "Ay"}, {ID: "b", Title: "Bee"}} {
			RegisterGame(g)
		}
		var got []string
		for _, g := range Games() {
			got = append(got, g.ID)
		}
		if strings.Join(got, ",") != "a,b,c" {
			t.Fatalf("library order %v, want a,b,c (by title)", got)
		}
	})
}
