package ui

import "testing"

func TestMoveDataRoundTrip(t *testing.T) {
	type move struct {
		Kind, Seat int
		Pick       string
	}
	want := move{Kind: 3, Seat: 1, Pick: "a \"quoted\" card"}
	got, ok := ParseMove[move](MoveData(want))
	if !ok || got != want {
		t.Fatalf("round trip = %+v, %v; want %+v", got, ok, want)
	}
	if _, ok := ParseMove[move]("not json"); ok {
		t.Fatal("a broken move was read")
	}
}
