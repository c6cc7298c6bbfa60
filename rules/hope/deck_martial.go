package hope

// Lantern's own Martial Law expansion: the road runs through a country
// under soldiers, militias and checkpoints. Failing or refusing here often
// brings the Hunted condition (HI-18), and only a few outcomes, traits and
// assets shake it off again.

// MartialLawDeck returns only the expansion's cards: 15 scenes that bring
// the Hunted condition, and the traits and assets that can remove it. Play
// it through Combined with CoreDeck. Each call builds fresh slices.
func MartialLawDeck() Deck {
	return Deck{Scenes: martialScenes(), Assets: martialAssets(), Traits: martialTraits()}
}

// dkHunted is one more (n > 0) or one fewer (n < 0) Hunted condition.
func dkHunted(n int) Effect { return dkFx(Hunted, n) }

func martialScenes() []Scene {
	return append(martialWildAndHigh(), martialShoreAndStreet()...)
}

func martialWildAndHigh() []Scene {
	return []Scene{
		{ID: "ml-s01", Title: "Searchlight", Terrain: Wilderness, Expansion: true, Hardship: 2,
			Callout: "Rotor blades thump above the treetops and a searchlight combs the forest. You need cover, now.",
			Refuse:  dkOut("You freeze in the open, and the light finds you.", dkHunted(1)),
			Succeed: dkOut("You lie under the ferns until the thumping fades.", dkFx(Humanity, 1)),
			Fail:    dkOut("A flare bursts overhead; they have seen you.", dkHunted(1), dkFx(Harm, 1))},
		{ID: "ml-s02", Title: "Deserter", Terrain: Wilderness, Expansion: true, NoRoll: true,
			Callout: "A young soldier without insignia begs you to hide him. His unit will be close behind.",
			Refuse:  dkOut("You leave him to the dogs you hear in the distance.", dkFx(Humanity, -1)),
			Options: []Option{
				dkOpt("Hide him", "He shows you how the patrols move.", dkFx(Humanity, 1)),
				dkOpt("Turn him away", "He runs, and you try not to listen.", dkFx(Humanity, -1)),
			},
			Group: []GroupRule{
				{When: AllChose, Option: 0, Outcome: dkOut("He leads you by paths no patrol knows.", dkTo(Hunted, -1, Acting))},
				{When: AnyChose, Option: 1, Outcome: dkOut("Caught, he trades your faces for his life.", dkTo(Hunted, 1, Acting))},
			}},
		{ID: "ml-s03", Title: "Minefield", Terrain: Wilderness, Expansion: true, Hardship: 3, Unavoidable: true,
			Callout: "Faded red signs hang on the wire: the only way around the ridge is through the field.",
			Refuse:  dkOut("You make the others walk ahead.", dkFx(Humanity, -1)),
			Succeed: dkOut("You cross where the mines are not.", dkFx(Hope, 1)),
			Fail:    dkOut("The blast echoes for miles and brings the patrols.", dkFx(Harm, 1), dkHunted(1))},
		{ID: "ml-s04", Title: "Border Fence", Terrain: Mountainous, Expansion: true, Hardship: 2,
			Callout: "Razor wire runs along the ridge where the old border was. Beyond it, no one is looking for you.",
			Refuse:  dkOut("You will not touch the wire, and the guards see you lingering.", dkHunted(1)),
			Succeed: dkOut("You cut through in the dark and leave your pursuers on the wrong side.", dkHunted(-1)),
			Fail:    dkOut("The wire bites and an alarm wails.", dkFx(Harm, 1), dkHunted(1))},
		{ID: "ml-s05", Title: "Radio Mast", Terrain: Mountainous, Expansion: true, Hardship: 1,
			Callout: "A radio mast crowns the peak, still humming, guarded by two bored sentries.",
			Refuse:  dkOut("You give the mast a wide berth, and its cameras watch you go.", dkHunted(1)),
			Succeed: dkOut("In the hut below the mast you find their scanner.", dkAsset("ml-asset02")),
			Fail:    dkOut("A sentry shouts your description into his handset.", dkHunted(1))},
		{ID: "ml-s06", Title: "Mountain Partisans", Terrain: Mountainous, Expansion: true, Hardship: 2,
			Callout: "Armed partisans stop you on the trail. They will help anyone who helps them carry ammunition.",
			Refuse:  dkOut("You refuse, and they let the army know which way you went.", dkHunted(1)),
			Succeed: dkOut("They feed you and teach you their hand signals.", dkFx(Feed, 1), dkFx(DrawTrait, 1)),
			Fail:    dkOut("The army catches you with their crates.", dkFx(Harm, 1), dkHunted(1))},
		{ID: "ml-s07", Title: "Drone Overhead", Terrain: AnyTerrain, Expansion: true, Hardship: 1,
			Callout: "A small drone hovers overhead, its camera lens turning to follow you.",
			Refuse:  dkOut("You wave it off and walk on, filmed.", dkHunted(1)),
			Succeed: dkOut("A lucky stone brings it down in pieces.", dkAsset("")),
			Fail:    dkOut("It follows you until its friends arrive.", dkHunted(1), dkFx(Hunger, 1))},
	}
}

