//go:build !race

package blessed

// walkLen is how many moves TestLegalIsEveryValidMove's walks play (see
// race_test.go).
const walkLen = 1000
