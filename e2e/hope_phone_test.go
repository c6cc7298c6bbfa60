//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// My hand on my phone (seed 2, three people: Mara may play a trait at her
// first decision). Behind her hand-over Mara shows her code; the code read
// from the tablet's screenshot opens in another browser profile, offline,
// at 360 px with the largest text: her traits, no one else's. She plays a
// trait: the table says her phone is out of date and offers a new code. A
// damaged code gets a plain error; the phone keeps no save.
func TestHopeHandOnPhone(t *testing.T) {
	site := StartSite(t)

	phone := offlinePhone(t, site)

	b := NewBrowser(t)
	calm(b)
	setUpHopeSeed(b, site, []bool{false, false, false}, 2)
	tapAway(b, "#hope-start")
	c := &cardTable{t: t, b: b, traits: map[string][]string{}, shots: map[string]bool{}}
	key := c.until("trait-")
	who := c.holder()
	mine := texts(b, ".my-traits .card-title")
	if len(mine) == 0 {
		t.Fatalf("%s holds no secret trait", who)
	}
	b.Click("#phone-open")
	b.WaitVisible("#phone-code svg")
	b.WaitFocus("phone-close")
	var url string
	for _, size := range [][2]int64{{768, 1024}, {1024, 768}} {
		b.Run("view", chromedp.EmulateViewport(size[0], size[1]))
		var ok bool
		b.Eval(`(() => { document.querySelector("#phone-code svg").scrollIntoView({block: "center"}); return true })()`, &ok)
		b.Screenshot(fmt.Sprintf("tablet-code-%dx%d", size[0], size[1]), size[0], size[1])
		url = readScreenQR(t, b)
	}
	if !strings.HasPrefix(url, site.URL+"/#/peek/") {
		t.Fatalf("the code on the tablet reads %q", url)
	}
	b.Axe()

	phone.Run("a phone", emulation.SetDeviceMetricsOverride(360, 740, 1, true))
	phone.Open(url)
	phone.WaitVisible("#peek")
	got := phone.Text("#peek")
	for _, tr := range mine {
		if !strings.Contains(got, tr) {
			t.Errorf("the phone lacks %s's trait %q: %s", who, tr, got)
		}
	}
	for other, ts := range c.traits {
		if strings.TrimSpace(other) == who {
			continue
		}
		for _, tr := range ts {
			if strings.Contains(got, tr) {
				t.Errorf("%s's phone shows %s's trait %q", who, other, tr)
			}
		}
	}
	if h1 := phone.Text("h1"); h1 != who+"'s hand" {
		t.Errorf("the phone's title is %q", h1)
	}
	if m := phone.Text("#peek-moment"); !strings.Contains(m, "round 1") {
		t.Errorf("the phone does not say when it was taken: %q", m)
	}
	var wide []string
	if phone.Eval(overflow, &wide); len(wide) > 0 {
		t.Errorf("the phone's page overflows at 360 px with the largest text: %v", wide)
	}
	phone.Axe()
	phone.Screenshot("phone-360x740", 360, 740)
	phone.Screenshot("phone-390x844", 390, 844)

	// Mara plays her trait: the table flags her phone.
	tapAway(b, "#phone-close")
	if b.Count(".phone-stale") != 0 {
		t.Fatal("the phone is called out of date before the hand changed")
	}
	c.tapMove(key)
	b.WaitVisible(".phone-stale")
	if note := b.Text(".phone-stale"); !strings.HasPrefix(note, who+"'s phone is out of date — show a new code") {
		t.Errorf("the table says %q", note)
	}
	if c.holder() == who && !strings.Contains(b.Text("#phone-open"), "show a new code") {
		t.Errorf("%s is not offered a new code: %q", who, b.Text("#phone-open"))
	}
	b.Eval(`(() => { scrollTo(0, 0); return true })()`, new(bool))
	b.Screenshot("tablet-stale-1024x768", 1024, 768)
	b.Screenshot("tablet-stale-768x1024", 768, 1024)
	b.Axe()

	damagedCodeKeepsNothing(t, phone, url)
}