func martialShoreAndStreet() []Scene {
	return []Scene{
		{ID: "ml-s08", Title: "Naval Patrol", Terrain: Coastal, Expansion: true, Hardship: 2,
			Callout: "A grey patrol boat idles offshore, sweeping the beach with binoculars.",
			Refuse:  dkOut("You crouch in the dunes until they spot your tracks.", dkHunted(1)),
			Succeed: dkOut("You keep to the rocks until the boat turns away.", dkFx(Humanity, 1)),
			Fail:    dkOut("A loudhailer orders you to halt, and you run.", dkHunted(1), dkFx(Harm, 1))},
		{ID: "ml-s09", Title: "Refugee Boat", Terrain: Coastal, Expansion: true, Hardship: 3,
			Callout: "Smugglers are loading a packed fishing boat by night. There might be room for you, for a price.",
			Refuse:  dkOut("You stay ashore, where the soldiers are.", dkHunted(1)),
			Succeed: dkOut("You slip aboard, and the coast and your pursuers fall behind.", dkHunted(-1), dkFx(Hope, 1)),
			Fail:    dkOut("The boat is boarded before it sails.", dkFx(LoseAsset, 0), dkHunted(1))},
		{ID: "ml-s10", Title: "Harbour Curfew", Terrain: Coastal, Expansion: true, Hardship: 1,
			Callout: "Sirens announce the curfew as you reach the harbour town. Anyone outside after dark is shot.",
			Refuse:  dkOut("You spend the night in a drain, listening to boots.", dkFx(Harm, 1)),
			Succeed: dkOut("A fishmonger hides you in her cold store.", dkFx(Feed, 1)),
			Fail:    dkOut("A patrol sees you duck into an alley.", dkHunted(1))},
		{ID: "ml-s11", Title: "Checkpoint", Terrain: Urban, Expansion: true, Hardship: 2, Unavoidable: true,
			Callout:   "Sandbags and a boom gate block the only bridge into the city. The soldiers are checking papers.",
			Refuse:    dkOut("You hang back and the soldiers note your faces.", dkHunted(1)),
			Succeed:   dkOut("Your story holds, and the gate lifts.", dkFx(Humanity, 1)),
			Fail:      dkOut("Your names go on a list.", dkHunted(1), dkFx(Humanity, -1)),
			AllRefuse: dkOut("You all turn back at once, and that is suspicious enough.", dkHunted(1), dkFx(Hunger, 1))},
		{ID: "ml-s12", Title: "Ration Line", Terrain: Urban, Expansion: true, Hardship: 1,
			Callout: "Soldiers hand out bread from a truck, and every face in the queue is photographed.",
			Refuse:  dkOut("You stay out of the queue, and out of bread.", dkFx(Hunger, 1)),
			Succeed: dkOut("Scarves up, heads down, a loaf each.", dkFx(Feed, 1)),
			Fail:    dkOut("The camera clicks as you take your loaf.", dkFx(Feed, 1), dkHunted(1))},
		{ID: "ml-s13", Title: "Informer", Terrain: Urban, Expansion: true, NoRoll: true,
			Callout: "A man who shared your fire last night is talking to soldiers across the square, and pointing.",
			Refuse:  dkOut("You walk away quickly, and he keeps talking.", dkHunted(1)),
			Options: []Option{
				dkOpt("Silence him", "You make sure he says nothing more.", dkFx(Humanity, -2)),
				dkOpt("Let him talk", "You keep your hands clean and your heads low.", dkFx(Humanity, 1)),
			},
			Group: []GroupRule{
				{When: NoneChose, Option: 0, Outcome: dkOut("He tells them everything.", dkTo(Hunted, 1, Acting))},
				{When: AnyChose, Option: 0, Outcome: dkOut("Your trail goes cold with him.", dkTo(Hunted, -1, Acting))},
			}},
		{ID: "ml-s14", Title: "Armoury Raid", Terrain: Urban, Expansion: true, Hardship: 4,
			Callout: "Rebels plan to hit a police armoury tonight and want extra hands. They promise papers in return.",
			Refuse:  dkOut("You refuse, and the rebels remember it.", dkFx(Humanity, -1)),
			Succeed: dkOut("Your share is a forged pass and a uniform that fits.", dkAsset("ml-asset01"), dkHunted(-1)),
			Fail:    dkOut("The raid goes wrong and your faces are on the evening broadcast.", dkFx(Harm, 1), dkHunted(2))},
		{ID: "ml-s15", Title: "Wanted Posters", Terrain: AnyTerrain, Expansion: true, Hardship: 1,
			Callout: "Fresh posters cover every wall and tree trunk. Some of the faces look a lot like yours.",
			Refuse:  dkOut("You leave them up, and people start to stare.", dkHunted(1)),
			Succeed: dkOut("You tear them down for miles and burn them with a little money you find.", dkAsset("ml-asset03")),
			Fail:    dkOut("A farmer recognises you and makes a call.", dkHunted(1))},
	}
}

