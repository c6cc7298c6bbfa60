package hunt_test

import (
	"fmt"

	"lantern/rules/hunt"
)

// A hunt is set up from a quarry and a team, then played one due step at a
// time until the quarry is found.
func Example() {
	team := []hunt.Survivor{
		{Name: "Mara", Courage: 2, Understanding: 1, Gear: []string{hunt.MiningTools}},
		{Name: "Ode", Courage: 3, Understanding: 2},
	}
	cfg, err := hunt.Setup(team, "gloam-moth", 1)
	if err != nil {
		panic(err)
	}
	s, _ := hunt.New(cfg, 7)
	fmt.Println("first choices:", hunt.Legal(s)[0], "…", hunt.Legal(s)[len(hunt.Legal(s))-1])
	s, _, _ = hunt.Apply(s, hunt.Move{Kind: hunt.Begin})
	for {
		m, ok := hunt.Due(s) // Lantern rolls: no step waits on the table
		if !ok {
			break
		}
		s, _, _ = hunt.Apply(s, m)
	}
	fmt.Printf("found on space %d after %d events\n", hunt.Outcome(s).Space, hunt.Outcome(s).Events)
	// Output:
	// first choices: place mineral on 1 … begin
	// found on space 9 after 10 events
}
