package blessed

import (
	"fmt"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/tag"
	"lantern/rules/blessed"
)

// amendView puts right a Blessing gained by the wrong character: its
// d6 is luck and stays, but the tap that chose who gains it is not
// (G-01), so the same faces go to the character meant (Session.Amend).
func (p *Play) amendView() app.UI {
	seat, ok := p.lastGain()
	if !ok || len(p.g.State.Party) < 2 {
		return app.Text("")
	}
	var ms []blessed.Move
	for j := range p.g.State.Party {
		if j != seat {
			ms = append(ms, blessed.Move{Kind: blessed.GainBlessing, Seat: j})
		}
	}
	return tag.Div().ID("blessed-amend").Class("blessed-choice blessed-amend").Body(
		tag.Label().Attr("for", "amend-to").Text(fmt.Sprintf("The Blessing %s just gained was meant for", p.sheets[seat].Name)),
		tag.Select().ID("amend-to").Body(
			tag.Option().Attr("value", noMove).Text("Choose…"),
			app.Range(ms).Slice(func(k int) app.UI {
				return tag.Option().Attr("value", itoa(ms[k].Seat)).Text(p.sheets[ms[k].Seat].Name)
			}),
		),
		tag.Button().Attr("type", "button").ID("amend-go").Class("btn secondary").Text("Give it to them instead").OnClick(p.amend),
	)
}

// lastGain is the seat whose Blessing gain was the last move.
func (p *Play) lastGain() (int, bool) {
	n := len(p.g.Log)
	if p.g.Moves == 0 || n == 0 || p.g.Log[n-1].Kind != blessed.GainBlessing || p.g.State.Typing != nil {
		return 0, false
	}
	return p.g.Log[n-1].Seat, true
}

func (p *Play) amend(ctx app.Context, _ app.Event) {
	v := app.Window().GetElementByID("amend-to").Get("value").String()
	if v == noMove {
		p.announce = "Choose one first."
		return
	}
	if err := p.amendTo(atoi(v)); err != nil {
		p.announce = "Cannot give it to them: " + err.Error()
	}
}

// amendTo gives the last Blessing gained to seat instead, with its faces.
func (p *Play) amendTo(seat int) error {
	if err := p.g.Amend(blessed.Move{Kind: blessed.GainBlessing, Seat: seat}, sameLuck); err != nil {
		return err
	}
	p.odds = nil
	p.announce = p.named(fmt.Sprintf("Put right: %s", stepText(p.g.Log[len(p.g.Log)-1:])))
	p.save()
	return nil
}

// sameLuck reports whether a move played instead shows the dice the table
// saw: the same faces and Blessings, and the generator where it was.
func sameLuck(shown, instead blessed.State, a, b []blessed.Event) bool {
	if shown.RNG != instead.RNG || len(a) != len(b) {
		return false
	}
	for i := range a {
		if !slices.Equal(a[i].Faces, b[i].Faces) || !slices.Equal(a[i].Blessings, b[i].Blessings) {
			return false
		}
	}
	return true
}
