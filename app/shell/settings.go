package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/browser"
	"lantern/app/tag"
	"lantern/app/ui"
)

// Settings are the player's display choices, kept in local storage so they
// survive reloads and apply before any page renders.
type Settings struct {
	Theme        string `json:"theme"`         // "system", "light" or "dark"
	TextSize     string `json:"text_size"`     // "normal", "large" or "larger"
	ReduceMotion bool   `json:"reduce_motion"` // on top of prefers-reduced-motion
}

const settingsKey = "lantern.settings"

var (
	themes    = []ui.Choice{{Value: "system", Label: "Same as this device"}, {Value: "light", Label: "Light"}, {Value: "dark", Label: "Dark"}}
	textSizes = []ui.Choice{{Value: "normal", Label: "Normal"}, {Value: "large", Label: "Large"}, {Value: "larger", Label: "Larger"}}
)

// normalized replaces unknown values (older or hand-edited storage) with
// the defaults, so the root attributes always match a stylesheet rule.
func (s Settings) normalized() Settings {
	if !known(themes, s.Theme) {
		s.Theme = "system"
	}
	if !known(textSizes, s.TextSize) {
		s.TextSize = "normal"
	}
	return s
}

func known(cs []ui.Choice, v string) bool {
	for _, c := range cs {
		if c.Value == v {
			return true
		}
	}
	return false
}

func loadSettings() Settings {
	var s Settings
	if err := browser.Local.Get(settingsKey, &s); err != nil {
		app.Log("reading settings failed:", err)
	}
	return s.normalized()
}

// apply sets the root element's attributes that web/lantern.css keys on.
func (s Settings) apply() {
	if !app.IsClient {
		return
	}
	root := app.Window().Get("document").Get("documentElement")
	root.Call("setAttribute", "data-theme", s.Theme)
	root.Call("setAttribute", "data-text", s.TextSize)
	root.Get("classList").Call("toggle", "reduce-motion", s.ReduceMotion)
	themeBar(s.Theme)
}

// SettingsPage edits Settings; every change is saved and applied at once.
type SettingsPage struct {
	app.Compo
	s Settings
}

func (p *SettingsPage) OnMount(app.Context) {
	p.s = loadSettings()
}

func (p *SettingsPage) save() {
	p.s = p.s.normalized()
	if err := browser.Local.Set(settingsKey, p.s); err != nil {
		app.Log("saving settings failed:", err)
	}
	p.s.apply()
}

func (p *SettingsPage) Render() app.UI {
	return ui.Page("Settings",
		ui.Choices("theme", "Theme", themes, p.s.Theme, func(_ app.Context, v string) {
			p.s.Theme = v
			p.save()
		}),
		ui.Choices("text", "Text size", textSizes, p.s.TextSize, func(_ app.Context, v string) {
			p.s.TextSize = v
			p.save()
		}),
		ui.Toggle("reduce-motion", "Reduce motion (no dice animation)", p.s.ReduceMotion, func(_ app.Context, on bool) {
			p.s.ReduceMotion = on
			p.save()
		}),
		tag.P().Class("hint").Text("Motion is also reduced whenever this device asks for less motion."),
	)
}
