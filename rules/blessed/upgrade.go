package blessed

import (
	"fmt"

	"lantern/rules/record"
)

// UpgradeRecord rewrites a campaign of an older edition in the current
// one, so that it gains the moves added since (Endeavors, the game
// master's characters…). Every move of an older edition is a move of the
// newer with the same effect, so the same moves replay to the same
// campaign; the new record keeps the old one's seed, names, notes and
// title, and only its edition differs. r itself is not changed.
func UpgradeRecord(r record.Record) (record.Record, error) {
	old, moves, err := Adapter.Replay(r)
	if err != nil {
		return r, err
	}
	if old.Config.Edition >= Edition {
		return r, fmt.Errorf("this campaign is already of edition %d", old.Config.Edition)
	}
	cfg := old.Config
	cfg.Edition = Edition
	out, err := Adapter.Encode(cfg, r.Seed, moves)
	if err != nil {
		return r, err
	}
	out.Names, out.Notes = r.Names, r.Notes
	// Edition 3 changed how some Endeavor moves play (endeavor3.go): a
	// campaign whose Endeavor went otherwise stays in its edition.
	now, _, err := Adapter.Replay(out)
	if err != nil {
		return r, err
	}
	now.Config.Edition = old.Config.Edition
	if record.Fingerprint(canon(now)) != record.Fingerprint(canon(old)) {
		return r, fmt.Errorf("its Endeavors went by the rules of edition %d, which edition %d changed: it stays as it is", old.Config.Edition, Edition)
	}
	return out, nil
}
