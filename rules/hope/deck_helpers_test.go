package hope

// The helpers below keep test decks readable: one short call per effect.
// Their dk prefix keeps them out of the way of the engine's own names.

// dkFx is an effect on the one who receives it.
func dkFx(kind EffectKind, n int) Effect { return Effect{Kind: kind, N: n} }

// dkTo is an effect on someone else.
func dkTo(kind EffectKind, n int, who Target) Effect { return Effect{Kind: kind, N: n, Who: who} }

// dkOut is an outcome: one sentence and its effects.
func dkOut(text string, fx ...Effect) Outcome { return Outcome{Text: text, Effects: fx} }

// dkOpt is one answer to a choice scene.
func dkOpt(label, text string, fx ...Effect) Option {
	return Option{Label: label, Outcome: dkOut(text, fx...)}
}

// dkChoose lets the receiver pick one of the given effect lists.
func dkChoose(options ...[]Effect) Effect { return Effect{Kind: Choose, Options: options} }

// dkAsset gains a named asset (or a random one when id is "").
func dkAsset(id string) Effect { return Effect{Kind: GainAsset, Card: id} }
