package blessed

// The tables here are arrays indexed by lifestyle and ethic: an array is
// data, where a map literal is code that fills the map at start-up.

// startBoost is the pair of stats a starting lifestyle and ethic each
// raise one size at creation (none for a pair that cannot start).
var startBoost = [Wisened + 1][CunningCapability + 1][2]Stat{
	Carefree: {ViceVirtue: {Heart, Hurry}, FateKnowledge: {Head, Hurt}, CunningCapability: {Hand, Home}},
	Eager:    {ViceVirtue: {Hand, Hurt}, FateKnowledge: {Heart, Home}, CunningCapability: {Head, Hurry}},
	Wisened:  {ViceVirtue: {Head, Home}, FateKnowledge: {Hand, Hurry}, CunningCapability: {Heart, Hurt}},
}

// StartBoost returns the two stats a starting lifestyle and ethic raise,
// or false for a pair that cannot start.
func StartBoost(l Lifestyle, e Ethic) ([2]Stat, bool) {
	if l > Wisened || e > CunningCapability {
		return [2]Stat{}, false
	}
	b := startBoost[l][e]
	return b, b[0] != NoStat
}

// lifestylePaths lists where each starting lifestyle may grow; Lost is
// open from every lifestyle but itself and is added by LifestyleUpgrades.
var lifestylePaths = [numLifestyles][]Lifestyle{
	Carefree: {Blossomed, Prodigious, Crafty},
	Eager:    {Driven, Chosen, Wired},
	Wisened:  {Steadfast, Warry, Compelling},
}

// LifestyleUpgrades lists the lifestyles a Lifestyle Upgrade may change l
// to, in book order, Lost last.
func LifestyleUpgrades(l Lifestyle) []Lifestyle {
	if l == Lost {
		return nil
	}
	var paths []Lifestyle
	if l < numLifestyles {
		paths = lifestylePaths[l]
	}
	return append(append([]Lifestyle(nil), paths...), Lost)
}

var ethicPaths = [numEthics][]Ethic{
	ViceVirtue:        {PridePrudence, GreedVanity, RiteDivinity, PrecisionAccuracy},
	FateKnowledge:     {GreedVanity, PowerInfluence, RiteDivinity, FairnessValue},
	CunningCapability: {PridePrudence, PowerInfluence, PrecisionAccuracy, FairnessValue},
}

// EthicUpgrades lists the ethics an Ethic Upgrade may change e to.
func EthicUpgrades(e Ethic) []Ethic {
	if e >= numEthics {
		return nil
	}
	return append([]Ethic(nil), ethicPaths[e]...)
}

// ignites lists the stats each upgraded lifestyle ignites.
var ignites = [numLifestyles][]Stat{
	Blossomed:  {Heart, Hurry},
	Prodigious: {Head, Hurt},
	Crafty:     {Hand, Home},
	Driven:     {Hand, Hurt},
	Chosen:     {Heart, Home},
	Wired:      {Head, Hurry},
	Steadfast:  {Head, Home},
	Warry:      {Hand, Hurry},
	Compelling: {Heart, Hurt},
	Lost:       {History},
}

// ignited is what lifestyle l ignites (nothing for one Lantern does not know).
func ignited(l Lifestyle) []Stat {
	if l >= numLifestyles {
		return nil
	}
	return ignites[l]
}

// Ignited lists the stats lifestyle l ignites (none for starting ones).
func Ignited(l Lifestyle) []Stat { return append([]Stat(nil), ignited(l)...) }

func ignitedBy(l Lifestyle, s Stat) bool {
	for _, x := range ignited(l) {
		if x == s {
			return true
		}
	}
	return false
}
