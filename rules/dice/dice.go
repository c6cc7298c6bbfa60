// Package dice rolls and reads dice for every game in Lantern: pools of
// six-siders counted for successes, percentile (d100) rolls made of a tens
// and a ones d10, and dice with custom faces.
package dice

import "lantern/rules/rng"

// Roll rolls n dice with the given number of sides.
func Roll(r *rng.Source, n, sides int) []int {
	faces := make([]int, n)
	for i := range faces {
		faces[i] = r.Die(sides)
	}
	return faces
}

// Successes counts the faces at or above min (Hope Inhumanity: 4+ on a d6).
func Successes(faces []int, min int) int {
	n := 0
	for _, f := range faces {
		if f >= min {
			n++
		}
	}
	return n
}

// Percentile is a d100 roll shown as its two d10s. Tens and Ones are 0–9;
// 0 and 0 reads as 100, as on the table.
type Percentile struct {
	Tens int `msgpack:"t"`
	Ones int `msgpack:"o"`
}

// D100 rolls a tens and a ones d10.
func D100(r *rng.Source) Percentile {
	t := r.Intn(10)
	return Percentile{Tens: t, Ones: r.Intn(10)}
}

// Value is the result 1–100.
func (p Percentile) Value() int {
	v := p.Tens*10 + p.Ones
	if v == 0 {
		return 100
	}
	return v
}

// Custom rolls one die whose faces are given, returning the face.
func Custom[F any](r *rng.Source, faces []F) F {
	return faces[r.Intn(len(faces))]
}
