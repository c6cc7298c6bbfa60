package main

// Game UI packages register themselves with the shell from init; importing
// one is what puts a game in the app. Each game has its own file,
// games_<id>.go, built unless the tag lantern_no<id> is set, so that
// `make bench` can measure what each game adds to app.wasm. The saves page,
// the stats page and the house-rule lab are the platform's, whatever games
// are built.
import (
	_ "lantern/app/lab"
	_ "lantern/app/saves"
	_ "lantern/app/stats"
)
