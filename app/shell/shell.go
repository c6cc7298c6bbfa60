// Package shell is Lantern's frame: the library of games, saves, settings
// and about pages, and the routing between them.
package shell

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Routes registers the app's one document; pages are chosen from the URL
// fragment so that the offline cache (which holds "/") serves every page.
func Routes() {
	app.Route("/", func() app.Composer { return &Shell{} })
}

// Shell is the root component.
type Shell struct {
	app.Compo
}

func (s *Shell) Render() app.UI {
	return app.Main().Body(app.H1().Text("Lantern"))
}
