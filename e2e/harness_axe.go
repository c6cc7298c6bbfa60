//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// axe-core is installed by `npm ci` in e2e/ from the committed lock file.
var axeSource = sync.OnceValues(func() (string, error) {
	b, err := os.ReadFile(filepath.Join("node_modules", "axe-core", "axe.min.js"))
	return string(b), err
})

type axeViolation struct {
	ID     string `json:"id"`
	Impact string `json:"impact"`
	Help   string `json:"help"`
	Nodes  []struct {
		Target []any `json:"target"`
	} `json:"nodes"`
}

// Axe runs axe-core on the current screen and fails the test on serious or
// critical violations (lesser ones are logged). DevTools evaluation is not
// subject to the page's Content-Security-Policy, so no CSP exception is needed.
func (b *Browser) Axe() {
	b.t.Helper()
	src, err := axeSource()
	if err != nil {
		b.t.Fatalf("axe-core missing (%v): run `npm ci` in e2e/ (make test does)", err)
	}
	var loaded bool
	b.Eval(src+";\ntypeof axe === 'object'", &loaded)
	if !loaded {
		b.t.Fatal("axe-core did not load")
	}
	var violations []axeViolation
	b.Eval(`axe.run(document, {resultTypes: ["violations"]}).then(r => r.violations)`, &violations)
	var bad []string
	for _, v := range violations {
		line := fmt.Sprintf("%s (%s): %s at %v", v.ID, v.Impact, v.Help, targets(v))
		if v.Impact == "serious" || v.Impact == "critical" {
			bad = append(bad, line)
			continue
		}
		b.t.Logf("axe: %s", line)
	}
	if len(bad) > 0 {
		b.t.Fatalf("axe found %d serious or critical violations on %s:\n%s", len(bad), b.Route(), strings.Join(bad, "\n"))
	}
}

func targets(v axeViolation) []any {
	var out []any
	for _, n := range v.Nodes {
		out = append(out, n.Target...)
	}
	return out
}
