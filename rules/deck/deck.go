// Package deck holds ordered piles of cards as plain slices. Every function
// returns new slices and never changes its arguments, so a game's Apply can
// use them on the state it was given without mutating it.
package deck

import "lantern/rules/rng"

// Shuffled returns a shuffled copy of pile.
func Shuffled[T any](r *rng.Source, pile []T) []T {
	out := append([]T(nil), pile...)
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// Draw takes the top card (index 0). ok is false on an empty pile.
func Draw[T any](pile []T) (card T, rest []T, ok bool) {
	if len(pile) == 0 {
		return card, pile, false
	}
	return pile[0], append([]T(nil), pile[1:]...), true
}

// DrawN takes up to n cards from the top.
func DrawN[T any](pile []T, n int) (cards, rest []T) {
	n = min(n, len(pile))
	return append([]T(nil), pile[:n]...), append([]T(nil), pile[n:]...)
}

// Put returns pile with card added at the bottom (a discard pile's top is
// its last element).
func Put[T any](pile []T, card T) []T {
	return append(append(make([]T, 0, len(pile)+1), pile...), card)
}

// PutTop returns pile with card placed on top, to be drawn next.
func PutTop[T any](pile []T, card T) []T {
	return append([]T{card}, pile...)
}

// Remove takes the first card equal to card out of pile; ok is false if
// it is not there.
func Remove[T comparable](pile []T, card T) (rest []T, ok bool) {
	for i, c := range pile {
		if c == card {
			out := append(make([]T, 0, len(pile)-1), pile[:i]...)
			return append(out, pile[i+1:]...), true
		}
	}
	return pile, false
}

// Reshuffle shuffles discard under what is left of pile, for decks that
// recycle. Games whose cards are never reused simply never call it.
func Reshuffle[T any](r *rng.Source, pile, discard []T) []T {
	return append(append([]T(nil), pile...), Shuffled(r, discard)...)
}
