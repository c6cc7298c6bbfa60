package ui

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestNoClosureOverARow keeps handlers that capture a row out of ranged
// lists in every app package. go-app compares handlers by their code alone,
// so a mounted row keeps the closure it was first drawn with: once the list
// changes, a captured row value acts on whatever row now sits there. A row
// is the body of a for … range, the callback of app.Range(…).Slice, and
// every function of the package such a body calls (by name, transitively).
// Inside one, no handler (a function literal taking an app.Context) and no
// callback passed to another function may use a variable of the row: read
// the key from the element instead (ui.RowKey), or key a form field's handler
// with app.EventScope.
func TestNoClosureOverARow(t *testing.T) {
	var found []string
	err := filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if d.Name() == "testdata" {
			return filepath.SkipDir
		}
		found = append(found, rowClosures(t, path)...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(found)
	for _, f := range found {
		t.Error(f)
	}
}

// TestRowClosuresFlagged proves the check sees the shapes it forbids.
func TestRowClosuresFlagged(t *testing.T) {
	got := rowClosures(t, filepath.Join("testdata", "rows"))
	want := []string{"rng", "direct", "i", "callback", "set"}
	if len(got) != len(want) {
		t.Fatalf("flagged %d, want %d:\n%s", len(got), len(want), strings.Join(got, "\n"))
	}
	for _, w := range want {
		if !strings.Contains(strings.Join(got, "\n"), "captures "+w) {
			t.Errorf("did not flag the closure over %q:\n%s", w, strings.Join(got, "\n"))
		}
	}
}

// rowClosures lists the closures over a row in the package in dir.
func rowClosures(t *testing.T, dir string) []string {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi os.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, pkg := range pkgs {
		c := rowCheck{fset: fset, funcs: map[string][]*ast.FuncDecl{}, seen: map[ast.Node]bool{}, flagged: map[*ast.FuncLit]bool{}, isArg: map[*ast.FuncLit]bool{}}
		for _, f := range pkg.Files {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
					c.funcs[fd.Name.Name] = append(c.funcs[fd.Name.Name], fd)
				}
			}
		}
		for _, fds := range c.funcs {
			for _, fd := range fds {
				if !returnsApp(fd.Type) {
					continue
				}
				ast.Inspect(fd, func(n ast.Node) bool {
					switch n := n.(type) {
					case *ast.RangeStmt:
						c.queue = append(c.queue, n)
					case *ast.CallExpr:
						if lit := rangeCallback(n); lit != nil {
							c.queue = append(c.queue, lit)
						}
					}
					return true
				})
			}
		}
		for len(c.queue) > 0 {
			n := c.queue[0]
			c.queue = c.queue[1:]
			if !c.seen[n] {
				c.seen[n] = true
				c.scan(n)
			}
		}
		out = append(out, c.out...)
	}
	return out
}

type rowCheck struct {
	fset    *token.FileSet
	funcs   map[string][]*ast.FuncDecl
	queue   []ast.Node
	seen    map[ast.Node]bool
	flagged map[*ast.FuncLit]bool
	isArg   map[*ast.FuncLit]bool // passed to a function, which may bind it
	out     []string
}

// scan looks through one row: from a function, its parameters and body
// belong to the row, its receiver (the component) does not.
func (c *rowCheck) scan(row ast.Node) {
	from, to, body := row.Pos(), row.End(), row
	if fd, ok := row.(*ast.FuncDecl); ok {
		from, body = fd.Type.Params.Pos(), fd.Body
	}
	inRow := func(p token.Pos) bool { return p >= from && p < to }
	scoped := map[*ast.FuncLit]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			if returnsApp(n.Type) {
				return true // draws now, or makes a handler
			}
			if !scoped[n] && (takesContext(n) || c.isArg[n]) {
				c.check(n, inRow)
			}
			return false // it runs later, not while drawing
		case *ast.CallExpr:
			for _, fd := range c.funcs[calleeName(n)] {
				if returnsApp(fd.Type) {
					c.queue = append(c.queue, fd)
				}
			}
			keyed := false
			for _, a := range n.Args {
				name := calleeName(asCall(a))
				keyed = keyed || name == "EventScope" || name == "scope"
			}
			for _, a := range n.Args {
				if lit, ok := a.(*ast.FuncLit); ok {
					c.isArg[lit], scoped[lit] = true, keyed
				}
			}
		}
		return true
	})
}

// check flags lit when it uses a variable declared in the row outside it.
func (c *rowCheck) check(lit *ast.FuncLit, inRow func(token.Pos) bool) {
	if c.flagged[lit] {
		return
	}
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || id.Obj == nil || id.Obj.Kind != ast.Var || c.flagged[lit] {
			return true
		}
		p := id.Obj.Pos()
		if inRow(p) && (p < lit.Pos() || p >= lit.End()) {
			c.flagged[lit] = true
			c.out = append(c.out, fmt.Sprintf("%s: a handler captures %s, a variable of a ranged row: read the row's key from the element at the click (ui.RowKey)",
				c.fset.Position(lit.Pos()), id.Name))
		}
		return true
	})
}

// rangeCallback is the row function of app.Range(…).Slice(…) or .Map(…).
func rangeCallback(call *ast.CallExpr) *ast.FuncLit {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || (sel.Sel.Name != "Slice" && sel.Sel.Name != "Map") || len(call.Args) != 1 || calleeName(asCall(sel.X)) != "Range" {
		return nil
	}
	lit, _ := call.Args[0].(*ast.FuncLit)
	return lit
}

func asCall(e ast.Expr) *ast.CallExpr {
	call, _ := e.(*ast.CallExpr)
	return call
}

func calleeName(call *ast.CallExpr) string {
	if call == nil {
		return ""
	}
	switch f := call.Fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	}
	return ""
}

// takesContext: an event handler or a callback that runs on an event.
func takesContext(lit *ast.FuncLit) bool {
	ps := lit.Type.Params.List
	return len(ps) > 0 && isAppType(ps[0].Type, "Context")
}

// returnsApp: a function that draws (app.UI, app.HTMLElem, …).
func returnsApp(ft *ast.FuncType) bool {
	for _, r := range fieldList(ft.Results) {
		if sel, ok := r.Type.(*ast.SelectorExpr); ok {
			if x, _ := sel.X.(*ast.Ident); x != nil && x.Name == "app" {
				return true
			}
		}
	}
	return false
}

func fieldList(l *ast.FieldList) []*ast.Field {
	if l == nil {
		return nil
	}
	return l.List
}

// drawsUI: app.If bodies and nested Range callbacks run while drawing.
func drawsUI(lit *ast.FuncLit) bool {
	rs := lit.Type.Results
	return rs != nil && len(rs.List) == 1 && isAppType(rs.List[0].Type, "UI")
}

func isAppType(e ast.Expr, name string) bool {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	x, _ := sel.X.(*ast.Ident)
	return x != nil && x.Name == "app" && sel.Sel.Name == name
}
