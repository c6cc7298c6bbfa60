// Package netlify reads the [[headers]] tables of netlify.toml and applies
// them to a static file server, so `lantern serve` and the browser tests see
// the headers production sends.
//
// Only the subset of TOML the project's netlify.toml uses is understood:
// comments, [table] and [[array]] headers, and key = "string" pairs (basic or
// literal strings, one line each). Tables other than [[headers]] and
// [headers.values] are skipped. Anything else inside a headers table is an
// error, so a header that Netlify would send is never silently dropped here.
package netlify

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Rule sets Values on every response whose path matches For.
type Rule struct {
	For    string
	Values []Header // in file order
}

// Header is one header name and value.
type Header struct{ Name, Value string }

// maxLine caps a line so hostile input cannot make the scanner grow without end.
const maxLine = 64 << 10

// Parse reads the [[headers]] rules from a netlify.toml.
func Parse(r io.Reader) ([]Rule, error) {
	var (
		rules   []Rule
		section string // "headers", "values" or "" (ignored table)
	)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), maxLine)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(stripComment(sc.Text()))
		if line == "" {
			continue
		}
		fail := func(format string, args ...any) error {
			return fmt.Errorf("netlify.toml line %d: %s", n, fmt.Sprintf(format, args...))
		}
		if strings.HasPrefix(line, "[") {
			switch line {
			case "[[headers]]":
				rules = append(rules, Rule{})
				section = "headers"
			case "[headers.values]":
				if len(rules) == 0 {
					return nil, fail("[headers.values] before any [[headers]]")
				}
				section = "values"
			default:
				if !strings.HasSuffix(line, "]") {
					return nil, fail("bad table header %q", line)
				}
				section = ""
			}
			continue
		}
		if section == "" {
			continue
		}
		key, val, err := keyValue(line)
		if err != nil {
			return nil, fail("%v", err)
		}
		rule := &rules[len(rules)-1]
		switch {
		case section == "headers" && key == "for":
			if !strings.HasPrefix(val, "/") {
				return nil, fail("path %q must start with /", val)
			}
			rule.For = val
		case section == "values":
			rule.Values = append(rule.Values, Header{Name: key, Value: val})
		default:
			return nil, fail("unsupported key %q in [[headers]]", key)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for i, r := range rules {
		if r.For == "" {
			return nil, fmt.Errorf("netlify.toml: [[headers]] number %d has no for", i+1)
		}
	}
	return rules, nil
}

// stripComment drops a # comment that is not inside a quoted string.
func stripComment(line string) string {
	var quote rune
	for i, c := range line {
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote == '"' && c == '\\':
			// the escaped rune cannot end the string; keyValue checks it
		case quote == 0 && (c == '"' || c == '\''):
			quote = c
		case quote == 0 && c == '#':
			return line[:i]
		}
	}
	return line
}

func keyValue(line string) (key, val string, err error) {
	k, v, ok := strings.Cut(line, "=")
	if !ok {
		return "", "", fmt.Errorf("expected key = \"value\", got %q", line)
	}
	key = strings.TrimSpace(k)
	if uq, err := unquote(key); err == nil {
		key = uq
	}
	if key == "" || strings.ContainsAny(key, " \t\"'") {
		return "", "", fmt.Errorf("bad key %q", k)
	}
	val, err = unquote(strings.TrimSpace(v))
	if err != nil {
		return "", "", fmt.Errorf("value of %s: %v", key, err)
	}
	if strings.ContainsAny(val, "\r\n") {
		return "", "", fmt.Errorf("value of %s spans lines", key)
	}
	return key, val, nil
}

func unquote(s string) (string, error) {
	switch {
	case len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'':
		if strings.ContainsRune(s[1:len(s)-1], '\'') {
			return "", fmt.Errorf("bad literal string %s", s)
		}
		return s[1 : len(s)-1], nil
	case len(s) >= 2 && s[0] == '"':
		return strconv.Unquote(s)
	}
	return "", fmt.Errorf("expected a quoted string, got %q", s)
}
