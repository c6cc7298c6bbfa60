package harrowing

// The record helpers of the package's own tests, for its external tests
// (rev3_test.go plays the bot, which imports this package).
var (
	ReplayFile  = replayFile
	WriteRecord = writeRecord
	EveryHash   = everyHash
	Fingerprint = fingerprint
)
