package deck

import (
	"slices"
	"testing"

	"lantern/rules/rng"
)

func TestShuffledKeepsCardsAndInput(t *testing.T) {
	r := rng.New(1)
	in := []int{1, 2, 3, 4, 5, 6, 7, 8}
	orig := slices.Clone(in)
	out := Shuffled(&r, in)
	if !slices.Equal(in, orig) {
		t.Fatal("Shuffled changed its input")
	}
	sorted := slices.Clone(out)
	slices.Sort(sorted)
	if !slices.Equal(sorted, orig) {
		t.Fatalf("Shuffled lost or added cards: %v", out)
	}
	if slices.Equal(out, orig) {
		t.Fatal("seed 1 left eight cards in order; the shuffle is not shuffling")
	}
}

func TestDraw(t *testing.T) {
	pile := []string{"a", "b"}
	c, rest, ok := Draw(pile)
	if !ok || c != "a" || !slices.Equal(rest, []string{"b"}) {
		t.Fatalf("Draw = %q %v %v", c, rest, ok)
	}
	rest[0] = "x"
	if pile[1] != "b" {
		t.Fatal("Draw's rest aliases the input")
	}
	if _, _, ok := Draw([]string{}); ok {
		t.Fatal("Draw from empty pile reported ok")
	}
}

func TestDrawN(t *testing.T) {
	got, rest := DrawN([]int{1, 2, 3}, 5)
	if !slices.Equal(got, []int{1, 2, 3}) || len(rest) != 0 {
		t.Fatalf("DrawN past the end = %v %v", got, rest)
	}
	got, rest = DrawN([]int{1, 2, 3}, 2)
	if !slices.Equal(got, []int{1, 2}) || !slices.Equal(rest, []int{3}) {
		t.Fatalf("DrawN(2) = %v %v", got, rest)
	}
}

func TestPutAndRemove(t *testing.T) {
	pile := make([]int, 2, 10)
	pile[0], pile[1] = 1, 2
	a := Put(pile, 3)
	b := Put(pile, 4)
	if a[2] != 3 || b[2] != 4 {
		t.Fatalf("Put shares a backing array: %v %v", a, b)
	}
	if top := PutTop(pile, 0); !slices.Equal(top, []int{0, 1, 2}) {
		t.Fatalf("PutTop = %v", top)
	}
	rest, ok := Remove([]int{5, 6, 7}, 6)
	if !ok || !slices.Equal(rest, []int{5, 7}) {
		t.Fatalf("Remove = %v %v", rest, ok)
	}
	if _, ok := Remove([]int{5}, 9); ok {
		t.Fatal("Remove of a missing card reported ok")
	}
}

func TestReshuffle(t *testing.T) {
	r := rng.New(4)
	got := Reshuffle(&r, []int{1}, []int{2, 3, 4})
	if got[0] != 1 || len(got) != 4 {
		t.Fatalf("Reshuffle = %v", got)
	}
}
