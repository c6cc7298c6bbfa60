package main

// Game UI packages register themselves with the shell from init; importing
// them here is what puts a game in the app. One line per game:
//
//	_ "lantern/app/hope"
import (
	_ "lantern/app/hope"
	_ "lantern/app/hunt"
	_ "lantern/app/saves"
)
