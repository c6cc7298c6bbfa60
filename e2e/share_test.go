//go:build e2e

package e2e

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"

	"lantern/rules/record"
)

// standIns record what the page hands to the Web Share sheet, the
// clipboard and the storage manager: headless Chromium has no share sheet,
// and a test must not depend on the machine's clipboard.
const standIns = `
Object.defineProperty(navigator, "share", {configurable: true,
	value: d => { window.shared = d; return Promise.resolve(); }});
Object.defineProperty(navigator, "clipboard", {configurable: true,
	value: {writeText: s => { window.copied = s; return window.copyFails ? Promise.reject(new DOMException("denied", "NotAllowedError")) : Promise.resolve(); }}});
if (navigator.storage) {
	const persist = navigator.storage.persist.bind(navigator.storage);
	navigator.storage.persist = () => { window.persistAsked = true; return persist(); };
}`

// The share page's three ways out carry the same link: the Web Share
// sheet, the clipboard, and the QR code read back from the pixels on
// screen as a phone's camera would. A refused clipboard is told, not
// silent. The app asks the browser to keep its storage when it opens the
// store.
func TestShareSheetCopyQR(t *testing.T) {
	site := StartSite(t)
	b := NewBrowser(t)
	b.Run("stand-ins", chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(standIns).Do(ctx)
		return err
	}))
	payload, hash := hopeLink(t, 7, 59) // the dice just rolled: the bots wait for the table to see them
	openLink(t, b, site, payload, hash)
	b.WaitTrue(`window.persistAsked === true`)
	if got := savedHash(t, b); got != hash {
		t.Fatalf("share page shows state %s; want %s", got, hash)
	}
	var link string
	b.Eval(`document.querySelector("#share-link").value`, &link)
	_, p, ok := strings.Cut(link, record.LinkPrefix)
	if !ok || !strings.HasPrefix(link, site.URL) {
		t.Fatalf("share link %q is not on %s", link, site.URL)
	}
	if _, err := record.DecodeLink(p); err != nil {
		t.Fatalf("the share link does not decode: %v", err)
	}

	tap(b, `.share .actions button:first-child`)
	b.WaitTrue(`window.shared !== undefined`)
	var shared string
	b.Eval(`window.shared.url`, &shared)
	if shared != link {
		t.Fatalf("shared %q; the page shows %q", shared, link)
	}

	tap(b, `.share .actions button:last-child`)
	b.WaitTrue(`document.querySelector(".share").textContent.includes("Link copied.")`)
	var copied string
	b.Eval(`window.copied`, &copied)
	if copied != link {
		t.Fatalf("copied %q; the page shows %q", copied, link)
	}
	// A browser that refuses the clipboard says so, and how to copy instead.
	b.Eval(`window.copyFails = true`, nil)
	tap(b, `.share .actions button:last-child`)
	b.WaitTrue(`document.querySelector(".share").textContent.includes("Could not copy (NotAllowedError): select the link above")`)

	if got := readQR(t, b, ".qr svg"); got != link {
		t.Fatalf("the QR code reads %q; the page shows %q", got, link)
	}
}

// readQR screenshots the element at sel and decodes it as a QR code.
func readQR(t *testing.T, b *Browser, sel string) string {
	t.Helper()
	var shot []byte
	b.Run("screenshot "+sel, chromedp.Screenshot(sel, &shot, chromedp.ByQuery, chromedp.NodeVisible))
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatal(err)
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		t.Fatalf("the QR code on screen does not scan: %v", err)
	}
	return res.GetText()
}

// A long campaign's link makes a QR code of about 150 squares a side: at
// the panel's 240 pixels that is under 2 pixels a square, which no phone
// reads. "Show the QR code large" fills the screen with it on white, and
// the code read back from the screen's pixels is the link, on a phone,
// a tablet and a laptop; Escape puts it away.
func TestShareQRLarge(t *testing.T) {
	rec, err := os.ReadFile(filepath.Join("..", "rules", "blessed", "testdata", "edition2-4.rec"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := record.Unmarshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	payload, err := record.EncodeLinkFile(record.File{Title: "The lighthouse", Record: r})
	if err != nil {
		t.Fatal(err)
	}
	site := StartSite(t)
	b := NewBrowser(t)
	b.Open(site.URL + "/#/r/" + payload)
	b.WaitReady()
	b.WaitVisible(".link-summary")
	if got := b.Text(".link-summary"); strings.Contains(got, "Players") {
		t.Errorf("the campaign's preview has a Players row: %q", got)
	}
	b.Click("#link-import")
	b.WaitTrue(`document.getElementById("lantern").dataset.route.startsWith("/play/blessed/")`)
	b.Go("/saves")
	b.WaitVisible(".save")
	b.Click(`.save a[aria-label^="Share"]`)
	b.WaitVisible(".qr svg")
	var link string
	b.Eval(`document.querySelector("#share-link").value`, &link)

	for _, size := range [][2]int64{{390, 844}, {768, 1024}, {1024, 768}} {
		name := fmt.Sprintf("%dx%d", size[0], size[1])
		b.Run("resize to "+name, chromedp.EmulateViewport(size[0], size[1]), chromedp.Sleep(200*time.Millisecond))
		small := squarePixels(b, ".qr > svg")
		if small >= 2 {
			t.Fatalf("%s: the panel's code has %.1f pixels a square; this game should need the large view", name, small)
		}
		b.Click("#share-qr-large")
		b.WaitVisible("#share-qr-dialog svg")
		b.WaitTrue(`document.activeElement.id === "share-qr-close"`)
		b.Screenshot("qr-large-"+name, size[0], size[1])
		if px := squarePixels(b, "#share-qr-dialog svg"); px < 2.3 {
			t.Errorf("%s: the large code has %.2f pixels a square", name, px)
		}
		if got := readQR(t, b, "#share-qr-dialog svg"); got != link {
			t.Fatalf("%s: the large QR code reads %q; the page shows %q", name, got, link)
		}
		b.Run("Escape", chromedp.KeyEvent(kb.Escape))
		b.WaitTrue(`document.querySelector("#share-qr-dialog") === null && document.activeElement.id === "share-qr-large"`)
	}
	b.Axe()
}

// squarePixels is the width on screen of one square of the QR code drawn
// by the SVG at sel (its viewBox counts squares, the quiet zone included).
func squarePixels(b *Browser, sel string) float64 {
	b.t.Helper()
	var px float64
	b.Eval(fmt.Sprintf(`(s => s.getBoundingClientRect().width / s.viewBox.baseVal.width)(document.querySelector(%q))`, sel), &px)
	return px
}
