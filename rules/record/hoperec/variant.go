package hoperec

import (
	"lantern/rules"
	"lantern/rules/hope"
	"lantern/rules/record"
)

// A house rule (hope.Variant) closes the packed config, after the
// edition, as record.Packer.Extra writes it: the Hope bonus zigzagged
// (0, -1, +1, -2, +2… as 0, 2, 1, 4, 3…), then the Humanity.

func packVariant(c hope.Config, p *record.Packer) error {
	v := c.Variant
	if v != (hope.Variant{}) && c.Edition == hope.EditionFirst {
		return rules.Refuse(rules.ErrBadConfig, "house rules need the latest rules edition")
	}
	p.Extra(zigzag(v.Hope), v.Humanity)
	return nil
}

func unpackVariant(u *record.Unpacker) hope.Variant {
	f := u.Extra(zigzag(hope.MaxHopeBonus), hope.MaxHumanity)
	return hope.Variant{Hope: unzigzag(f[0]), Humanity: f[1]}
}

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
