package shell

import (
	"slices"
	"sort"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Game is one playable game. A game UI package registers it from init so the
// library lists only games that are actually compiled into the app.
type Game struct {
	ID      string                     // "hope", "hunt": used in #/new/<ID> and #/play/<ID>/…
	Title   string                     // shown on the library card
	Blurb   string                     // one line for the library card
	Credits string                     // designers, publisher, where to buy (about page)
	New     func() app.UI              // setup screen at #/new/<ID>
	Play    func(saveID string) app.UI // the game at #/play/<ID>/<saveID>
}

// Page is a top-level screen chosen by the first fragment segment:
// Prefix "saves" serves #/saves and #/saves/<rest>. Nav puts it in the menu.
type Page struct {
	Prefix string
	Title  string
	Nav    bool
	Render func(rest string) app.UI
	// Opening, when set, is what the page shows while the app is starting
	// on a load that opens it (a shared link): the fragment never reaches
	// the server, so the pre-rendered HTML carries it hidden and
	// web/start.js shows it instead of the library from the first paint.
	// The page should render the same while it prepares, so nothing jumps.
	Opening func() app.UI
}

var (
	games []Game
	pages []Page
)

// RegisterGame adds a game to the library, which lists games by title so
// that the order does not hang on package initialisation. Registering an ID
// twice replaces the earlier entry.
func RegisterGame(g Game) {
	if g.ID == "" || strings.Contains(g.ID, "/") {
		panic("shell: game ID must be non-empty and contain no slash: " + g.ID)
	}
	for i := range games {
		if games[i].ID == g.ID {
			games[i] = g
			return
		}
	}
	i := sort.Search(len(games), func(i int) bool { return games[i].Title > g.Title })
	games = slices.Insert(games, i, g)
}

// RegisterPage adds a top-level page. Registering a prefix twice replaces the
// earlier page, keeping its place in the menu: that is how the saves package
// replaces the shell's placeholder saves page.
func RegisterPage(p Page) {
	if p.Prefix == "" || strings.Contains(p.Prefix, "/") || reserved[p.Prefix] {
		panic("shell: page prefix must be non-empty, contain no slash and not be reserved: " + p.Prefix)
	}
	for i := range pages {
		if pages[i].Prefix == p.Prefix {
			pages[i] = p
			return
		}
	}
	pages = append(pages, p)
}

// reserved prefixes are routed by the shell itself.
var reserved = map[string]bool{"new": true, "play": true}

// Games returns the registered games by title.
func Games() []Game { return append([]Game(nil), games...) }

// Pages returns the registered pages in registration order.
func Pages() []Page { return append([]Page(nil), pages...) }

// FindGame returns the game registered under id.
func FindGame(id string) (Game, bool) {
	for _, g := range games {
		if g.ID == id {
			return g, true
		}
	}
	return Game{}, false
}

func findPage(prefix string) (Page, bool) {
	for _, p := range pages {
		if p.Prefix == prefix {
			return p, true
		}
	}
	return Page{}, false
}
