package hope

// A small deck for the engine's own tests, independent of Lantern's decks:
// every terrain, a choice scene with a group rule, unavoidable and H0
// scenes, and cards using every effect kind, window and trigger.

func fx(k EffectKind, n int) Effect { return Effect{Kind: k, N: n} }

func fxTo(k EffectKind, n int, who Target) Effect { return Effect{Kind: k, N: n, Who: who} }

func out(effs ...Effect) Outcome { return Outcome{Text: "t", Effects: effs} }

func hardScene(id string, t Terrain, h int) Scene {
	return Scene{ID: id, Title: id, Terrain: t, Callout: "c " + id, Hardship: h,
		Refuse: out(fx(Humanity, -1)), Succeed: out(fx(Feed, 1)), Fail: out(fx(Harm, 1))}
}

func testDeck() *Deck {
	d := &Deck{}
	for i, t := range Terrains {
		for j := range 4 {
			d.Scenes = append(d.Scenes, hardScene(string(t)+string(rune('a'+j)), t, 1+(i+j)%3))
		}
	}
	d.Scenes = append(d.Scenes,
		Scene{ID: "choice", Title: "choice", Terrain: AnyTerrain, NoRoll: true, Callout: "share?",
			Options: []Option{{Label: "share", Outcome: out(fx(Hunger, 1))}, {Label: "keep", Outcome: out(fx(Humanity, -1))}},
			Group:   []GroupRule{{When: AllChose, Option: 1, Outcome: out(fx(Hope, -1))}}},
		Scene{ID: "trap", Title: "trap", Terrain: Urban, Hardship: 2, Unavoidable: true, Callout: "trap",
			Refuse: out(fx(Hunger, 1)), Succeed: out(Effect{Kind: GainAsset}), Fail: out(fx(Harm, 2))},
		Scene{ID: "zero", Title: "zero", Terrain: Coastal, Hardship: 0, Callout: "easy",
			Refuse: out(fx(Humanity, -1)), Succeed: out(fx(Hope, 1)), Fail: out(fx(Hope, -1)),
			AllRefuse: out(fx(Hunger, 1))},
		Scene{ID: "patrol", Title: "patrol", Terrain: Wilderness, Hardship: 1, Expansion: true, Callout: "patrol",
			Refuse: out(fx(Hunted, 1)), Succeed: out(fx(Hunted, -1)), Fail: out(fx(Hunted, 1), fx(Harm, 1))},
	)
	d.Assets = []Asset{
		{ID: "knife", Title: "knife", Uses: 2, Window: BeforeRoll, Effects: []Effect{fx(ExtraDice, 1)}},
		{ID: "cart", Title: "cart", Group: true, Uses: 1, Window: OnCommit, Effects: []Effect{fx(SupportCap, 1)}},
		{ID: "tins", Title: "tins", Uses: 1, Window: AnyDecision, Effects: []Effect{fxTo(Feed, 1, Chosen)}},
		{ID: "map", Title: "map", Uses: 1, Window: OnDraw, Effects: []Effect{{Kind: Redraw}}},
		{ID: "radio", Title: "radio", Expansion: true, Group: true, Uses: 1, Window: OwnTurn, Effects: []Effect{fx(Hunted, -1)}},
	}
	d.Traits = []Trait{
		{ID: "brave", Title: "brave", Window: BeforeRoll, Effects: []Effect{fx(Hardship, -1)}},
		{ID: "lucky", Title: "lucky", Window: AfterRoll, Effects: []Effect{fx(Reroll, 2)}},
		{ID: "medic", Title: "medic", Window: AnyDecision, Effects: []Effect{fxTo(Heal, 1, Chosen)}},
		{ID: "tough", Title: "tough", Window: OnOutcome, Effects: []Effect{fx(Prevent, 0)}},
		{ID: "stoic", Title: "stoic", Window: OnCommit, Effects: []Effect{{Kind: IgnoreCondition, Cond: HarmTrack}}},
		{ID: "thrifty", Title: "thrifty", Window: BeforeRoll, Effects: []Effect{fx(Refund, 1)}},
		{ID: "scout", Title: "scout", Window: OnDraw, Effects: []Effect{{Kind: Redraw}}},
		{ID: "leader", Title: "leader", Window: OnCommit, Effects: []Effect{fx(SupportCap, 1)}},
		{ID: "prayer", Title: "prayer", Window: OwnTurn, Effects: []Effect{fx(Hope, 1)}},
		{ID: "dilemma", Title: "dilemma", Window: AnyDecision, Effects: []Effect{{Kind: Choose,
			Options: [][]Effect{{fx(Humanity, 1)}, {fx(Feed, 1)}}}}},
		{ID: "forager", Title: "forager", Window: OwnTurn, Effects: []Effect{fx(DrawTrait, 1), {Kind: GainAsset}}},
		{ID: "thief", Title: "thief", Window: AnyDecision, Effects: []Effect{fxTo(Humanity, -1, Everyone), fx(Humanity, 2)}},
		{ID: "decoy", Title: "decoy", Window: AnyDecision, Effects: []Effect{{Kind: LoseAsset}, fx(Hunted, -1)}},
		{ID: "rally", Title: "rally", Window: OnCommit, Effects: []Effect{fxTo(Humanity, 1, Supporter), fxTo(Humanity, 1, Acting)}},
		{ID: "ghost", Title: "ghost", Expansion: true, Window: AnyDecision, Effects: []Effect{fx(Hunted, -1)}},
		{ID: "calm", Title: "calm", Window: BeforeRoll, Effects: []Effect{fx(ExtraDice, 2)}},
	}
	d.Personalities = []Personality{
		{ID: "grim", Title: "grim", Passives: []Passive{{Trigger: WhenActing, Effects: []Effect{fx(Hardship, 1)}}}},
		{ID: "kind", Title: "kind", Passives: []Passive{{Trigger: WhenSupporting, Effects: []Effect{fx(Humanity, 1)}}}},
		{ID: "cold", Title: "cold", Passives: []Passive{{Trigger: WhenRefusing, Effects: []Effect{fx(Humanity, -1)}}}},
		{ID: "hiker", Title: "hiker", Passives: []Passive{{Trigger: WhenActing, Terrain: Mountainous, Effects: []Effect{fx(Hardship, -1)}}}},
		{ID: "coward", Title: "coward", Passives: []Passive{{Trigger: WhenAvoiding, Effects: []Effect{fx(Hunger, 1)}}}},
		{ID: "hopeful", Title: "hopeful", Passives: []Passive{{Trigger: WhenRoundStarts, Effects: []Effect{fx(Humanity, 1)}},
			{Trigger: WhenSucceeding, Effects: []Effect{fx(Hope, 1)}}, {Trigger: WhenFailing, Effects: []Effect{fx(Hunger, 1)}}}},
	}
	d.Relationships = []Relationship{
		{ID: "siblings", Title: "siblings", Passives: []Passive{{Trigger: WhenPartnerActs, Effects: []Effect{fx(SupportCap, 1)}}}},
		{ID: "rivals", Title: "rivals", Passives: []Passive{{Trigger: WhenPartnerRefuses, Effects: []Effect{fxTo(Humanity, -1, Partner)}}}},
		{ID: "lovers", Title: "lovers", Passives: []Passive{{Trigger: WhenPartnerHelps, Effects: []Effect{fx(ExtraDice, 1)}}}},
		{ID: "debt", Title: "debt", Passives: []Passive{{Trigger: WhenSupporting, Effects: []Effect{fxTo(Humanity, 1, Partner)}}}},
		{ID: "oath", Title: "oath", Passives: []Passive{{Trigger: WhenRefusing, Effects: []Effect{fx(Hunger, 1)}}}},
		{ID: "mentor", Title: "mentor", Passives: []Passive{{Trigger: WhenRoundStarts, Effects: []Effect{fx(Feed, 1)}},
			{Trigger: WhenAvoiding, Effects: []Effect{fxTo(Humanity, -1, Partner)}}}},
	}
	return d
}

func testConfig(n int, x bool) Config {
	cfg := Config{Expansion: x, Deck: testDeck()}
	for i := range n {
		cfg.Seats = append(cfg.Seats, SeatConfig{Name: string(rune('A' + i))})
	}
	return cfg
}
