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
	return decodeQR(t, shot)
}

// readScreenQR decodes the QR code on the screen as it shows, at the
// device's pixels, as a phone's camera held over it sees it.
func readScreenQR(t *testing.T, b *Browser) string {
	t.Helper()
	var shot []byte
	b.Run("screenshot", chromedp.CaptureScreenshot(&shot))
	return decodeQR(t, shot)
}

func decodeQR(t *testing.T, shot []byte) string {
	t.Helper()
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

// A long campaign's link makes a QR code of 157 squares a side (165 with
// its margin): at the panel's 240 pixels a square is a quarter of a
// millimetre on a phone, too small for its camera. "Show the QR code large" fills the screen with it on white, and
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

	// Each screen at its usual pixel ratio: a phone of 390×844 CSS pixels
	// has three device pixels to each, and its camera reads the device's.
	for _, sc := range []struct {
		w, h  int64
		ratio float64
	}{{390, 844, 3}, {768, 1024, 2}, {1024, 768, 1}} {
		name := fmt.Sprintf("%dx%d", sc.w, sc.h)
		b.Run("resize to "+name, chromedp.EmulateViewport(sc.w, sc.h, chromedp.EmulateScale(sc.ratio)), chromedp.Sleep(200*time.Millisecond))
		small := squarePixels(b, ".qr > svg")
		b.Click("#share-qr-large")
		b.WaitVisible("#share-qr-dialog svg")
		b.WaitTrue(`document.activeElement.id === "share-qr-close"`)
		// The code as large as the screen allows: its width, or its height
		// less the Close button.
		var room float64 // CSS pixels a square with the code as wide as the room
		b.Eval(`(s => Math.min(s.parentElement.clientWidth, innerHeight - 100) / s.viewBox.baseVal.width)(document.querySelector("#share-qr-dialog svg"))`, &room)
		large := squarePixels(b, "#share-qr-dialog svg")
		// Rounded down to whole device pixels a square, so at most one
		// device pixel less than the room allows.
		if large*sc.ratio <= room*sc.ratio-1 || large <= small || large*sc.ratio < 4 {
			t.Errorf("%s: the large code has %.2f CSS pixels a square (the panel's %.2f, room for %.2f); a camera wants 4 device pixels", name, large, small, room)
		}
		t.Logf("%s: %.2f device pixels a square (the panel's %.2f)", name, large*sc.ratio, small*sc.ratio)
		if got := readScreenQR(t, b); got != link {
			t.Fatalf("%s: the large QR code reads %q; the page shows %q", name, got, link)
		}
		b.Screenshot("qr-large-"+name, sc.w, sc.h)
		b.Run("Escape", chromedp.KeyEvent(kb.Escape))
		b.WaitTrue(`document.querySelector("#share-qr-dialog") === null && document.activeElement.id === "share-qr-large"`)
	}
	b.Screenshot("share-panel-390x844", 390, 844)
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
