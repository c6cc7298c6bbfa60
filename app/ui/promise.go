package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Settle waits for the JavaScript promise p: done gets its value, or the
// name of the error it was rejected with ("" when it resolved). go-app's
// Then hears only resolution, so a rejection would reach just the console
// and the player would see nothing happen.
func Settle(p app.Value, done func(v app.Value, reason string)) {
	var ok, fail app.Func
	finish := func(v app.Value, reason string) any {
		ok.Release()
		fail.Release()
		done(v, reason)
		return nil
	}
	ok = app.FuncOf(func(_ app.Value, args []app.Value) any {
		var v app.Value
		if len(args) > 0 {
			v = args[0]
		}
		return finish(v, "")
	})
	fail = app.FuncOf(func(_ app.Value, args []app.Value) any {
		reason := "refused"
		if len(args) > 0 && args[0].Get("name").Type() == app.TypeString {
			reason = args[0].Get("name").String()
		}
		return finish(nil, reason)
	})
	p.Call("then", ok, fail)
}
