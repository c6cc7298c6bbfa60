// Package rows holds the shapes TestRowClosuresFlagged must flag, and
// the ones it must let pass. It is parsed, never built.
package rows

import "github.com/maxence-charriere/go-app/v10/pkg/app"

type list struct{ saves []string }

func (l *list) Render() app.UI {
	var rows []app.UI
	for _, rng := range l.saves {
		rows = append(rows, button(func(app.Context, app.Event) { l.remove(rng) }))
	}
	return app.Range(l.saves).Slice(func(i int) app.UI {
		direct := l.saves[i]
		return app.Range(rows).Slice(func(int) app.UI {
			return button(func(app.Context, app.Event) { l.remove(direct) })
		})
	})
}

func (l *list) Map() app.UI {
	return app.Range(l.saves).Slice(func(i int) app.UI { return l.row(l.saves[i], i) })
}

// row is a row because a Range callback calls it.
func (l *list) row(helper string, i int) app.UI {
	return field(func(_ app.Context, v string) { l.saves[i] = v + helper }, button(l.click))
}

func (l *list) Forms() app.UI {
	return app.Range(l.saves).Slice(func(i int) app.UI {
		callback := l.saves[i]
		return text(func(v string) { l.remove(callback + v) })
	})
}

// text is a row too, so its closure over its parameter is flagged.
func text(set func(string)) app.UI {
	return field(func(_ app.Context, v string) { set(v) }, nil)
}

func (l *list) Scoped() app.UI {
	return app.Range(l.saves).Slice(func(i int) app.UI {
		p := &l.saves[i]
		return input().OnInput(func(app.Context, app.Event) { *p = "" }, app.EventScope(p))
	})
}

func (l *list) click(ctx app.Context, e app.Event) {}
func (l *list) remove(string)                      {}

func button(app.EventHandler) app.UI                 { return nil }
func field(func(app.Context, string), app.UI) app.UI { return nil }
func input() interface{ OnInput(...any) app.UI }     { return nil }
