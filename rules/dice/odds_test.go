package dice

import (
	"fmt"
	"math/big"
	"testing"
)

func TestHalfTail(t *testing.T) {
	tests := []struct {
		name string
		n, k int
		want uint64 // of 2^n
	}{
		{"no hardship is certain", 0, 0, 1},
		{"negative need is certain", 2, -1, 4},
		{"more than the pool is impossible", 2, 3, 0},
		{"no dice against 1", 0, 1, 0},
		{"one die, need one", 1, 1, 1},
		{"two dice, need one", 2, 1, 3},
		{"three dice, need two", 3, 2, 4},
		{"four dice, need two", 4, 2, 11},
		{"all of six", 6, 6, 1},
		{"the largest pool, need half", MaxOddsDice, 31, 2538557185841324496},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := HalfTail(tt.n, tt.k); got != tt.want {
				t.Errorf("HalfTail(%d, %d) = %d, want %d", tt.n, tt.k, got, tt.want)
			}
		})
	}
}

// Every count up to the largest pool agrees with big-integer binomials.
func TestHalfTailMatchesBigBinomials(t *testing.T) {
	for n := 0; n <= MaxOddsDice; n++ {
		want := new(big.Int)
		for k := n + 1; k >= 0; k-- {
			if k <= n {
				want.Add(want, new(big.Int).Binomial(int64(n), int64(k)))
			}
			if got := HalfTail(n, k); !want.IsUint64() || got != want.Uint64() {
				t.Fatalf("HalfTail(%d, %d) = %d, want %v", n, k, got, want)
			}
		}
	}
}

// The tail must agree with counting every face combination of d6 by hand.
func TestHalfTailMatchesEnumeration(t *testing.T) {
	for n := 0; n <= 7; n++ {
		for k := 0; k <= n+1; k++ {
			t.Run(fmt.Sprintf("%dd6 need %d", n, k), func(t *testing.T) {
				var hits, total uint64
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
				if got := HalfTail(n, k); got*total != hits<<n {
					t.Errorf("got %d of %d, enumeration says %d of %d", got, 1<<n, hits, total)
				}
			})
		}
	}
}

func TestPercent(t *testing.T) {
	for _, tt := range []struct {
		n, k int
		want float64
	}{{2, 1, 75}, {4, 2, 68.75}, {0, 0, 100}, {3, 4, 0}, {MaxOddsDice + 5, 0, 100}} {
		if got := Percent(tt.n, tt.k); got != tt.want {
			t.Errorf("Percent(%d, %d) = %v, want %v", tt.n, tt.k, got, tt.want)
		}
	}
}

func ExamplePercent() {
	// Four Humanity dice against a hardship of 2.
	fmt.Printf("%d of 16, %.1f%%\n", HalfTail(4, 2), Percent(4, 2))
	// Output:
	// 11 of 16, 68.8%
}
