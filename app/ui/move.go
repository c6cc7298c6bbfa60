package ui

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// MoveData is a move written for a control's data-move attribute. A move
// rides in the element rather than in the handler's closure: go-app keeps
// a handler's first closure while its code stays the same, so a captured
// move could go stale. The rules check a move read back again anyway.
func MoveData[M any](m M) string {
	b, _ := json.Marshal(m)
	return string(b)
}

// ReadMove reads back the move of the control that raised the event.
func ReadMove[M any](ctx app.Context) (M, bool) {
	return ParseMove[M](ctx.JSSrc().Get("dataset").Get("move").String())
}

// ParseMove reads a move written by MoveData, e.g. a select's value.
func ParseMove[M any](s string) (M, bool) {
	var m M
	return m, json.Unmarshal([]byte(s), &m) == nil
}
