//go:build !wasm

package main

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// go-app's worker caches in async listeners without event.waitUntil, so the
// browser may activate it before the cache is filled (a first visit then
// fails offline), and it swallows a failed download, so a broken update
// deletes the previous good cache. workerTemplate patches both listeners.
// The e2e test TestUpdateBanner checks that only a real update shows the
// update banner, and TestShellLoadsAndWorksOffline the offline restart.
var workerPatches = []struct{ old, new string }{
	{
		old: `self.addEventListener("install", async (event) => {
  try {
    console.log("installing app worker {{.Version}}");
    await installWorker();
    await self.skipWaiting();
  } catch (error) {
    console.error("error during installation:", error);
  }
});`,
		new: `self.addEventListener("install", (event) => {
  // Lantern: activate only with every resource cached; a failed download
  // fails the install, so the previous version keeps working offline.
  event.waitUntil(installWorker().then(() => self.skipWaiting()));
});`,
	},
	{
		old: `self.addEventListener("activate", async (event) => {
  try {
    await deletePreviousCaches(); // Await cache cleanup
    await self.clients.claim(); // Ensure the service worker takes control of the clients
    console.log("app worker {{.Version}} is activated");
  } catch (error) {
    console.error("error during activation:", error);
  }
});`,
		new: `self.addEventListener("activate", (event) => {
  // Lantern: no clients.claim(). A first visit then stays uncontrolled until
  // its next load, as it needs nothing cached; claiming would make app.js see
  // a controller and announce the first install as an update.
  event.waitUntil(deletePreviousCaches());
});`,
	},
}

// workerTemplate returns go-app's service worker with the patches applied,
// or an error when go-app's text changed (check the patches on upgrade).
func workerTemplate() (string, error) {
	s := app.DefaultAppWorkerJS
	for _, p := range workerPatches {
		if strings.Count(s, p.old) != 1 {
			return "", fmt.Errorf("go-app's service worker changed; update workerPatches in %s", "cmd/lantern/worker.go")
		}
		s = strings.Replace(s, p.old, p.new, 1)
	}
	return s, nil
}
