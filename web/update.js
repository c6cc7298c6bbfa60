// Lantern: announce an update when a newer version takes this page over.
// go-app listens for the new worker only once its registration resolves,
// and a navigation's own update check can install the new worker before
// then; the page's controller still changes when it activates. A page that
// had no controller (a first visit) is never told: nothing was updated.
if ("serviceWorker" in navigator && navigator.serviceWorker.controller) {
  const announce = () => {
    if (typeof goappOnUpdate === "function") {
      goappOnUpdate();
    }
  };
  navigator.serviceWorker.addEventListener("controllerchange", announce);
  // On a slow device the newer worker can take over before this script
  // runs. Each worker keeps its files in the cache "app-<version>" and
  // deletes the others once it is active, so this page's cache being gone
  // means a newer version is in charge.
  document.addEventListener("DOMContentLoaded", async () => {
    if (typeof goappGetenv !== "function" || !("caches" in window)) {
      return;
    }
    if (!(await caches.has("app-" + goappGetenv("GOAPP_VERSION")))) {
      announce();
    }
  });
}
