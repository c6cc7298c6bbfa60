package blessed

// A stat die bumps: a 1 rolls again and adds, as long as 1s come. A d2 is
// a real two-sider and bumps on its 1 too (HB-02). With bump false (Ache,
// Surprised) the first face stands.
func rollDie(r roller, z Size, bump bool) []int {
	faces := []int{r.Die(int(z))}
	for bump && faces[len(faces)-1] == 1 {
		faces = append(faces, r.Die(int(z)))
	}
	return faces
}

// rollGroup rolls dice as one group: if any shows 1, all roll again and
// add, as long as any shows 1. Faces come in rolling order.
func rollGroup(r roller, sizes []Size, bump bool) []int {
	var faces []int
	for {
		one := false
		for _, z := range sizes {
			f := r.Die(int(z))
			faces = append(faces, f)
			one = one || f == 1
		}
		if !bump || !one {
			return faces
		}
	}
}

// rollBlessings rolls one Blessing; each 1 stays and brings another roll,
// each on its own.
func rollBlessings(r roller) []int {
	got := []int{r.Die(6)}
	for got[len(got)-1] == 1 {
		got = append(got, r.Die(6))
	}
	return got
}

func sum(faces []int) int {
	n := 0
	for _, f := range faces {
		n += f
	}
	return n
}
