package hope

import (
	"errors"
	"testing"

	"lantern/rules"
)

// House rules change the starting Hope pool (HI-42) and Humanity (HI-43)
// and nothing else; out of range they are refused.
func TestVariantSetup(t *testing.T) {
	seats := []SeatConfig{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}}
	std, err := New(Config{Seats: seats}, 5)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		v              Variant
		hope, humanity int8
	}{
		{Variant{}, 4, MaxHumanity},
		{Variant{Hope: -2}, 2, MaxHumanity},
		{Variant{Hope: 3}, MaxHope, MaxHumanity},
		{Variant{Humanity: 3}, 4, 3},
	}
	for _, tt := range tests {
		s, err := New(Config{Seats: seats, Variant: tt.v}, 5)
		if err != nil {
			t.Fatal(err)
		}
		if s.Hope != tt.hope || s.Seats[0].Humanity != tt.humanity || s.Seats[3].Humanity != tt.humanity {
			t.Errorf("%+v: Hope %d, Humanity %d; want %d, %d", tt.v, s.Hope, s.Seats[0].Humanity, tt.hope, tt.humanity)
		}
		if s.Turn != std.Turn || s.TraitDeck[0] != std.TraitDeck[0] {
			t.Errorf("%+v dealt another game", tt.v)
		}
	}
	for _, v := range []Variant{{Hope: -3}, {Hope: 4}, {Humanity: -1}, {Humanity: MaxHumanity + 1}} {
		if _, err := New(Config{Seats: seats, Variant: v}, 5); !errors.Is(err, rules.ErrBadConfig) {
			t.Errorf("%+v: %v, want a refusal", v, err)
		}
	}
}
