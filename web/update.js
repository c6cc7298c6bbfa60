// Lantern: announce an update when a newer version takes this page over.
// go-app listens for the new worker only once its registration resolves,
// and a navigation's own update check can install the new worker before
// then; the page's controller still changes when it activates. A page that
// had no controller (a first visit) is never told: nothing was updated.
if ("serviceWorker" in navigator && navigator.serviceWorker.controller) {
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (typeof goappOnUpdate === "function") {
      goappOnUpdate();
    }
  });
}
