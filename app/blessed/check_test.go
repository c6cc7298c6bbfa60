package blessed

import (
	"strings"
	"testing"

	"lantern/rules/blessed"
)

func TestOutcomeText(t *testing.T) {
	tests := []struct {
		o    blessed.Outcome
		want string
	}{
		{blessed.Outcome{Tier: blessed.Minor, Values: []int{7}, Busts: 2, Success: true}, "minor success (7), 2 busts."},
		{blessed.Outcome{Tier: blessed.Major, Values: []int{12, 9}, Boons: 1, Busts: 1, Success: true}, "major success (12 and 9), a boon, a bust."},
		{blessed.Outcome{Tier: blessed.Failure, Values: []int{3}}, "failure (3)."},
		{blessed.Outcome{Tier: blessed.Failure, Values: []int{15}, Vexed: true}, "failure: made to fail through a Vexed stat."},
		{blessed.Outcome{Tier: blessed.Maximum, Values: []int{21}, Great: 1, Success: true}, "maximum success (21), an exceptional boon."},
	}
	for _, tt := range tests {
		if got := outcomeText(tt.o); got != tt.want {
			t.Errorf("outcomeText(%+v) = %q; want %q", tt.o, got, tt.want)
		}
	}
}

func TestSparkWhyNot(t *testing.T) {
	s, _ := blessed.New(blessed.Config{}, 1)
	s, _, _ = blessed.Apply(s, blessed.Move{Kind: blessed.AddCharacter, Stat: blessed.Heart, Lifestyle: blessed.Carefree, Ethic: blessed.ViceVirtue})
	s, _, _ = blessed.Apply(s, blessed.Move{Kind: blessed.BeginCheck, Seat: 0, Stat: blessed.Heart, Use: blessed.Heart})
	if got := sparkWhyNot(s); !strings.Contains(got, "balanced with Heart (d8)") {
		t.Fatalf("Heart d8 alone: %q", got)
	}
}
