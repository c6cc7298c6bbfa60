# Lantern: `make run` to play locally, `make test` before every commit.
GO        ?= go
ADDR      ?= :7777
WASM_ENV   = GOOS=js GOARCH=wasm
# -s -w drops the symbol table and DWARF: smaller download, same behaviour.
# -l stops the compiler inlining Lantern's own code in the browser build:
# 46 KB less brotli (docs/architecture.md) for a rules engine about 40%
# slower in WebAssembly (a whole five-bot game still takes under 0.5 ms);
# and in the libraries only Lantern uses (msgpack, IndexedDB, safejs),
# 13 KB less for work that is never the slow part.
WASM_FLAGS = -trimpath -ldflags="-s -w" -gcflags=lantern/...=-l \
	-gcflags=github.com/vmihailenco/...=-l -gcflags=github.com/hack-pad/...=-l
# The browser build uses go-app with Lantern's one-change engine patch
# (third_party/go-app/README.md): a tap is drawn at once, not 8 ms later.
WASM_MOD   = out/wasm.mod
WASM_EXEC  = $(shell $(GO) env GOROOT)/lib/wasm/go_js_wasm_exec
CHROMIUM   = /usr/bin/chromium
AXE        = e2e/node_modules/.package-lock.json
LIGHTHOUSE = internal/benchsize/lighthouse/node_modules/.package-lock.json

.PHONY: run dist wasm test fmt-check vet test-go test-wasm test-store-node test-e2e chromium bench bench-size icons clean

## run: build the site and serve it on $(ADDR) with production's headers
run: dist
	$(GO) run ./cmd/lantern serve -addr $(ADDR) -dir dist

## dist: the static site Netlify publishes
dist: wasm
	$(GO) run ./cmd/lantern build -out dist

wasm: $(WASM_MOD)
	$(WASM_ENV) $(GO) build $(WASM_FLAGS) -modfile=$(WASM_MOD) -o web/app.wasm ./cmd/lantern

# Go refuses to overlay files in the module cache, so the patched go-app is a
# copy of its two packages under out/, named by a go.mod used only here.
$(WASM_MOD): go.mod go.sum third_party/go-app/_engine.go
	@src=$$($(GO) mod download -json github.com/maxence-charriere/go-app/v10 | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$$/\1/p') && \
	  test -f "$$src/pkg/app/engine.go" || { echo "cannot download go-app: check the network or GOPROXY"; exit 1; }; \
	  rm -rf out/go-app && mkdir -p out/go-app/pkg && \
	  cp "$$src/go.mod" out/go-app/ && cp -r "$$src/pkg/app" "$$src/pkg/errors" out/go-app/pkg/ && \
	  chmod -R u+w out/go-app && rm -f out/go-app/pkg/*/*_test.go && \
	  cp third_party/go-app/_engine.go out/go-app/pkg/app/engine.go && \
	  cp go.sum out/wasm.sum && \
	  { cat go.mod; echo; echo "replace github.com/maxence-charriere/go-app/v10 => ./out/go-app"; } > $@

## test: formatting, vet (native and wasm), race tests, rules under Node, browser tests
test: fmt-check vet test-go test-wasm test-store-node test-e2e

fmt-check:
	@files=$$(gofmt -l $$(find . -name '*.go' -not -path '*/node_modules/*' -not -path './out/*')); \
	if [ -n "$$files" ]; then echo "gofmt needed:"; echo "$$files"; exit 1; fi

# go.mod is kept as tidy writes it: direct, tests-only and indirect blocks.
vet:
	$(GO) mod tidy -diff
	$(GO) vet ./...
	$(WASM_ENV) $(GO) vet ./...
	$(GO) vet -tags e2e ./e2e/...

test-go:
	$(GO) test -race ./...

test-wasm:
	$(WASM_ENV) $(GO) test -exec="$(WASM_EXEC)" ./rules/...

test-e2e: dist chromium $(AXE)
	$(GO) test -tags e2e -count=1 -timeout 30m ./e2e/...

# The IndexedDB store under Node, against fake-indexeddb from a committed lock file.
test-store-node:
	app/store/testdata/node/test.sh

# Browser tests need Debian's Chromium: install it when we are root with apt.
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver; \
	  else \
	    echo "Chromium is missing. Install it with: sudo apt-get install chromium chromium-driver"; exit 1; \
	  fi; \
	fi

$(AXE): e2e/package.json e2e/package-lock.json
	cd e2e && npm ci --ignore-scripts --no-audit --no-fund

# Lighthouse, for make bench alone: its 185 MB stay out of make test.
$(LIGHTHOUSE): internal/benchsize/lighthouse/package.json internal/benchsize/lighthouse/package-lock.json
	cd internal/benchsize/lighthouse && npm ci --ignore-scripts --no-audit --no-fund

## bench: Go and browser benchmarks, then size and start time against a
## go-app hello world (last, as it fails when a part is over its budget)
bench: dist chromium $(AXE) $(LIGHTHOUSE)
	$(GO) test -run '^$$' -bench . ./rules/... ./app/...
	$(GO) test -tags e2e -run '^$$' -bench . ./e2e/...
	$(GO) run ./internal/benchsize -site dist -wasm-flags '$(WASM_FLAGS)' -app-flags '$(WASM_FLAGS) -modfile=$(WASM_MOD)'

# The sizes alone, whole and by part, judged against their budgets.
bench-size: dist
	$(GO) run ./internal/benchsize -sizes-only -site dist -wasm-flags '$(WASM_FLAGS)' -app-flags '$(WASM_FLAGS) -modfile=$(WASM_MOD)'

## icons: render the PNG icons from the SVGs (the PNGs are committed)
icons: chromium
	for spec in "icon.svg 192 icon-192.png" "icon.svg 512 icon-512.png" "icon-maskable.svg 512 icon-maskable-512.png"; do \
	  set -- $$spec; d=$$(mktemp -d); \
	  printf '<!doctype html><body style="margin:0"><img src="file://%s/web/%s" width="%s" height="%s" style="display:block">' "$$PWD" $$1 $$2 $$2 > $$d/p.html; \
	  $(CHROMIUM) --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
	    --disable-component-update --disable-sync --user-data-dir=$$d/profile --hide-scrollbars \
	    --default-background-color=00000000 --window-size=$$2,$$2 --screenshot=$$PWD/web/$$3 file://$$d/p.html; \
	  rm -rf $$d; \
	done

clean:
	rm -rf dist bin out web/app.wasm e2e/output
