// Lantern's loader: app.wasm is fetched and compiled from here, the first
// script of the page's head, while the page, its stylesheet and go-app's
// scripts load. The compiler reads the browser's own response, not one
// assembled in JavaScript, so the browser may keep the compiled code
// between starts (in the HTTP cache online, beside the service worker's
// cache offline). go-app's app.js starts Go on the module once it is
// ready: cmd/lantern/appjs.go puts a call of lanternStartGo in place of
// go-app's own loader.
//
// The build writes the wasm's hashed path and its uncompressed size on
// this script's tag (cmd/lantern/head.go).

// A download the server refused (its status says why).
class LanternDownloadError extends Error {}

const lanternWasm = lanternCompile(document.currentScript.dataset.wasm, +document.currentScript.dataset.size);
lanternWasm.catch((err) => lanternWhenParsed(() => lanternFail(err)));

// lanternCompile resolves with the compiled module, the bar at 100 %: the
// compiler has had every byte, and the bar's copy of them may lag.
async function lanternCompile(url, size) {
  const module = await lanternCompileFrom(url, size);
  lanternShowProgress(100);
  return module;
}

// lanternCompileFrom compiles the browser's response as it arrives. Where
// streaming compile is missing or refuses the response (a host sending the
// wrong MIME type), it compiles the whole download instead: slower, but it
// starts.
async function lanternCompileFrom(url, size) {
  const response = await (lanternRetrying() ? lanternFetchAnew(url) : fetch(url));
  if (!response.ok) {
    throw new LanternDownloadError("the server answered " + response.status);
  }
  lanternCount(response.clone(), size);
  if (typeof WebAssembly.compileStreaming !== "function") {
    return WebAssembly.compile(await response.arrayBuffer());
  }
  try {
    return await WebAssembly.compileStreaming(response);
  } catch (err) {
    if (!(err instanceof TypeError)) {
      throw err; // a CompileError: the bytes themselves are wrong
    }
    console.warn("Lantern: streaming compile refused, compiling the whole download:", err);
    const again = response.bodyUsed ? await fetch(url) : response;
    return WebAssembly.compile(await again.arrayBuffer());
  }
}

// lanternCount moves the bar by the bytes read from a copy of the response
// (a tee the browser keeps; the compiler reads the other branch). The body
// is read uncompressed, so size is app.wasm's own size whatever the host's
// compression. The bar never shows 0 % once bytes arrive, and 100 % only
// once every byte has.
async function lanternCount(response, size) {
  const reader = response.body.getReader();
  let loaded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        break;
      }
      loaded += value.byteLength;
      if (size > 0) {
        lanternShowProgress(Math.min(99, Math.ceil((loaded * 100) / size)));
      }
    }
  } catch (err) {
    return; // the compile fails too, and says so
  }
  lanternShowProgress(100);
}

let lanternProgress = 0;

// lanternShowProgress writes the percentage into go-app's label ("… N%")
// and the bar's length (--progress, web/loader.css). It never goes back.
// Before the parser has reached the bar, the last value waits for it.
function lanternShowProgress(percent) {
  if (percent <= lanternProgress) {
    return;
  }
  const first = lanternProgress === 0;
  lanternProgress = percent;
  const draw = () => {
    const loader = document.getElementById("app-wasm-loader");
    const label = document.getElementById("app-wasm-loader-label");
    if (!loader || !label || loader.classList.contains("failed")) {
      return;
    }
    loader.style.setProperty("--progress", lanternProgress + "%");
    label.textContent = label.textContent.replace(/\d+(?=\s*%)/, lanternProgress);
  };
  if (document.readyState === "loading" && first) {
    document.addEventListener("DOMContentLoaded", draw, { once: true });
  }
  draw();
}

// lanternStartGo runs Go on the compiled module: go-app's app.js calls it
// where go-app fetched and instantiated app.wasm itself.
async function lanternStartGo() {
  let module;
  try {
    module = await lanternWasm;
  } catch (err) {
    return; // lanternFail said why
  }
  try {
    const go = new Go();
    go.run(await WebAssembly.instantiate(module, go.importObject));
    document.getElementById("app-wasm-loader").remove();
  } catch (err) {
    lanternFail(err);
  }
}

// lanternFail says in plain words why the app cannot start, in place of
// the bar, with a button that loads the page again.
function lanternFail(err) {
  console.error("Lantern: loading app.wasm failed:", err);
  const loader = document.getElementById("app-wasm-loader");
  const label = document.getElementById("app-wasm-loader-label");
  if (!loader || !label || loader.classList.contains("failed")) {
    return;
  }
  loader.classList.add("failed");
  label.setAttribute("role", "alert");
  label.textContent = lanternPlainWords(err);
  const retry = document.createElement("button");
  retry.type = "button";
  retry.className = "btn";
  retry.textContent = "Try again";
  retry.addEventListener("click", () => {
    try {
      sessionStorage.setItem("lantern.retry", "1");
    } catch (e) {
      // site data refused: the reload may get the same bytes from the cache
    }
    location.reload();
  });
  loader.append(retry);
}

function lanternPlainWords(err) {
  if (err instanceof WebAssembly.CompileError) {
    return "Lantern arrived damaged or cut short, so it cannot start.";
  }
  if (err instanceof LanternDownloadError) {
    return "Lantern could not be downloaded: " + err.message + ".";
  }
  if (err instanceof TypeError) {
    return "Lantern could not be downloaded. Check the connection.";
  }
  return "Lantern could not start: " + (err && err.message ? err.message : err) + ".";
}

// lanternRetrying says whether the player pressed "Try again".
function lanternRetrying() {
  try {
    const retry = sessionStorage.getItem("lantern.retry") === "1";
    sessionStorage.removeItem("lantern.retry");
    return retry;
  } catch (e) {
    return false;
  }
}

// lanternFetchAnew downloads the wasm again after a failure: the copies
// kept of it may be the damaged ones, and under its hashed name they would
// be kept for good. The service worker's copy is dropped (the worker then
// asks the network), the HTTP cache is bypassed, and the new copy goes
// back into the service worker's cache for offline starts.
async function lanternFetchAnew(url) {
  const kept = [];
  try {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      if (await cache.delete(url)) {
        kept.push(cache);
      }
    }
  } catch (e) {
    // no Cache Storage (site data refused): nothing kept to drop
  }
  const response = await fetch(url, { cache: "reload" });
  if (response.ok) {
    for (const cache of kept) {
      cache.put(url, response.clone()).catch((err) => console.warn("Lantern: keeping the new app.wasm failed:", err));
    }
  }
  return response;
}

function lanternWhenParsed(f) {
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", f, { once: true });
  } else {
    f();
  }
}
