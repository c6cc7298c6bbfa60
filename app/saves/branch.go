package saves

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/shell"
	"lantern/rules/record"
)

// StartBranch stores rec, the first moves of another game (a timeline's
// Branch), as a new save beside it, titled title, its origin named, and
// opens it at #/play/<game>/<id>. The game it came from is not touched.
// done runs on the UI goroutine first, with the error when nothing was
// saved (then nothing is opened).
func StartBranch(ctx app.Context, title, origin string, rec record.Record, done func(err error)) {
	ctx.Async(func() {
		c, err := check(rec)
		var id string
		if err == nil {
			st, _ := shared()
			s, e := AddBranch(background, st, c, title, origin)
			id, err = s.ID, e
		}
		ctx.Dispatch(func(ctx app.Context) {
			done(err)
			if err == nil {
				shell.Navigate(ctx, "/play/"+rec.Game+"/"+id)
			}
		})
	})
}
