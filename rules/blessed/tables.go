package blessed

// startBoost is the pair of stats a starting lifestyle and ethic each
// raise one size at creation.
var startBoost = map[[2]uint8][2]Stat{
	{uint8(Carefree), uint8(ViceVirtue)}:        {Heart, Hurry},
	{uint8(Carefree), uint8(FateKnowledge)}:     {Head, Hurt},
	{uint8(Carefree), uint8(CunningCapability)}: {Hand, Home},
	{uint8(Eager), uint8(ViceVirtue)}:           {Hand, Hurt},
	{uint8(Eager), uint8(FateKnowledge)}:        {Heart, Home},
	{uint8(Eager), uint8(CunningCapability)}:    {Head, Hurry},
	{uint8(Wisened), uint8(ViceVirtue)}:         {Head, Home},
	{uint8(Wisened), uint8(FateKnowledge)}:      {Hand, Hurry},
	{uint8(Wisened), uint8(CunningCapability)}:  {Heart, Hurt},
}

// StartBoost returns the two stats a starting lifestyle and ethic raise,
// or false for a pair that cannot start.
func StartBoost(l Lifestyle, e Ethic) ([2]Stat, bool) {
	b, ok := startBoost[[2]uint8{uint8(l), uint8(e)}]
	return b, ok
}

// lifestylePaths lists where each starting lifestyle may grow; Lost is
// open from every lifestyle but itself and is added by LifestyleUpgrades.
var lifestylePaths = map[Lifestyle][]Lifestyle{
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
	return append(append([]Lifestyle(nil), lifestylePaths[l]...), Lost)
}

var ethicPaths = map[Ethic][]Ethic{
	ViceVirtue:        {PridePrudence, GreedVanity, RiteDivinity, PrecisionAccuracy},
	FateKnowledge:     {GreedVanity, PowerInfluence, RiteDivinity, FairnessValue},
	CunningCapability: {PridePrudence, PowerInfluence, PrecisionAccuracy, FairnessValue},
}

// EthicUpgrades lists the ethics an Ethic Upgrade may change e to.
func EthicUpgrades(e Ethic) []Ethic { return append([]Ethic(nil), ethicPaths[e]...) }

// ignites lists the stats each upgraded lifestyle ignites.
var ignites = map[Lifestyle][]Stat{
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

// Ignited lists the stats lifestyle l ignites (none for starting ones).
func Ignited(l Lifestyle) []Stat { return append([]Stat(nil), ignites[l]...) }

func ignitedBy(l Lifestyle, s Stat) bool {
	for _, x := range ignites[l] {
		if x == s {
			return true
		}
	}
	return false
}