func martialAssets() []Asset {
	return []Asset{
		{ID: "ml-asset01", Title: "Stolen Uniform", Expansion: true, Uses: 1, Window: AnyDecision,
			Text:    "Nobody questions a soldier. Remove one Hunted.",
			Effects: []Effect{dkHunted(-1)}},
		{ID: "ml-asset02", Title: "Police Scanner", Expansion: true, Group: true, Uses: 2, Window: OnDraw,
			Text:    "Crackling voices give away every roadblock. Remove one Hunted, or set the drawn scene aside and draw again.",
			Effects: []Effect{dkChoose([]Effect{dkHunted(-1)}, []Effect{dkFx(Redraw, 0)})}},
		{ID: "ml-asset03", Title: "Bribe Money", Expansion: true, Uses: 1, Window: OwnTurn,
			Text:    "A roll of old banknotes still buys silence. Remove one Hunted.",
			Effects: []Effect{dkHunted(-1)}},
	}
}

func martialTraits() []Trait {
	return []Trait{
		{ID: "ml-trait01", Title: "Ghost", Expansion: true, Window: OwnTurn,
			Text: "You know how to disappear. Remove one Hunted.", Effects: []Effect{dkHunted(-1)}},
		{ID: "ml-trait02", Title: "Forger", Expansion: true, Window: AnyDecision,
			Text: "New names for everyone, inked by lamplight. Remove one Hunted.", Effects: []Effect{dkHunted(-1)}},
		{ID: "ml-trait03", Title: "False Trail", Expansion: true, Window: OnDraw,
			Text: "You lay tracks leading the wrong way. Remove one Hunted.", Effects: []Effect{dkHunted(-1)}},
		{ID: "ml-trait04", Title: "Know the Patrols", Expansion: true, Window: BeforeRoll,
			Text: "You memorised their rounds. Hunted does not count against this scene.", Effects: []Effect{dkIgnore(HuntedTrack)}},
	}
}
