//go:build e2e

package e2e

import "testing"

// offlinePhone is a phone that visited Lantern once, with the largest
// text, and now has no network: where a code from the tablet opens.
func offlinePhone(t *testing.T, site *Site) *Browser {
	t.Helper()
	phone := NewBrowser(t)
	presetSettings(phone, site, `{"text_size": "larger"}`)
	phone.Open(site.URL + "/")
	phone.WaitReady()
	phone.WaitServiceWorker()
	phone.Offline(true)
	return phone
}

// damagedCodeKeepsNothing opens the code url cut short on the phone: it
// gets a plain error, and the phone kept no save from any code it opened.
func damagedCodeKeepsNothing(t *testing.T, phone *Browser, url string) {
	t.Helper()
	phone.Open(url[:len(url)-12])
	phone.WaitVisible("#peek-error")
	if e := phone.Text("#peek-error"); e != "This code cannot be read: the code is damaged or cut short." {
		t.Errorf("a damaged code says %q", e)
	}
	phone.Axe()
	phone.Screenshot("phone-damaged-390x844", 390, 844)
	phone.Go("/saves")
	phone.WaitRoute("/saves")
	if n := phone.Count(".save"); n != 0 {
		t.Errorf("the phone has %d saves after opening codes", n)
	}
}
