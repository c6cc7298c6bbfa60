package shell

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/app/ui"
)

// content renders the page the route names, or a "not found" page that
// leads back to the library: a stale link must never leave a blank screen.
func (s *Shell) content() app.UI {
	switch r := s.route; r.Prefix {
	case "":
		return s.library()
	case "new":
		if g, ok := FindGame(r.Rest); ok && g.New != nil {
			return g.New()
		}
	case "play":
		id, save, ok := splitGame(r.Rest)
		if g, found := FindGame(id); ok && found && g.Play != nil {
			return g.Play(save)
		}
	default:
		if p, ok := findPage(r.Prefix); ok {
			return p.Render(r.Rest)
		}
	}
	return notFound()
}

// splitGame splits "hope/abc" into game "hope" and save "abc".
func splitGame(rest string) (game, save string, ok bool) {
	game, save, ok = strings.Cut(rest, "/")
	return game, save, ok && game != "" && save != ""
}

func notFound() app.UI {
	return ui.Page("Page not found",
		tag.P().Text("This link does not lead to anything Lantern knows."),
		ui.LinkButton("Back to the games", Href("/")),
	)
}

func (s *Shell) header() app.UI {
	links := []app.UI{navLink("Games", "/", s.route.Prefix == "")}
	for _, p := range pages {
		if p.Nav {
			links = append(links, navLink(p.Title, "/"+p.Prefix, s.route.Prefix == p.Prefix))
		}
	}
	return tag.Header().Class("topbar").Body(
		tag.A().Class("brand").Attr("href", Href("/")).Body(
			// Decorative: the link says "Lantern". Not aria-hidden: go-app
			// writes it without its value in the pre-rendered page, where
			// it then hides nothing and the image lacks a text.
			tag.Img().Attr("src", "/web/icon.svg").Attr("role", "presentation").Attr("width", 32).Attr("height", 32),
			tag.Span().Text("Lantern"),
		),
		tag.Nav().Aria("label", "Main").Body(tag.Ul().Body(links...)),
	)
}

func navLink(label, fragment string, current bool) app.UI {
	a := tag.A().Attr("href", Href(fragment)).Text(label)
	if current {
		a = a.Aria("current", "page")
	}
	return tag.Li().Body(a)
}
