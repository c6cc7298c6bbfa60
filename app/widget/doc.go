// Package widget holds pieces of table UI that any Lantern game may reuse:
// a dice tray with drawn SVG dice, the odds of a pool, a hardship
// breakdown, a card, a seat badge and the hand-over (privacy) screen.
//
// Widgets are go-app components whose inputs are exported fields, so a
// parent re-renders them only when those change. They never hold game
// state: they show what they are given and report taps through callbacks.
// What never takes a tap (dice, cards, badges, the breakdown) is drawn as
// static markup (package static) and mounted with one innerHTML: go-app
// would mount it with one JavaScript call per element, attribute and text.
//
// Meaning is never carried by colour alone: successes carry a mark, seats
// a symbol, Hope dice a second border.
package widget
