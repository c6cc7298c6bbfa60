package hunt

import "testing"

func TestSettleUpdatesTheRoster(t *testing.T) {
	roster := []Member{{Name: "Mara", Courage: 2, HuntXP: 3}, {Name: "Wren", Courage: 5}}
	s := mustNew(t, board(t, 9), 1)
	s.Team[0].Courage, s.Team[0].Insanity = 4, 2
	got := Settle(roster, s)
	if got[0].Courage != 4 || got[0].Insanity != 2 || got[0].HuntXP != 3 || got[1].Courage != 5 {
		t.Fatalf("settled %+v", got)
	}
	if roster[0].Courage != 2 {
		t.Fatal("Settle changed the roster it was given")
	}
	if v := got[0].Survivor(); v.Insanity != 2 || v.Name != "Mara" {
		t.Fatalf("as a survivor %+v", v)
	}
}
