package blessed

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/saves"
	"lantern/rules/blessed"
	"lantern/rules/record/blessedrec"
)

// gmTable is a campaign of two players' characters, Ada and Bram, and
// the game master's Grub, with a note on every sheet and Grub's delayed
// attack on Ada waiting.
func gmTable(t *testing.T) *Play {
	t.Helper()
	rec, _ := blessed.Adapter.Start(blessed.Config{Edition: blessed.Edition, Optional: blessed.Hex}, 5)
	p := &Play{g: newCampaign(), title: "The lighthouse"}
	if err := p.g.Open(rec); err != nil {
		t.Fatal(err)
	}
	for _, m := range []blessed.Move{
		{Kind: blessed.AddCharacter, Stat: blessed.Heart, Lifestyle: blessed.Carefree, Ethic: blessed.ViceVirtue},
		{Kind: blessed.AddCharacter, Stat: blessed.Head, Lifestyle: blessed.Eager, Ethic: blessed.FateKnowledge},
		{Kind: blessed.AddNPC, Stat: blessed.Hurt},
		{Kind: blessed.SetTrap, Seat: 2, Other: 0},
	} {
		p.must(t, m)
	}
	p.sheets = []Sheet{
		{Name: "Ada", Notes: "ADA-PRIVATE", Aptitudes: []string{"Knots"}},
		{Name: "Bram", Backstory: "BRAM-PRIVATE"},
		{Name: "Grub", Notes: "Wants the lamp.", Rumours: "Drowned once.", Aptitudes: []string{"Knives"}},
	}
	p.now = blessed.Legal(p.g.State)
	return p
}

func (p *Play) must(t *testing.T, m blessed.Move) {
	t.Helper()
	if _, err := p.g.Play(m); err != nil {
		t.Fatalf("%+v: %v", m, err)
	}
	p.now = blessed.Legal(p.g.State)
}

// The phone shows the game master's character, their notes and the
// delayed attacks, and nothing of the players' sheets.
func TestGMScreenHoldsOnlyTheirSide(t *testing.T) {
	p := gmTable(t)
	p.must(t, blessed.Move{Kind: blessed.BeginEndeavor, Value: int(blessed.Monstrous)})
	p.must(t, blessed.Move{Kind: blessed.JoinEndeavor, Seat: 2, Value: 10})
	p.must(t, blessed.Move{Kind: blessed.TagMonster, Seat: 2, Value: int(blessed.Horde)})
	p.must(t, blessed.Move{Kind: blessed.BeginCheck, Seat: 1, Stat: blessed.Head, Use: blessed.Head})
	payload, err := blessedrec.Encode(p.gmScreen())
	if err != nil {
		t.Fatal(err)
	}
	view, why := saves.ShowPeek(payload)
	if why != "" {
		t.Fatal(why)
	}
	html := app.HTMLString(view)
	for _, want := range []string{">Grub<", "Hurt d6 · Hurry d4", "History d4 · Hex d4", "Apt in: Knives", "Wants the lamp.", "Drowned once.",
		"Grub&#39;s delayed attack on Ada: a Hurry defence", "The lighthouse, session 1, during the check of Bram.", "Secret tags: Horde."} {
		if !strings.Contains(html, want) {
			t.Errorf("the phone lacks %q", want)
		}
	}
	for _, private := range []string{"ADA-PRIVATE", "BRAM-PRIVATE", "Knots", ">Bram<", "Vice &amp; Virtue", "Carefree"} {
		if strings.Contains(html, private) {
			t.Errorf("the game master's phone shows the players' %q", private)
		}
	}
}

// Once a code is shown, the table says the phone is out of date as soon
// as the game master's side changes (a new delayed attack, their notes),
// and not for what is not on it (a player's sheet, a player's Blessing).
func TestGMPhoneGoesOutOfDate(t *testing.T) {
	p := gmTable(t)
	gm := func() string { return app.HTMLString(p.gameMasterView()) + app.HTMLString(p.gmPhoneNote()) }
	if html := gm(); !strings.Contains(html, "My screen on my phone") || strings.Contains(html, "phone-stale") {
		t.Fatalf("before any code: %s", html)
	}
	p.showGMCode(app.Context{}, app.Event{})
	if html := gm(); !strings.Contains(html, `aria-label="QR code of the game master&#39;s screen"`) {
		t.Fatalf("no code on screen: %q", p.gm.code.Err)
	}
	p.sheets[0].Notes = "ADA-CHANGED"
	p.must(t, blessed.Move{Kind: blessed.GainBlessing, Seat: 0})
	if html := gm(); strings.Contains(html, "phone-stale") || !strings.Contains(html, "phone-code") {
		t.Fatal("the players' side changed and the game master's phone is called out of date")
	}
	for name, change := range map[string]func(){
		"a new delayed attack":    func() { p.must(t, blessed.Move{Kind: blessed.SetTrap, Seat: 0, Other: 2}) },
		"the game master's notes": func() { p.sheets[2].Notes += " And the keeper." },
		"a die of theirs":         func() { p.must(t, blessed.Move{Kind: blessed.SetDie, Seat: 2, Stat: blessed.Head, Value: 8}) },
	} {
		p.hideGMCode(app.Context{}, app.Event{})
		p.showGMCode(app.Context{}, app.Event{})
		change()
		html := gm()
		if !strings.Contains(html, "The game master&#39;s phone is out of date — show a new code") {
			t.Errorf("%s: the table says nothing", name)
		}
		if !strings.Contains(html, "My phone is out of date: show a new code") || strings.Contains(html, "phone-code") {
			t.Errorf("%s: the old code stays, or no new one is offered", name)
		}
	}
}

// A damaged code gets a plain error.
func TestGMPeekDamaged(t *testing.T) {
	good, _ := blessedrec.Encode(gmTable(t).gmScreen())
	if _, why := saves.ShowPeek(good[:len(good)-6]); !strings.HasPrefix(why, "This code cannot be read: the code is damaged") {
		t.Errorf("a cut code says %q", why)
	}
}

// During a check the game master's section folds away, but for their
// phone: the out-of-date note must point at a button that is there, and
// a new code says which check it was taken in.
func TestGMPhoneDuringACheck(t *testing.T) {
	p := gmTable(t)
	p.must(t, blessed.Move{Kind: blessed.BeginCheck, Seat: 0, Stat: blessed.Head, Use: blessed.Head})
	html := app.HTMLString(p.gameMasterView())
	if !strings.Contains(html, `id="phone-open"`) {
		t.Fatalf("no phone offer during a check: %s", html)
	}
	if strings.Contains(html, "gm-roll") || strings.Contains(html, "trap-1") {
		t.Errorf("the game master's tools show during a check: %s", html)
	}
	if got := p.gmScreen().During; got != "during the check of Ada" {
		t.Errorf("the code is taken %q", got)
	}
}
