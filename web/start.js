// Lantern: what the page does before app.wasm runs. It runs in the head,
// before the first paint, as only the page knows its fragment (a share
// link's #/r/… never reaches the server).
//
// A load that opens another route than the library marks the root with its
// first segment, so web/loader.css hides the pre-rendered library (it would
// flash, then jump) and shows that page's pre-rendered first view, if any.
const lanternRoute = /^#\/([^/?#]+)/.exec(location.hash);
if (lanternRoute) {
  document.documentElement.dataset.opening = lanternRoute[1];
}

// A browser that blocks site data throws on reading localStorage, and
// go-app's engine reads it as it starts: each refused Storage gets an
// in-memory stand-in that lasts as long as the page, and the reason is
// kept for the app to tell (app/browser/refused_js.go).
for (const name of ["localStorage", "sessionStorage"]) {
  try {
    window[name].length;
  } catch (e) {
    window.lanternStorageRefused = window.lanternStorageRefused || String(e.message || e);
    const items = new Map();
    const keys = () => [...items.keys()].sort();
    const standIn = {
      getItem: (k) => (items.has(String(k)) ? items.get(String(k)) : null),
      setItem: (k, v) => void items.set(String(k), String(v)),
      removeItem: (k) => void items.delete(String(k)),
      clear: () => items.clear(),
      key: (i) => (i >= 0 && i < items.size ? keys()[i] : null),
    };
    Object.defineProperty(standIn, "length", { get: () => items.size });
    Object.defineProperty(window, name, { value: standIn, configurable: true });
  }
}

// The player's settings (app/shell/settings.go keeps them in localStorage)
// apply before the first paint too: no light page that turns dark, no text
// that grows once the app runs. Storage may be refused: then the defaults.
try {
  const s = JSON.parse(localStorage.getItem("lantern.settings") || "{}") || {};
  const root = document.documentElement;
  root.dataset.theme = s.theme || "system";
  root.dataset.text = s.text_size || "normal";
  root.classList.toggle("reduce-motion", s.reduce_motion === true);
} catch (e) {
  // the app says why storage is refused once it runs
}
