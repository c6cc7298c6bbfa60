package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
)

// installOffer shows an install button where the browser offers one, and
// Add to Home Screen steps on Apple browsers, which never offer a prompt.
func (s *Shell) installOffer() app.UI {
	if !s.installable {
		return nil
	}
	if s.apple {
		return tag.Aside().Class("install").Aria("label", "Install").Body(
			tag.P().Text("To keep Lantern on this device and play offline: tap the Share button, " +
				"then choose Add to Home Screen."),
		)
	}
	return tag.Aside().Class("install").Aria("label", "Install").Body(
		tag.P().Text("Install Lantern to open it like an app, even without a network."),
		tag.Button().Attr("type", "button").Class("btn").Text("Install Lantern").
			OnClick(func(ctx app.Context, e app.Event) { ctx.ShowAppInstallPrompt() }),
	)
}
