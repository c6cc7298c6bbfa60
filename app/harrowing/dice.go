package harrowing

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/rules/harrowing"
)

// faceWords name each doom die face for the eye and for the ear.
var faceWords = map[harrowing.Face]struct{ shown, said, class string }{
	harrowing.Grace:    {"9", "9, good", "grace"},
	harrowing.Fault:    {"8", "8, bad", "fault"},
	harrowing.BaneFace: {"Bane", "Bane", "bane"},
	harrowing.Blank:    {"–", "blank", "blank"},
}

// lastTest draws the dice of the journal's latest test, the red one first.
func (p *Play) lastTest() app.UI {
	log := p.g.Log
	for i := len(log) - 1; i >= 0; i-- {
		if len(log[i].Faces) == 0 {
			continue
		}
		faces := log[i].Faces
		head, _, _ := strings.Cut(p.named(log[i].Text), ":")
		return tag.Section().ID("harrowing-dice").Class("harrowing-dice").Aria("label", "Last test").Body(
			tag.H2().Text("Last test: "+head),
			tag.Ul().Class("doom-dice").Body(
				app.Range(faces).Slice(func(j int) app.UI {
					w := faceWords[faces[j]]
					die, class := "Black die", "doom "+w.class
					if j == 0 {
						die, class = "Red die", class+" red"
					}
					return tag.Li().Class(class).Aria("label", die+": "+w.said).Body(
						tag.Span().Class("doom-face").Aria("hidden", "true").Text(w.shown),
						tag.Span().Class("doom-kind").Aria("hidden", "true").Text(strings.ToLower(die[:len(die)-4])),
					)
				}),
			),
		)
	}
	return nil
}
