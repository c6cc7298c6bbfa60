package hunt

import (
	"strings"
	"testing"
)

func TestSummaryGroupsResources(t *testing.T) {
	s := mustNew(t, board(t, 9), 1)
	s.Resources = []string{"black ore", "gloam scale", "gloam scale", "bitter root", "gloam scale"}
	s.Team[0].Courage, s.Team[0].Notes = 5, []string{"injury: cut palm"}
	s.Phase, s.At, s.Monster, s.Events = Over, 9, 9, 12
	got := Summary(s)
	for _, want := range []string{
		"Resources: 3 × gloam scale, 1 × black ore, 1 × bitter root",
		"found the Gloam Moth on space 9 after 12 events",
		"Mara — courage 2 → 5, understanding 1,",
		"  · injury: cut palm",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("summary lacks %q:\n%s", want, got)
		}
	}
	if Grouped(nil) != "none" {
		t.Error("no resources")
	}
}
