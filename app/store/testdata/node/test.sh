#!/bin/sh
# make test-store-node: the IndexedDB store's tests under Node against
# fake-indexeddb, installed from the committed lock file.
set -e
dir=$(cd "$(dirname "$0")" && pwd)
[ -d "$dir/node_modules/fake-indexeddb" ] || npm ci --prefix "$dir" --ignore-scripts --no-audit --no-fund
cd "$dir/../../../.."
GOOS=js GOARCH=wasm go test -exec="$dir/exec" ./app/store/...
