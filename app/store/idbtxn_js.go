//go:build js && wasm

package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/hack-pad/safejs"
)

// Transactions are Lantern's own, on the raw IDBDatabase, and end only on
// the transaction's "complete" event: go-indexeddb v0.3.2's
// Transaction.Await returns transaction.error on "abort", which is null
// when the browser aborts without an error (Safari sending a tab to the
// background, a connection closed under it), so a write that never
// happened counted as saved.

// errAborted is an abort that came without an error.
var errAborted = errors.New("the browser stopped the write")

// errLost is a transaction that could not begin: the browser closed the
// connection (site data cleared, storage evicted).
var errLost = errors.New("the browser closed the saved games")

type txn struct {
	v    safejs.Value
	done chan struct{} // closed on "complete" or "abort"
	err  error         // why it aborted; read after done
}

// begin starts a transaction on stores and listens for its end.
func begin(db safejs.Value, mode string, stores ...string) (*txn, error) {
	names := make([]any, len(stores))
	for i, s := range stores {
		names[i] = s
	}
	v, err := db.Call("transaction", names, mode)
	if err != nil {
		return nil, fmt.Errorf("%w (%v)", errLost, err)
	}
	t := &txn{v: v, done: make(chan struct{})}
	err = t.on(v, map[string]func(safejs.Value){
		"complete": func(safejs.Value) { close(t.done) },
		"abort": func(safejs.Value) {
			t.err = jsError(t.v.Get("error"))
			if t.err == nil {
				t.err = errAborted
			}
			close(t.done)
		},
	})
	return t, err
}

// on adds one-shot listeners to target (a transaction or a request): the
// first of them to fire ends them all, and they are released once the
// transaction has ended, when no event can reach them any more.
func (t *txn) on(target safejs.Value, handlers map[string]func(safejs.Value)) error {
	fired := false
	var funcs []safejs.Func
	for name, h := range handlers {
		f, err := safejs.FuncOf(func(_ safejs.Value, args []safejs.Value) any {
			if !fired && len(args) > 0 {
				fired = true
				h(args[0])
			}
			return nil
		})
		if err != nil {
			return err
		}
		funcs = append(funcs, f)
		if _, err := target.Call("addEventListener", name, f.Value()); err != nil {
			return err
		}
	}
	go func() {
		<-t.done
		for _, f := range funcs {
			f.Release()
		}
	}()
	return nil
}

// request calls method on object store name and waits for its result.
func (t *txn) request(ctx context.Context, name, method string, args ...any) (safejs.Value, error) {
	os, err := t.v.Call("objectStore", name)
	if err != nil {
		return safejs.Undefined(), err
	}
	r, err := os.Call(method, args...)
	if err != nil {
		return safejs.Undefined(), err
	}
	got := make(chan error, 1)
	err = t.on(r, map[string]func(safejs.Value){
		"success": func(safejs.Value) { got <- nil },
		"error":   func(safejs.Value) { got <- jsError(r.Get("error")) },
	})
	if err != nil {
		return safejs.Undefined(), err
	}
	select {
	case err = <-got:
	case <-t.done:
		err = t.err
	case <-ctx.Done():
		err = ctx.Err()
	}
	if err != nil {
		return safejs.Undefined(), err
	}
	return r.Get("result")
}

// send issues a write without waiting for it: wait reports its outcome
// with the transaction's.
func (t *txn) send(name, method string, args ...any) error {
	os, err := t.v.Call("objectStore", name)
	if err == nil {
		_, err = os.Call(method, args...)
	}
	return err
}

// wait returns nil once the transaction has committed, and why otherwise.
func (t *txn) wait(ctx context.Context) error {
	select {
	case <-t.done:
		return t.err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// abort rolls the transaction back and returns err; it waits for the
// abort so that nothing of it is left running.
func (t *txn) abort(ctx context.Context, err error) error {
	if _, aerr := t.v.Call("abort"); aerr == nil {
		_ = t.wait(ctx)
	}
	return err
}

// jsError turns a DOMException (or null) into an error.
func jsError(v safejs.Value, err error) error {
	if err != nil {
		return err
	}
	if ok, _ := v.Truthy(); !ok {
		return nil
	}
	name, _ := v.Get("name")
	msg, _ := v.Get("message")
	n, _ := name.String()
	m, _ := msg.String()
	detail := n
	if m != "" {
		detail += ": " + m
	}
	if n == "QuotaExceededError" { // Chromium gives it no message
		return fmt.Errorf("%w (%s)", ErrFull, detail)
	}
	return errors.New(detail)
}
