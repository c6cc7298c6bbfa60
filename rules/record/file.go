package record

// FileMagic starts an exported save file.
const FileMagic = "LNTF"

// FileVersion is the file format MarshalFile writes.
const FileVersion = 1

// File is an exported save: the record plus what the saves list shows
// that the record does not hold.
type File struct {
	Title   string
	Updated int64 // unix milliseconds of the last move
	Record  Record
}

type wireFileV1 struct {
	_msgpack struct{} `msgpack:",as_array"`
	Magic    string   `msgpack:"magic"`
	Version  int      `msgpack:"version"`
	Title    string   `msgpack:"title"`
	Updated  int64    `msgpack:"updated"`
	Record   []byte   `msgpack:"record"` // Marshal'd, so it migrates on its own
}

// MarshalFile encodes f for download.
func MarshalFile(f File) ([]byte, error) {
	rec, err := Marshal(f.Record)
	if err != nil {
		return nil, err
	}
	if len(f.Title) > MaxTitleBytes {
		return nil, corrupt("title over %d bytes", MaxTitleBytes)
	}
	return encode(wireFileV1{Magic: FileMagic, Version: FileVersion, Title: f.Title, Updated: f.Updated, Record: rec})
}

// UnmarshalFile reads an imported file, checking its size before decoding.
// Errors wrap ErrCorrupt.
func UnmarshalFile(b []byte) (File, error) {
	if len(b) > MaxFileBytes {
		return File{}, corrupt("file of %d bytes is over the %d byte limit", len(b), MaxFileBytes)
	}
	if err := validate(b); err != nil {
		return File{}, err
	}
	magic, version, err := readHeader(b)
	if err != nil {
		return File{}, err
	}
	if magic != FileMagic {
		return File{}, corrupt("not a Lantern saved game")
	}
	if version != FileVersion {
		return File{}, corrupt("file format %d is not one this Lantern knows", version)
	}
	d := newReader(b)
	d.arrayOf(5)
	d.str(len(FileMagic))
	d.int()
	w := wireFileV1{Title: d.str(MaxTitleBytes), Updated: d.int64(), Record: d.bin(MaxRecordBytes)}
	if d.err != nil {
		return File{}, d.err
	}
	r, err := Unmarshal(w.Record)
	if err != nil {
		return File{}, err
	}
	return File{Title: w.Title, Updated: w.Updated, Record: r}, nil
}
