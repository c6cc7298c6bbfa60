package hoperec

import (
	"errors"

	"lantern/rules"
	"lantern/rules/hope"
	"lantern/rules/record"
)

// A house rule (hope.Variant) is packed after the edition, and only when
// the table chose one, so every record written before replays as it did
// (G-02). It is a count of fields, then each field, dropping zero fields
// at the end: a Lantern that knows fewer fields than a record carries
// refuses the record (the count is out of its range) instead of playing
// a rule it does not know.

// variantFields is how many Variant fields this Lantern knows.
const variantFields = 2

func variantValues(v hope.Variant) []int {
	f := []int{zigzag(v.Hope), v.Humanity}
	for len(f) > 0 && f[len(f)-1] == 0 {
		f = f[:len(f)-1]
	}
	return f
}

func packVariant(c hope.Config, p *record.Packer) error {
	f := variantValues(c.Variant)
	if len(f) == 0 {
		return nil
	}
	if c.Edition == hope.EditionFirst {
		return rules.Refuse(rules.ErrBadConfig, "house rules need the latest rules edition")
	}
	p.Int(len(f))
	for _, x := range f {
		p.Int(x)
	}
	return nil
}

var errVariantShape = errors.New("house rule written with a zero field last")

func unpackVariant(u *record.Unpacker) hope.Variant {
	var v hope.Variant
	if !u.More() {
		return v
	}
	n := u.Int(variantFields)
	f := make([]int, variantFields)
	max := []int{zigzag(hope.MaxHopeBonus), hope.MaxHumanity}
	for i := range n {
		f[i] = u.Int(max[i])
	}
	if u.Err() == nil && (n == 0 || f[n-1] == 0) {
		u.Fail(errVariantShape)
	}
	v.Hope, v.Humanity = unzigzag(f[0]), f[1]
	return v
}

// zigzag packs a small signed number as 0, -1, +1, -2, +2… → 0, 2, 1, 4, 3…
// so that no house rule is 0 and the pack stays non-negative.
func zigzag(n int) int {
	if n < 0 {
		return -2 * n
	}
	return max(0, 2*n-1)
}

func unzigzag(z int) int {
	if z%2 == 0 {
		return -z / 2
	}
	return (z + 1) / 2
}

// VariantOf is the house rule r's game is played under (the table shows
// it); a record that cannot be read has none.
func VariantOf(r record.Record) hope.Variant {
	return unpackConfig(record.NewUnpacker(r.Config), r.Names).Variant
}
