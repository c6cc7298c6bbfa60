package record

// House rules (a game's variant) close a game's packed config, written
// only when the table chose one so that every record written before reads
// as it did. Extra writes them as a count of fields, then each field,
// zero fields at the end dropped: a later Lantern may add fields, and a
// Lantern that knows fewer fields than a record holds refuses the record
// (the count is past its bound) rather than play a rule it does not know.

// Extra appends fields (small non-negative numbers), or nothing when all
// are zero.
func (p *Packer) Extra(fields ...int) {
	n := len(fields)
	for n > 0 && fields[n-1] == 0 {
		n--
	}
	if n == 0 {
		return
	}
	p.Int(n)
	for _, f := range fields[:n] {
		p.Int(f)
	}
}

// Extra reads what Packer.Extra wrote, one field per bound in max (the
// field's largest value); nothing left reads as every field zero. A count
// past len(max), or a zero field last, is refused.
func (u *Unpacker) Extra(max ...int) []int {
	out := make([]int, len(max))
	if !u.More() {
		return out
	}
	n := u.Int(len(max))
	for i := range n {
		out[i] = u.Int(max[i])
	}
	if u.err == nil && (n == 0 || out[n-1] == 0) {
		u.err = corrupt("house rules written with a zero field last")
	}
	return out
}
