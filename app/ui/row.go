package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// RowKey reads the key of the row an event came from: the data-<name>
// attribute of the element that raised it, or of its nearest ancestor
// that has one. go-app keeps the handler a row was first drawn with while
// the list changes under it, so a row's key must come from the element at
// the moment of the event, never from a closure. name is a constant such
// as "save"; "" when no element carries it.
func RowKey(ctx app.Context, name string) string {
	el := ctx.JSSrc().Call("closest", "[data-"+name+"]")
	if !el.Truthy() {
		return ""
	}
	return el.Call("getAttribute", "data-"+name).String()
}

// RowIndex reads a row's index written by DataSet(name, i); ok is false
// when it is missing or outside [0, n).
func RowIndex(ctx app.Context, name string, n int) (i int, ok bool) {
	i, err := strconv.Atoi(RowKey(ctx, name))
	return i, err == nil && i >= 0 && i < n
}
