package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The install offer shows up seconds after the page, when the browser
// allows it; drawn above the games it moved their buttons from under a
// finger (and an e2e test's tap went to the offer).
func TestInstallOfferComesAfterTheGames(t *testing.T) {
	withRegistry(t, func() {
		RegisterGame(Game{ID: "a", Title: "A"})
		for _, apple := range []bool{false, true} {
			html := app.HTMLString(((&Shell{installable: true, apple: apple}).library()))
			games, offer := strings.Index(html, `class="cards"`), strings.Index(html, `class="install"`)
			if games < 0 || offer < 0 || offer < games {
				t.Errorf("apple %v: the games at %d, the install offer at %d in\n%s", apple, games, offer, html)
			}
		}
	})
}
