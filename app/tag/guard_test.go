package tag

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// typedConstructors lists go-app's typed element constructors (func Div()
// HTMLDiv …), read from the go-app source this module builds with.
func typedConstructors(t *testing.T) map[string]bool {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/maxence-charriere/go-app/v10").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	src, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "pkg", "app", "html_gen.go"))
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^func (\w+)\(\) HTML\w+ \{`).FindAllSubmatch(src, -1) {
		names[string(m[1])] = true
	}
	if len(names) < 100 {
		t.Fatalf("found only %d typed constructors in html_gen.go; has go-app changed?", len(names))
	}
	return names
}

// One app.Div() anywhere links go-app's whole div type into app.wasm; every
// element of app/ and cmd/ must come from this package.
func TestNoTypedElements(t *testing.T) {
	typed := typedConstructors(t)
	for _, root := range []string{"..", "../../cmd"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
				return err
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok {
					if id, ok := sel.X.(*ast.Ident); ok && id.Name == "app" && typed[sel.Sel.Name] {
						t.Errorf("%s uses app.%s; use tag.%[2]s", path, sel.Sel.Name)
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
