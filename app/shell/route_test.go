package shell

import (
	"net/url"
	"testing"
)

func TestParseRoute(t *testing.T) {
	tests := []struct {
		fragment string
		want     route
	}{
		{"", route{}},
		{"/", route{}},
		{"/saves", route{Prefix: "saves"}},
		{"/saves/", route{Prefix: "saves"}},
		{"/new/hope", route{Prefix: "new", Rest: "hope"}},
		{"/play/hope/abc", route{Prefix: "play", Rest: "hope/abc"}},
		{"/r/eJzLSM3JyQcABiwCFQ", route{Prefix: "r", Rest: "eJzLSM3JyQcABiwCFQ"}},
		{"settings", route{Prefix: "settings"}},
	}
	for _, tt := range tests {
		t.Run(tt.fragment, func(t *testing.T) {
			if got := parseRoute(tt.fragment); got != tt.want {
				t.Fatalf("parseRoute(%q) = %+v, want %+v", tt.fragment, got, tt.want)
			}
		})
	}
}

func TestFragmentURLKeepsTheOneDocument(t *testing.T) {
	cur, _ := url.Parse("https://lantern.example/?x=1#/saves")
	tests := []struct{ in, want string }{
		{"/play/hope/abc", "https://lantern.example/#/play/hope/abc"},
		{"#/about", "https://lantern.example/#/about"},
		{"settings", "https://lantern.example/#/settings"},
		{"/", "https://lantern.example/#/"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := fragmentURL(cur, tt.in).String(); got != tt.want {
				t.Fatalf("got %s, want %s", got, tt.want)
			}
		})
	}
	if cur.Fragment != "/saves" {
		t.Fatal("fragmentURL changed its input")
	}
}

func TestSplitGame(t *testing.T) {
	tests := []struct {
		rest, game, save string
		ok               bool
	}{
		{"hope/abc", "hope", "abc", true},
		{"hope", "hope", "", false},
		{"hope/", "hope", "", false},
		{"/abc", "", "abc", false},
	}
	for _, tt := range tests {
		t.Run(tt.rest, func(t *testing.T) {
			g, s, ok := splitGame(tt.rest)
			if g != tt.game || s != tt.save || ok != tt.ok {
				t.Fatalf("splitGame(%q) = %q, %q, %v", tt.rest, g, s, ok)
			}
		})
	}
}

func TestHref(t *testing.T) {
	for in, want := range map[string]string{"/saves": "#/saves", "saves": "#/saves", "#/about": "#/about", "/": "#/"} {
		if got := Href(in); got != want {
			t.Errorf("Href(%q) = %q, want %q", in, got, want)
		}
	}
}
