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

// MarshalFile encodes f for download.
func MarshalFile(f File) ([]byte, error) {
	rec, err := Marshal(f.Record)
	if err != nil {
		return nil, err
	}
	if len(f.Title) > MaxTitleBytes {
		return nil, corrupt("title over %d bytes", MaxTitleBytes)
	}
	// A positional array: magic, version, title, updated, record; the
	// record is Marshal'd, so it migrates on its own.
	w := newWriter()
	w.array(5)
	w.str(FileMagic)
	w.int(FileVersion)
	w.str(f.Title)
	w.int(f.Updated)
	w.bin(rec)
	return w.bytes()
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
	f := File{Title: d.str(MaxTitleBytes), Updated: d.int64()}
	rec := d.bin(MaxRecordBytes)
	if d.err != nil {
		return File{}, d.err
	}
	r, err := Unmarshal(rec)
	if err != nil {
		return File{}, err
	}
	f.Record = r
	return f, nil
}
