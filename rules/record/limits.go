package record

// Caps on untrusted input, checked before decoding. Generous for any real
// game (a complete 5-seat Hope game's record is a few hundred bytes) and
// small enough that no input can make a decoder allocate more than a few MiB.
const (
	MaxRecordBytes   = 256 << 10 // an encoded record
	MaxFileBytes     = 512 << 10 // an exported save file
	MaxLinkChars     = 16 << 10  // the payload after "#/r/"
	MaxLinkInflated  = 64 << 10  // the record inside a link, once inflated
	MaxGameIDBytes   = 32
	MaxNames         = 8
	MaxNameBytes     = 160 // 40 characters of any script (hunt names; Hope seats allow 24)
	MaxTitleBytes    = 200
	MaxConfigBytes   = 32 << 10 // a hunt carries an owner's 100-row event table (~12 KiB)
	MaxMovesBytes    = 128 << 10
	MaxSnapshotBytes = 128 << 10
	MaxNotesBytes    = 32 << 10 // Hope's sheets, looks and ending: ~1 KiB, under 20 KiB at every length cap
)
