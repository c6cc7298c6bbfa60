package shell

import (
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// route is a parsed URL fragment: "#/play/hope/abc" is
// {Prefix: "play", Rest: "hope/abc"}; the library is the empty prefix.
type route struct {
	Prefix string
	Rest   string
}

func parseRoute(fragment string) route {
	f := strings.Trim(fragment, "/")
	prefix, rest, _ := strings.Cut(f, "/")
	return route{Prefix: prefix, Rest: rest}
}

// Navigate moves the app to fragment (e.g. "/play/hope/abc") and adds a
// history entry, so the back button returns to the current page. It keeps the
// document at "/": go-app then only notifies OnNav instead of reloading.
func Navigate(ctx app.Context, fragment string) {
	ctx.NavigateTo(fragmentURL(ctx.Page().URL(), fragment))
}

func fragmentURL(current *url.URL, fragment string) *url.URL {
	u := *current
	u.Path = "/"
	u.RawQuery = ""
	u.Fragment = "/" + strings.TrimLeft(strings.TrimPrefix(fragment, "#"), "/")
	u.RawFragment = ""
	return &u
}

// Href is the link target for fragment, for an a element's href.
func Href(fragment string) string {
	return "#/" + strings.TrimLeft(strings.TrimPrefix(fragment, "#"), "/")
}
