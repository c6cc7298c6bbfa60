package netlify

import (
	"net/http"
	"regexp"
	"strings"
)

// Match reports whether path matches a Netlify `for` pattern: "*" matches any
// run of characters, slashes included; ":name" matches one path segment.
// The pattern becomes a regular expression, so matching stays linear in the
// path whatever the pattern (a backtracking glob can take exponential time).
func Match(pattern, path string) bool {
	var re strings.Builder
	re.WriteString("^")
	for i := 0; i < len(pattern); i++ {
		switch c := pattern[i]; {
		case c == '*':
			re.WriteString(".*")
		case c == ':' && i+1 < len(pattern) && isNameByte(pattern[i+1]):
			for i+1 < len(pattern) && isNameByte(pattern[i+1]) {
				i++
			}
			re.WriteString("[^/]+")
		default:
			re.WriteString(regexp.QuoteMeta(pattern[i : i+1]))
		}
	}
	re.WriteString("$")
	m, err := regexp.Compile(re.String())
	return err == nil && m.MatchString(path) // invalid UTF-8 matches nothing
}

func isNameByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// Apply sets on h the headers of every rule matching path. A header set by
// several matching rules gets their values joined with ", ", as Netlify does.
func Apply(rules []Rule, path string, h http.Header) {
	seen := map[string]bool{}
	for _, r := range rules {
		if !Match(r.For, path) {
			continue
		}
		for _, v := range r.Values {
			name := http.CanonicalHeaderKey(v.Name)
			if seen[name] {
				h.Set(name, h.Get(name)+", "+v.Value)
				continue
			}
			seen[name] = true
			h.Set(name, v.Value)
		}
	}
}

// Handler serves the files under dir with the rules' headers, like Netlify:
// "/" and "/x/" serve index.html, and the headers are matched against the
// request path (Netlify matches "/" as well as "/index.html"). Text and
// WebAssembly go out brotli or gzip when the browser accepts it, as
// Netlify sends them (compress.go).
func Handler(dir string, rules []Rule) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		Apply(rules, r.URL.Path, w.Header())
		if !serveCompressed(dir, w, r) {
			files.ServeHTTP(w, r)
		}
	})
}
