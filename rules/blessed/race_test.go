//go:build race

package blessed

// walkLen is how many moves TestLegalIsEveryValidMove's walks play. The
// race detector slows these single-goroutine walks tenfold and finds
// nothing in them; make test runs them at full length under WebAssembly.
const walkLen = 300
