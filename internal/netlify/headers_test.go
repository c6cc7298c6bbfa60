package netlify

import (
	"net/http"
	"os"
	"reflect"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []Rule
		err  string
	}{
		{"empty", "", nil, ""},
		{"other tables skipped", "[build]\ncommand = \"make dist\"\npublish = 'dist'\n", nil, ""},
		{
			"one rule",
			"[[headers]]\n  for = \"/*\" # all\n  [headers.values]\n    X-A = \"1 # not a comment\"\n    'X-B' = 'two'\n",
			[]Rule{{For: "/*", Values: []Header{{"X-A", "1 # not a comment"}, {"X-B", "two"}}}},
			"",
		},
		{
			"two rules",
			"[[headers]]\nfor = \"/a\"\n[headers.values]\nA = \"x\"\n[[headers]]\nfor = \"/b\"\n[headers.values]\nB = \"y\\\"z\"\n",
			[]Rule{{For: "/a", Values: []Header{{"A", "x"}}}, {For: "/b", Values: []Header{{"B", "y\"z"}}}},
			"",
		},
		{"values first", "[headers.values]\nA = \"x\"\n", nil, "before any"},
		{"missing for", "[[headers]]\n[headers.values]\nA = \"x\"\n", nil, "has no for"},
		{"relative for", "[[headers]]\nfor = \"a\"\n", nil, "must start with /"},
		{"unquoted", "[[headers]]\nfor = /a\n", nil, "quoted string"},
		{"unknown key", "[[headers]]\nfor = \"/a\"\nstatus = \"200\"\n", nil, "unsupported key"},
		{"no equals", "[[headers]]\nfor\n", nil, "expected key"},
		{"newline escape", "[[headers]]\nfor = \"/a\"\n[headers.values]\nA = \"x\\ny\"\n", nil, "spans lines"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(strings.NewReader(tt.in))
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err = %v, want it to mention %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %#v\nwant %#v", got, tt.want)
			}
		})
	}
}

func TestMatch(t *testing.T) {
	tests := []struct {
		pattern, path string
		want          bool
	}{
		{"/*", "/", true},
		{"/*", "/web/app.wasm", true},
		{"/", "/", true},
		{"/", "/index.html", false},
		{"/*.wasm", "/web/hashed/app-1.wasm", true},
		{"/*.wasm", "/web/app.wasmx", false},
		{"/web/hashed/*", "/web/hashed/app-1.wasm", true},
		{"/web/hashed/*", "/web/app.wasm", false},
		{"/:seg/x", "/a/x", true},
		{"/:seg/x", "/a/b/x", false},
		{"/:seg/x", "//x", false},
		{"/a.b", "/aXb", false},
	}
	for _, tt := range tests {
		t.Run(tt.pattern+" "+tt.path, func(t *testing.T) {
			if got := Match(tt.pattern, tt.path); got != tt.want {
				t.Fatalf("Match(%q, %q) = %v", tt.pattern, tt.path, got)
			}
		})
	}
}

func TestApplyJoinsRepeatedHeaders(t *testing.T) {
	rules := []Rule{
		{For: "/*", Values: []Header{{"x-a", "1"}}},
		{For: "/b", Values: []Header{{"X-A", "2"}, {"X-B", "3"}}},
		{For: "/c", Values: []Header{{"X-C", "no"}}},
	}
	h := http.Header{}
	Apply(rules, "/b", h)
	want := http.Header{"X-A": {"1, 2"}, "X-B": {"3"}}
	if !reflect.DeepEqual(h, want) {
		t.Fatalf("got %v, want %v", h, want)
	}
}

// The project's own netlify.toml must parse, and carry the headers the
// browser tests rely on.
func TestProjectConfig(t *testing.T) {
	f, err := os.Open("../../netlify.toml")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rules, err := Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ path, header, want string }{
		{"/", "Cache-Control", "no-cache"},
		{"/index.html", "Cache-Control", "no-cache"},
		{"/app.js", "Cache-Control", "no-cache"},
		{"/app-worker.js", "Cache-Control", "no-cache"},
		{"/web/app.wasm", "Cache-Control", ""},
		{"/web/hashed/app-0123.wasm", "Cache-Control", "public, max-age=31536000, immutable"},
		{"/web/hashed/app-0123.wasm", "Content-Type", "application/wasm"},
		{"/", "X-Content-Type-Options", "nosniff"},
		{"/", "Referrer-Policy", "no-referrer"},
	}
	for _, tt := range tests {
		t.Run(tt.path+" "+tt.header, func(t *testing.T) {
			h := http.Header{}
			Apply(rules, tt.path, h)
			if got := h.Get(tt.header); got != tt.want {
				t.Fatalf("%s = %q, want %q", tt.header, got, tt.want)
			}
		})
	}
	h := http.Header{}
	Apply(rules, "/", h)
	if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self' 'wasm-unsafe-eval'") {
		t.Fatalf("CSP %q lacks the script-src the app needs", csp)
	}
}

func FuzzParse(f *testing.F) {
	if b, err := os.ReadFile("../../netlify.toml"); err == nil {
		f.Add(string(b))
	}
	f.Add("[[headers]]\nfor = \"/*\"\n[headers.values]\nA = 'b'\n")
	f.Fuzz(func(t *testing.T, in string) {
		rules, err := Parse(strings.NewReader(in))
		if err != nil {
			return
		}
		for _, r := range rules {
			if !strings.HasPrefix(r.For, "/") {
				t.Fatalf("accepted rule path %q", r.For)
			}
			Apply(rules, r.For, http.Header{})
		}
	})
}

func FuzzMatch(f *testing.F) {
	f.Add("/*.wasm", "/web/app.wasm")
	f.Add("/:a/*", "/x/y")
	f.Fuzz(func(t *testing.T, pattern, path string) {
		if Match(pattern, path) && !strings.ContainsAny(pattern, "*:") && pattern != path {
			t.Fatalf("literal %q matched %q", pattern, path)
		}
	})
}
