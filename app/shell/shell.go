// Package shell is Lantern's frame: the library of games, saves, settings
// and about pages, and the routing between them.
//
// The app is one document at "/" (the only URL go-app's service worker
// caches); the page is chosen by the URL fragment: #/, #/saves,
// #/settings, #/about, #/new/<game>, #/play/<game>/<saveID>, #/r/<payload>.
// go-app treats a fragment-only change as navigation within the same root:
// link clicks, Navigate and the back button (popstate) all end in OnNav
// on the mounted Shell, which re-reads the fragment.
package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/browser"
	"lantern/app/tag"
	"lantern/app/ui"
)

// Routes registers the app's one document.
func Routes() {
	app.Route("/", func() app.Composer { return &Shell{} })
}

// Shell is the root component.
type Shell struct {
	app.Compo

	route       route
	updatable   bool
	installable bool
	apple       bool
	live        bool // mounted in the browser, not pre-rendered HTML
	navs        int  // navigations seen; the first is the page load
}

func (s *Shell) OnMount(ctx app.Context) {
	s.live = app.IsClient
	loadSettings().apply()
	s.installable = ctx.IsAppInstallable()
	s.apple = ctx.IsAppleBrowser()
	s.updatable = ctx.AppUpdateAvailable()
}

func (s *Shell) OnNav(ctx app.Context) {
	s.route = parseRoute(ctx.Page().URL().Fragment)
	ctx.Page().SetTitle(s.title())
	// After an in-app navigation, focus moves to the new page's heading,
	// so keyboard and screen reader users start on the new page instead of
	// on the link they left behind.
	if s.navs++; s.navs > 1 {
		ui.FocusAfterPaint("main h1")
	} else if app.IsClient {
		restoreForm(ctx, "/"+joinRoute(s.route))
	}
}

func (s *Shell) OnAppUpdate(ctx app.Context) {
	s.updatable = ctx.AppUpdateAvailable()
}

func (s *Shell) OnAppInstallChange(ctx app.Context) {
	s.installable = ctx.IsAppInstallable()
}

func (s *Shell) Render() app.UI {
	return tag.Div().ID("lantern").Class("shell").
		DataSet("route", "/"+joinRoute(s.route)).
		DataSet("live", s.live).
		Body(
			skipLink(),
			s.header(),
			refusedNotice(),
			// The banner has a place of its own from the start: go-app
			// matches children by position, so a banner slotted in before
			// main would replace main and throw away the open screen.
			tag.Div().ID("update").Body(app.If(s.updatable, s.updateBanner)),
			tag.Main().ID("main").Body(s.content(), app.If(!s.live, openings)),
		)
}

// skipLink, the first stop of Tab, jumps past the site's navigation (and a
// game's toolbar) to the page's first control. A button, not a "#main"
// link: the fragment is the route here.
func skipLink() app.UI {
	return tag.Button().Attr("type", "button").ID("skip-link").Class("btn skip-link").Text("Skip to the page").
		OnClick(func(app.Context, app.Event) { ui.FocusAfterPaint(ui.FirstControl, "main h1") })
}

// openings are the pages' first views, pre-rendered hidden after the
// library; web/start.js marks the root with the load's first fragment
// segment (data-opening) and web/loader.css shows the matching one.
func openings() app.UI {
	var views []app.UI
	for _, p := range pages {
		if p.Opening != nil {
			views = append(views, tag.Div().Class("opening").DataSet("page", p.Prefix).Body(p.Opening()))
		}
	}
	return app.Range(views).Slice(func(i int) app.UI { return views[i] })
}

func joinRoute(r route) string {
	if r.Rest == "" {
		return r.Prefix
	}
	return r.Prefix + "/" + r.Rest
}

func (s *Shell) updateBanner() app.UI {
	return tag.Div().Class("banner").Role("status").Body(
		tag.Span().Text("A new version of Lantern is ready."),
		tag.Button().Attr("type", "button").Class("btn").Text("Reload").
			OnClick(func(ctx app.Context, e app.Event) {
				keepForm("/" + joinRoute(s.route))
				ctx.Reload()
			}),
	)
}

// refusedNotice says, on every page, that nothing will be kept when the
// browser refuses site data. Whether it does is known before the first
// render and never changes, so the notice never moves what follows it.
func refusedNotice() app.UI {
	err := browser.Refused()
	if err == nil {
		return app.Text("")
	}
	return tag.P().ID("refused").Class("banner warning").Role("alert").
		Text("Nothing will be kept: " + err.Error() + ". You can play, but games and settings are gone when this page closes; export a game to a file to keep it.")
}

// title is the document title for the current route.
func (s *Shell) title() string {
	switch s.route.Prefix {
	case "":
		return "Lantern"
	case "new", "play":
		game, _, _ := splitGame(s.route.Rest)
		if g, ok := FindGame(game); ok {
			return g.Title + " · Lantern"
		}
	default:
		if p, ok := findPage(s.route.Prefix); ok {
			return p.Title + " · Lantern"
		}
	}
	return "Lantern"
}
