package blessed

import "slices"

// Session Shop limits: dice never pass d10, and a character holds at most
// MaxD10 d10s and MaxD8 d8s.
const (
	MaxD10 = 2
	MaxD8  = 3
	// ShopPrice is how many Blessings worth 1 or more buy a Stat Upgrade.
	ShopPrice = 3
)

func validShop(s State, c Character, m Move) error {
	switch m.Kind {
	case StatUpgrade:
		return validUpgrade(s, c, m)
	case TakeUpgrade:
		return validTake(c, m)
	case SkipUpgrade:
		if m.Tag < Tag6 || m.Tag > Tag10 || c.Owed[m.Tag] == 0 {
			return m.illegal("seat {seat} is owed no {tag} upgrade")
		}
	case LeaveLost:
		switch {
		case c.Lifestyle != Lost:
			return illegal("only a Lost character can leave Lost")
		case c.LostSince >= s.Session:
			return illegal("a character leaves Lost at the end of a later session")
		case m.Lifestyle == NoLifestyle || m.Lifestyle >= Lost:
			return illegal("leaving Lost takes another lifestyle")
		}
	}
	return nil
}

func validUpgrade(s State, c Character, m Move) error {
	if !s.hasStat(m.Stat) {
		return m.illegal("{stat} is not one of this table's stats")
	}
	if why, arg := raiseRefused(c, m.Stat); why != "" {
		return illegal(why, arg)
	}
	switch m.Pay {
	case PayFree:
		if c.FreeUpgrades == 0 {
			return m.illegal("seat {seat} has used this session's free upgrade")
		}
	case PayBlessings:
		if c.payable() < ShopPrice {
			return illegal("an upgrade costs %d Blessings worth 1 or more", ShopPrice)
		}
	case PayDowngrade:
		if m.Second == m.Stat || !s.hasStat(m.Second) || c.Die(m.Second) != D4 {
			return illegal("only another d4 may be taken down to d2 to pay")
		}
	default:
		return illegal("unknown payment")
	}
	return nil
}

// raiseRefused says why stat st cannot be raised one size, as a format
// and its argument, or "" when it can. Legal asks it of every stat, so it
// formats nothing.
func raiseRefused(c Character, st Stat) (string, any) {
	to := c.Die(st) + 2
	switch {
	case c.Die(st) == D10:
		return "%v is a d10 already, the largest die", st
	case to == D10 && c.count(D10) >= MaxD10:
		return "a character has at most %d d10s", MaxD10
	case to == D8 && c.count(D8) >= MaxD8:
		return "a character has at most %d d8s", MaxD8
	}
	return "", nil
}

// payable counts the Blessings worth 1 or more.
func (c Character) payable() int {
	n := 0
	for _, v := range c.Blessings {
		if c.Worth(v) >= 1 {
			n++
		}
	}
	return n
}

// payment lists the Blessings worth 1 or more, lowest first: the shop
// spends the cheapest (HB-09).
func payment(c Character) []int {
	var out []int
	for _, v := range c.Blessings {
		if c.Worth(v) >= 1 {
			out = append(out, v)
		}
	}
	slices.Sort(out)
	return out
}

func validTake(c Character, m Move) error {
	t := m.Upgrade.Tag()
	switch {
	case t == NoTag:
		return illegal("unknown upgrade")
	case c.Owed[t] == 0:
		return illegal("a %v upgrade needs a die raised to %v first", m.Upgrade, t)
	case m.Upgrade == Specialization && c.Specialized >= c.Aptitudes:
		return illegal("every aptitude is specialized already: take an Aptitude first")
	case m.Upgrade == NewLifestyle && !slices.Contains(LifestyleUpgrades(c.Lifestyle), m.Lifestyle):
		return illegal("%v cannot become %v", c.Lifestyle, m.Lifestyle)
	case m.Upgrade == NewEthic && !slices.Contains(EthicUpgrades(c.Ethic), m.Ethic):
		return illegal("%v cannot become %v", c.Ethic, m.Ethic)
	}
	return nil
}

// shop applies a Session Shop move to character c.
func (s *State) shop(c *Character, m Move) string {
	switch m.Kind {
	case StatUpgrade:
		return s.upgrade(c, m)
	case TakeUpgrade:
		c.Owed[m.Upgrade.Tag()]--
		switch m.Upgrade {
		case Aptitude:
			c.Aptitudes++
		case Specialization:
			c.Specialized++
		case Gains:
			c.Gains++
		case NewLifestyle:
			c.Lifestyle, c.LostSince = m.Lifestyle, 0
			if m.Lifestyle == Lost {
				c.LostSince = s.Session
			}
			return "becomes " + m.Lifestyle.String()
		case NewEthic:
			c.Ethic = m.Ethic
			return "takes up " + m.Ethic.String()
		}
		return "takes the " + m.Upgrade.String() + " upgrade"
	case SkipUpgrade:
		c.Owed[m.Tag]--
		return "lets a " + m.Tag.String() + " upgrade go"
	case LeaveLost:
		c.Lifestyle, c.LostSince = m.Lifestyle, 0
		return "is Lost no more: now " + m.Lifestyle.String()
	}
	return ""
}

func (s *State) upgrade(c *Character, m Move) string {
	paid := "the free upgrade"
	switch m.Pay {
	case PayFree:
		c.FreeUpgrades--
	case PayBlessings:
		for _, v := range payment(*c)[:ShopPrice] {
			c.Blessings = remove(c.Blessings, v)
		}
		paid = "three Blessings"
	case PayDowngrade:
		c.Dice[m.Second] = D2
		paid = m.Second.String() + " down to d2"
	}
	c.Dice[m.Stat] = c.Dice[m.Stat].Up()
	if t := tagFor(c.Dice[m.Stat]); t != NoTag {
		c.Owed[t]++
	}
	return "raises " + m.Stat.String() + " to " + c.Dice[m.Stat].String() + " (" + paid + ")"
}
