// Package blessed is the rules half of Lantern's table companion for
// Humanity, Blessed, a rules-light tabletop RPG: the party's sheets as the
// rules read them, checks with bumping stat dice, Help and Spark,
// Blessings, conditions and the Session Shop. Free text (names, pronouns,
// backstory, aptitude names, things gained) is not rules state: the UI
// keeps it in the record's notes. See docs/blessed.md for what Lantern
// covers and the rulings HB-03 onward.
//
// # Shape
//
// As every Lantern game: New(cfg, seed) starts a campaign (session 1, no
// characters); Legal(s) lists every move allowed now in a fixed order;
// Apply(s, m) returns the next state and its Events, never changing s, or
// an error wrapping rules.ErrIllegal that says why in plain words. A move
// is legal exactly when it is in Legal(s): the UI builds a Move, or picks
// one from Legal, and matches it. Adapter records campaigns (game id
// "blessed"). All dice come from State.RNG.
//
// # State
//
//   - State.Party: one Character per seat, in the order added. A
//     Character holds Dice (by Stat; Die(st)), Lifestyle, Ethic,
//     Aptitudes, Specialized, Gains, Blessings (each 1–6), conditions
//     (Has, HasOn for Ache and Vexed, Worth for Cursed Blessings),
//     FreeUpgrades and Owed (tagged upgrades by Tag6, Tag8, Tag10).
//   - State.Session counts sessions from 1; State.Shop is true while the
//     Session Shop is open (between EndSession and StartSession).
//   - State.Check is the check under way, or nil. Check.Results are the
//     rolls made so far; Check.Rolls how many the difficulty asks for.
//
// # Moves (Move.Kind and the fields each reads)
//
// Outside a check:
//   - AddCharacter{Stat: highest, Lifestyle, Ethic}: a new seat.
//   - GainBlessing{Seat}, SpendBlessing{Seat, Value},
//     GiveBlessing{Seat, Other, Value} (Seat gives to Other),
//     StealBlessing{Seat, Other, Value} (Seat takes from Other).
//   - AddCondition / RemoveCondition{Seat, Condition, Stat for Ache and
//     Vexed}; NextScene ends every Ache.
//   - BeginCheck{Seat, Stat: normally associated, Use: the stat rolled}
//     (not while the shop is open).
//   - EndSession opens the shop and gives each character a free Stat
//     Upgrade; in the shop: StatUpgrade{Seat, Stat, Pay, Second: the d4
//     taken to d2 when Pay is PayDowngrade}, TakeUpgrade{Seat, Upgrade,
//     Lifestyle or Ethic for NewLifestyle / NewEthic}, SkipUpgrade{Seat,
//     Tag}, LeaveLost{Seat, Lifestyle}; StartSession closes it.
//
// During a check, in this order at the table:
//   - Framing, before the first roll: SetDifficulty{Difficulty, Value:
//     rolls for Complex}, SetAttack{Attack}, SetFlag{Flag, On} for Apt,
//     Gain, Alone and FamousOver.
//   - Help{Seat: helper, Value}, any time until Settle (HB-04).
//   - Spark{Second, Value} before a roll; SparkUp{Second, Value} after a
//     roll, adding the die to the roll just made. One spark per check.
//   - Vex{Seat} when the roller is Vexed on Check.Use (or on the spark's
//     second stat).
//   - Roll, once per roll; then Settle, whose Event carries the Outcome.
//     CancelCheck drops a check before any roll, Help or Spark.
//
// Blessings are stored and named by the face they show (Move.Value is a
// face); Character.Worth says what a face is worth (Cursed lowers it).
//
// # Events
//
// Apply returns one Event per move: Kind, the Seat it concerns (-1 for the
// whole table), a plain Text naming seats from 1, the Faces rolled, the
// Blessings gained, and on Settle the Outcome (Success, Tier, each roll's
// final Values and Tiers, Boons, Great for exceptional boons, Busts,
// Vexed).
//
// # Odds
//
// Chances(s) gives, for the check under way as it stands, the chance of
// each outcome Tier and of success (ok is false without a check), exact
// but for bump chains cut once their remaining chance is below
// OddsCutoff. It takes well under a millisecond natively.
//
// # Helpers for the sheet
//
// Config.Stats lists the table's stats; StartBoost, LifestyleUpgrades,
// EthicUpgrades and Ignited give the book's tables; TierOf reads a value.
package blessed
