package harrowing

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// helpLines are the game in brief, in Lantern's own words.
var helpLines = []string{
	"Win: gather more ritual than there are effigies (ritual crises and defeated ritual adversaries are set aside; ritual locations count while open), summon the boss, and defeat it. Lose: every effigy damned, which is full corruption (6) in three sins.",
	"Bane is hell taking notice of you. It starts at 1; cards bring it down, and so does the completed ritual, by one for each effigy, as the boss is summoned. Cards that say \"Bane\" in an amount grow with it: a card taking Bane + 1 corruption at Bane 5 gives 6. The journal says what raised or lowered it each time.",
	"Threat is what an adversary does to whoever holds it, once for every 8 that effigy rolls. The hunted card is an adversary too: it passes to the next effigy whenever the Fate is dealt anew, and its threat follows it.",
	"Omens pay for actions. Invoke a Fate card to gain the omens it shows, or 3 for the face-down one. A crisis happens at once; a location is placed beside you, in shadow; an adversary joins you (a hunter joins whoever is hunted).",
	"A test rolls as many doom dice as your base value in the sin, one of them red. Each 9 helps, each 8 hurts and wakes the threats of the adversaries you hold; a Bane on the red die raises Bane for everyone.",
	"Actions: Seduce (lust) lures adversaries off others here; Feast (gluttony) heals you and the hunted; Scavenge (greed) takes from the trove; Wander (sloth) moves you and others; Fight (wrath) damages one adversary; Snatch (envy) takes items from others here; Explore (pride) opens locations.",
	"Items hang in three columns under your starting items. A new item needs a colour on its top shared with the bottom of the item above; joined, the upper item's trigger and the lower item's effect make one ability. You may hold as many items of a tier as the tier's number.",
	"Everyone may act at any time: pick whose moves to show. When Lantern asks a question, it waits for that answer. Undo takes back a mis-tap; once dice are rolled or a card is drawn, turned or invoked, what came before stays.",
}

// helpView is the table's Help panel.
func helpView() app.UI {
	return bodyEl("div", "harrowing-help",
		textEls("p", "", helpLines),
	)
}
