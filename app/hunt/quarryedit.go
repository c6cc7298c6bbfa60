package hunt

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/app/ui"
	"lantern/rules/hunt"
	"lantern/rules/words"
)

// Typing, editing and deleting the quarries kept on this device.

// removed is a quarry just deleted, kept until the next change so that
// Undo can put it back where it was.
type removed struct {
	q  hunt.Quarry
	at int
}

// problems is what is wrong with the draft, a name already kept included.
func (s *Setup) problems() (hunt.Quarry, map[string]string) {
	q, errs := s.draft.quarry()
	for j, o := range s.owned {
		if j != s.draft.at && strings.EqualFold(o.Name, q.Name) && errs["name"] == "" {
			errs["name"] = "you already keep a quarry called " + o.Name + ": choose another name, or edit that one"
		}
	}
	return q, errs
}

func (s *Setup) newQuarry(ctx app.Context, _ app.Event) {
	s.draft, s.removed = newDraft(), nil
	ui.FocusAfterPaint("#q-name")
}

func (s *Setup) editQuarry(ctx app.Context, _ app.Event) {
	if i, ok := s.ownIndex(); ok {
		s.draft, s.removed = fromQuarry(s.owned[i], i), nil
		ui.FocusAfterPaint("#q-name")
	}
}

func (s *Setup) cancelDraft(ctx app.Context, _ app.Event) {
	s.draft = nil
	ui.FocusAfterPaint("#hunt-quarry-new")
}

// saveDraft keeps the quarry typed, or shows what to put right.
func (s *Setup) saveDraft(ctx app.Context, _ app.Event) {
	s.draft.tried = true
	q, errs := s.problems()
	if len(errs) > 0 {
		ui.FocusAfterPaint("#quarry-problems")
		return
	}
	owned := append([]hunt.Quarry(nil), s.owned...)
	at := s.draft.at
	if at < 0 || at >= len(owned) {
		at, owned = len(owned), append(owned, q)
	} else {
		owned[at] = q
	}
	s.keepOwned(owned, at, fmt.Sprintf("%s is saved on this device and ready to hunt (%s, %s).", q.Name, words.Count(len(q.Levels), "level"), words.Count(len(q.Deck), "card")))
	s.draft = nil
	ui.FocusAfterPaint("#hunt-quarry-status")
}

// keepOwned stores owned, chooses its quarry at, and says msg.
func (s *Setup) keepOwned(owned []hunt.Quarry, at int, msg string) {
	s.owned, s.quarryEr, s.quarryOK = owned, "", msg
	s.quarry, s.level = ownPrefix+strconv.Itoa(at), 1
	if at < 0 {
		s.quarry = hunt.Quarries()[0].ID
	}
	if err := saveOwned(owned); err != nil {
		s.quarryOK = "This device would not keep your quarries: " + err.Error()
	}
}

// deleteQuarry drops the chosen quarry from this device. Hunts of it
// already saved keep it: their records carry it.
func (s *Setup) deleteQuarry(ctx app.Context, _ app.Event) {
	i, ok := s.ownIndex()
	if !ok {
		return
	}
	q := s.owned[i]
	owned := append(append([]hunt.Quarry(nil), s.owned[:i]...), s.owned[i+1:]...)
	s.keepOwned(owned, -1, q.Name+" is deleted from this device. Hunts of it already saved still open.")
	s.removed = &removed{q: q, at: i}
	ui.FocusAfterPaint("#hunt-quarry-undo")
}

// undoDelete puts the quarry just deleted back.
func (s *Setup) undoDelete(ctx app.Context, _ app.Event) {
	r := s.removed
	if r == nil {
		return
	}
	at := min(r.at, len(s.owned))
	owned := append(append(append([]hunt.Quarry(nil), s.owned[:at]...), r.q), s.owned[at:]...)
	s.removed = nil
	s.keepOwned(owned, at, r.q.Name+" is back on this device.")
	ui.FocusAfterPaint("#hunt-quarry-status")
}

// ownIndex is the index of the owner's quarry chosen, if one is.
func (s *Setup) ownIndex() (int, bool) {
	n, ok := strings.CutPrefix(s.quarry, ownPrefix)
	if !ok {
		return 0, false
	}
	i, err := strconv.Atoi(n)
	return i, err == nil && i >= 0 && i < len(s.owned)
}

func (s *Setup) setLevels(ctx app.Context, v string) {
	if n, err := strconv.Atoi(v); err == nil && s.draft != nil {
		s.draft.setLevels(min(max(n, 1), 3))
	}
}

// addRow adds a card, a band or an option, as the button's field names,
// and takes the keyboard to it.
func (s *Setup) addRow(ctx app.Context, _ app.Event) {
	if s.draft != nil {
		ui.FocusAfterPaint("#" + fieldID(s.draft.add(ui.RowKey(ctx, "field"))))
	}
}

// removeRow takes out a card, a band or an option, and leaves the
// keyboard on its list's Add button.
func (s *Setup) removeRow(ctx app.Context, _ app.Event) {
	if s.draft == nil {
		return
	}
	field := ui.RowKey(ctx, "field")
	s.draft.remove(field)
	list := field[:max(0, strings.LastIndex(field, "."))]
	ui.FocusAfterPaint("#" + fieldID(list) + "-add")
}
