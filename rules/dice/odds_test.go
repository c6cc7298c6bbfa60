package dice

import (
	"fmt"
	"math/big"
	"testing"
)

func TestAtLeast(t *testing.T) {
	third := big.NewRat(1, 3)
	tests := []struct {
		name string
		n, k int
		p    *big.Rat
		want string
	}{
		{"no hardship is certain", 0, 0, HopeSuccess, "1/1"},
		{"negative need is certain", 2, -1, HopeSuccess, "1/1"},
		{"more than the pool is impossible", 2, 3, HopeSuccess, "0/1"},
		{"no dice against 1", 0, 1, HopeSuccess, "0/1"},
		{"one die, need one", 1, 1, HopeSuccess, "1/2"},
		{"two dice, need one", 2, 1, HopeSuccess, "3/4"},
		{"three dice, need two", 3, 2, HopeSuccess, "1/2"},
		{"five dice, need three", 5, 3, HopeSuccess, "1/2"},
		{"four dice, need two", 4, 2, HopeSuccess, "11/16"},
		{"all of six", 6, 6, HopeSuccess, "1/64"},
		{"thirds, two dice need one", 2, 1, third, "5/9"},
		{"thirds, three need two", 3, 2, third, "7/27"},
		{"certain dice", 3, 3, big.NewRat(1, 1), "1/1"},
		{"dead dice", 3, 1, new(big.Rat), "0/1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := AtLeast(tt.n, tt.k, tt.p)
			if got.String() != tt.want {
				t.Errorf("AtLeast(%d, %d, %v) = %v, want %v", tt.n, tt.k, tt.p, got, tt.want)
			}
		})
	}
}

// The tail must agree with counting every face combination by hand.
func TestAtLeastMatchesEnumeration(t *testing.T) {
	for n := 0; n <= 7; n++ {
		for k := 0; k <= n+1; k++ {
			t.Run(fmt.Sprintf("%dd6 need %d", n, k), func(t *testing.T) {
				hits, total := 0, 0
				faces := make([]int, n)
				var walk func(i int)
				walk = func(i int) {
					if i == n {
						total++
						if Successes(faces, 4) >= k {
							hits++
						}
						return
					}
					for f := 1; f <= 6; f++ {
						faces[i] = f
						walk(i + 1)
					}
				}
				walk(0)
				want := big.NewRat(int64(hits), int64(total))
				if got := AtLeast(n, k, HopeSuccess); got.Cmp(want) != 0 {
					t.Errorf("got %v, enumeration says %v", got, want)
				}
			})
		}
	}
}

func TestAtLeastLeavesPAlone(t *testing.T) {
	p := big.NewRat(1, 2)
	AtLeast(4, 2, p)
	if p.Cmp(big.NewRat(1, 2)) != 0 {
		t.Fatalf("p changed to %v", p)
	}
}

func TestPercent(t *testing.T) {
	if got := Percent(2, 1, HopeSuccess); got != 75 {
		t.Fatalf("Percent(2,1) = %v, want 75", got)
	}
}

func ExampleAtLeast() {
	// Three Humanity dice against a hardship of 2.
	fmt.Println(AtLeast(3, 2, HopeSuccess))
	fmt.Printf("%.1f%%\n", Percent(4, 2, HopeSuccess))
	// Output:
	// 1/2
	// 68.8%
}
