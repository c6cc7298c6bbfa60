package harrowing

// journalTexts are the journal's lines with names, each change led by
// its cause: the rules name it, except for the changes an answer makes,
// which come from what asked the question (the cause on the question's
// own line), until a line of another cause begins the next step.
func (p *Play) journalTexts() []string {
	log := p.g.Log
	out := make([]string, len(log))
	asked := ""
	for i, e := range log {
		switch {
		case e.Turn:
			asked = ""
		case e.Ask != 0:
			asked = e.Cause
		case e.Cause != "" && e.Cause != asked:
			asked = ""
		}
		text := e.Text
		if e.Change && e.Cause == "" && asked != "" {
			text = asked + ": " + text
		}
		out[i] = p.named(text)
	}
	return out
}
