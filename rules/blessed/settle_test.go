package blessed

import (
	"fmt"
	"slices"
	"testing"
)

func TestTierOf(t *testing.T) {
	tests := []struct {
		v    int
		want Tier
	}{{0, Failure}, {4, Failure}, {5, Minor}, {7, Minor}, {8, Medium}, {10, Medium}, {11, Major}, {19, Major}, {20, Maximum}, {55, Maximum}}
	for _, tt := range tests {
		if got := TierOf(tt.v); got != tt.want {
			t.Errorf("TierOf(%d) = %v, want %v", tt.v, got, tt.want)
		}
	}
}

// rolled builds a check with the given roll totals.
func rolled(c Check, sums ...int) Check {
	c.Rolls = max(c.Rolls, len(sums))
	for _, v := range sums {
		c.Results = append(c.Results, Rolled{Sum: v})
	}
	return c
}

func cond(ks ...Condition) Character {
	c := Character{Lifestyle: Eager}
	for _, k := range ks {
		c.Conditions |= 1 << k
	}
	return c
}

func TestSettle(t *testing.T) {
	sparkIgnited := rolled(Check{Use: Heart, Spark: Hurry}, 7)
	sparkIgnited.Results[0].Sparked = true
	blossomed := Character{Lifestyle: Blossomed}
	hostSpark := rolled(Check{Use: Head, Spark: Host}, 4)
	hostSpark.Results[0].Sparked = true
	tests := []struct {
		name                string
		ch                  Character
		c                   Check
		ok                  bool
		tier                Tier
		values              []int
		boons, great, busts int
	}{
		{"4 fails", Character{}, rolled(Check{Use: Head}, 4), false, Failure, []int{4}, 0, 0, 0},
		{"5 is minor with a bust", Character{}, rolled(Check{Use: Head}, 5), true, Minor, []int{5}, 0, 0, 1},
		{"9 is medium", Character{}, rolled(Check{Use: Head}, 9), true, Medium, []int{9}, 0, 0, 0},
		{"11 is major with a boon", Character{}, rolled(Check{Use: Head}, 11), true, Major, []int{11}, 1, 0, 0},
		{"20 is maximum", Character{}, rolled(Check{Use: Head}, 20), true, Maximum, []int{20}, 0, 1, 0},
		{"easy rounds 3 to 5", Character{}, rolled(Check{Use: Head, Difficulty: Easy}, 3), true, Minor, []int{5}, 0, 0, 1},
		{"apt rounds 4 to 5", Character{}, rolled(Check{Use: Head, Apt: true}, 4), true, Minor, []int{5}, 0, 0, 1},
		{"apt leaves 2", Character{}, rolled(Check{Use: Head, Apt: true}, 2), false, Failure, []int{2}, 0, 0, 0},
		{"Host acts apt", Character{}, rolled(Check{Use: Host}, 3), true, Minor, []int{5}, 0, 0, 1},
		{"Host as a spark's second stat acts apt", Character{}, hostSpark, true, Minor, []int{5}, 0, 0, 1},
		{"gain rounds 6 to 8", Character{}, rolled(Check{Use: Head, Gain: true}, 6), true, Medium, []int{8}, 0, 0, 0},
		{"gain leaves 5", Character{}, rolled(Check{Use: Head, Gain: true}, 5), true, Minor, []int{5}, 0, 0, 1},
		{"ignited spark rounds 7 to 8", blossomed, sparkIgnited, true, Medium, []int{8}, 0, 0, 0},
		{"ignited stat without a spark does not round", blossomed, rolled(Check{Use: Heart}, 7), true, Minor, []int{7}, 0, 0, 1},
		{"hard: both succeed, boons and busts stack", Character{}, rolled(Check{Use: Head, Difficulty: Hard, Rolls: 2}, 6, 12), true, Minor, []int{6, 12}, 1, 0, 1},
		{"hard: one failure fails, its good roll earns nothing", Character{}, rolled(Check{Use: Head, Difficulty: Hard, Rolls: 2}, 4, 22), false, Failure, []int{4, 22}, 0, 0, 0},
		{"complex: one failure passes", Character{}, rolled(Check{Use: Head, Difficulty: Complex, Rolls: 3}, 2, 9, 11), true, Medium, []int{2, 9, 11}, 1, 0, 0},
		{"complex: two failures fail", Character{}, rolled(Check{Use: Head, Difficulty: Complex, Rolls: 3}, 2, 3, 11), false, Failure, []int{2, 3, 11}, 0, 0, 0},
		{"help lifts the lowest roll only, and busts", Character{}, rolled(Check{Use: Head, Difficulty: Hard, Rolls: 2, Helpers: []Helper{{1, 2}}}, 9, 3), true, Minor, []int{9, 5}, 0, 0, 2},
		{"two helpers", Character{}, rolled(Check{Use: Head, Helpers: []Helper{{1, 1}, {2, 3}}}, 4), true, Medium, []int{8}, 0, 0, 2},
		{"uncool costs 1", cond(Uncool), rolled(Check{Use: Head}, 5), false, Failure, []int{4}, 0, 0, 0},
		{"uncool alone costs nothing", cond(Uncool), rolled(Check{Use: Head, Alone: true}, 5), true, Minor, []int{5}, 0, 0, 1},
		{"uncool helped is not alone (HB-20)", cond(Uncool), rolled(Check{Use: Head, Alone: true, Helpers: []Helper{{1, 1}}}, 4), false, Failure, []int{4}, 0, 0, 1},
		{"famous adds 2", cond(Famous), rolled(Check{Use: Heart, Attack: NonViolent, Famous: true}, 9), true, Major, []int{11}, 1, 0, 0},
		{"disarmed violent success loses a boon, gains a bust", cond(Disarmed), rolled(Check{Stat: Hurt, Use: Hurt, Attack: Violent}, 12), true, Major, []int{12}, 0, 0, 1},
		{"disarmed takes an exceptional boon if no other", cond(Disarmed), rolled(Check{Stat: Hurt, Use: Hurt, Attack: Violent}, 25), true, Maximum, []int{25}, 0, 0, 1},
		{"disarmed: non-violent untouched", cond(Disarmed), rolled(Check{Use: Heart, Attack: NonViolent}, 12), true, Major, []int{12}, 1, 0, 0},
		{"disarmed: failure untouched", cond(Disarmed), rolled(Check{Stat: Hurt, Use: Hurt, Attack: Violent}, 3), false, Failure, []int{3}, 0, 0, 0},
		{"vexed fails whatever the dice", Character{}, Check{Use: Head, Rolls: 1, VexedBy: 2, Helpers: []Helper{{2, 1}}}, false, Failure, nil, 0, 0, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := settle(tt.ch, tt.c)
			got := fmt.Sprint(o.Success, o.Tier, o.Values, o.Boons, o.Great, o.Busts)
			want := fmt.Sprint(tt.ok, tt.tier, tt.values, tt.boons, tt.great, tt.busts)
			if got != want || (len(tt.values) > 0 && !slices.Equal(o.Values, tt.values)) {
				t.Errorf("got %s, want %s", got, want)
			}
		})
	}
}
