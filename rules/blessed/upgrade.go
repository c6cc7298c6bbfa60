package blessed

import (
	"fmt"

	"lantern/rules/record"
)

// UpgradeRecord rewrites a campaign of an older edition in the newest one
// whose rules give its moves the same effect, so that it gains the moves
// added since (Endeavors, the game master's characters…): the same moves
// replay to the same campaign. Edition 3 reads some older moves as the
// book does (a bank by hand, a Haze die lent to anyone), so a campaign
// that made them goes only as far as edition 2. The new record keeps the
// old one's seed, names, notes and title, and only its edition differs.
// r itself is not changed.
func UpgradeRecord(r record.Record) (record.Record, error) {
	old, moves, err := Adapter.Replay(r)
	if err != nil {
		return r, err
	}
	if old.Config.Edition >= Edition {
		return r, fmt.Errorf("this campaign is already of edition %d", old.Config.Edition)
	}
	for ed := Edition; ed > old.Config.Edition; ed-- {
		cfg := old.Config
		cfg.Edition = ed
		out, err := Adapter.Encode(cfg, r.Seed, moves)
		if err != nil {
			continue // a move means something else there
		}
		if now, _, err := Adapter.Replay(out); err != nil || !sameCampaign(old, now) {
			continue
		}
		out.Names, out.Notes = r.Names, r.Notes
		return out, nil
	}
	return r, fmt.Errorf("this campaign's moves would play differently in edition %d", old.Config.Edition+1)
}

// sameCampaign reports whether now, the campaign replayed in a newer
// edition, is old in everything old's edition keeps.
func sameCampaign(old, now State) bool {
	now.Config.Edition = old.Config.Edition
	return record.Fingerprint(canon(now)) == record.Fingerprint(canon(old))
}
