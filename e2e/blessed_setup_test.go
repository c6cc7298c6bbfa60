//go:build e2e

package e2e

import (
	"testing"
)

// The Humanity, Blessed setup is styled as Hope's: a form of labelled
// fields and bordered fieldsets with legends and one primary button, at
// 1024×768 and 390×844 with the largest text, and nothing scrolls
// sideways.
func TestBlessedSetupLikeHope(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	presetSettings(b, site, `{"text_size": "larger"}`)
	looks := map[string]string{}
	for _, game := range []string{"hope", "blessed"} {
		b.Open(site.URL + "/#/new/" + game)
		b.WaitReady()
		b.WaitVisible("#" + game + "-setup")
		for _, size := range []struct {
			name string
			w, h int64
		}{{"1024x768", 1024, 768}, {"390x844", 390, 844}} {
			b.Screenshot(game+"-setup-larger-"+size.name, size.w, size.h)
			sideways(t, b)
		}
		var look string
		b.Eval(`(f => {
			const fs = getComputedStyle(f.querySelector("fieldset")), lg = getComputedStyle(f.querySelector("legend"));
			const btn = document.querySelector("#`+game+`-start"), bs = getComputedStyle(btn);
			return [f.tagName, fs.borderRadius, fs.borderTopWidth, fs.paddingLeft, lg.fontWeight, btn.className, bs.fontSize, bs.minHeight].join(" | ");
		})(document.querySelector("#`+game+`-setup"))`, &look)
		looks[game] = look
		b.Axe()
	}
	if looks["hope"] != looks["blessed"] {
		t.Fatalf("the setups differ:\nhope    %s\nblessed %s", looks["hope"], looks["blessed"])
	}
}
