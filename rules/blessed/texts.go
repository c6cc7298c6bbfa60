package blessed

import (
	"fmt"
	"strconv"

	"lantern/rules/words"
)

// diceName says n dice of the given faces: "1 d6", "3 d6s".
func diceName(n, faces int) string {
	d := "d" + strconv.Itoa(faces)
	return words.CountOf(n, d, d+"s")
}

// facesText says faces as the table reads them out: "1, 4 and 6".
func facesText(faces []int) string {
	parts := make([]string, len(faces))
	for i, f := range faces {
		parts[i] = strconv.Itoa(f)
	}
	return words.List(parts)
}

// difficultyText says a check's difficulty with its rolls when more than
// one: "Normal", "Hard (2 rolls)".
func difficultyText(c Check) string {
	if c.Rolls > 1 {
		return fmt.Sprintf("%v (%s)", c.Difficulty, words.Count(c.Rolls, "roll"))
	}
	return c.Difficulty.String()
}
