package record

import "encoding/binary"

// maxDepth bounds nesting: records nest two levels (a file holds a record,
// a record a list of names); anything deeper is hostile.
const maxDepth = 4

// validate walks msgpack bytes without decoding them and refuses anything
// whose declared lengths exceed the bytes that remain, that nests too deep,
// or that does not end exactly at the end of b. Only then is b read item by
// item (msgpack.go), which can no longer be made to allocate more than a
// small multiple of len(b) (each element takes at least one byte).
func validate(b []byte) error {
	rest, err := walk(b, 0)
	if err != nil {
		return err
	}
	if len(rest) != 0 {
		return corrupt("%d unexpected trailing bytes", len(rest))
	}
	return nil
}

// walk skips one value and returns what follows it.
func walk(b []byte, depth int) ([]byte, error) {
	if depth > maxDepth {
		return nil, corrupt("nested too deep")
	}
	if len(b) == 0 {
		return nil, corrupt("unexpected end of data")
	}
	c, b := b[0], b[1:]
	switch {
	case c <= 0x7f || c >= 0xe0 || c == 0xc0 || c == 0xc2 || c == 0xc3: // fixint, nil, bool
		return b, nil
	case c >= 0xa0 && c <= 0xbf: // fixstr
		return skip(b, int(c&0x1f))
	case c >= 0x90 && c <= 0x9f: // fixarray
		return walkN(b, int(c&0x0f), depth)
	case c >= 0x80 && c <= 0x8f: // fixmap
		return walkN(b, 2*int(c&0x0f), depth)
	}
	switch c {
	case 0xcc, 0xd0: // uint8, int8
		return skip(b, 1)
	case 0xcd, 0xd1: // uint16, int16
		return skip(b, 2)
	case 0xca, 0xce, 0xd2: // float32, uint32, int32
		return skip(b, 4)
	case 0xcb, 0xcf, 0xd3: // float64, uint64, int64
		return skip(b, 8)
	case 0xd9, 0xc4: // str8, bin8
		return skipLen(b, 1)
	case 0xda, 0xc5: // str16, bin16
		return skipLen(b, 2)
	case 0xdb, 0xc6: // str32, bin32
		return skipLen(b, 4)
	case 0xdc: // array16
		n, b, err := length(b, 2)
		if err != nil {
			return nil, err
		}
		return walkN(b, n, depth)
	case 0xdd: // array32
		n, b, err := length(b, 4)
		if err != nil {
			return nil, err
		}
		return walkN(b, n, depth)
	}
	// maps beyond fixmap and extensions never appear in a record
	return nil, corrupt("unexpected msgpack type 0x%02x", c)
}

func walkN(b []byte, n, depth int) ([]byte, error) {
	if n > len(b) {
		return nil, corrupt("list of %d items with %d bytes left", n, len(b))
	}
	var err error
	for range n {
		if b, err = walk(b, depth+1); err != nil {
			return nil, err
		}
	}
	return b, nil
}

func skip(b []byte, n int) ([]byte, error) {
	if n > len(b) {
		return nil, corrupt("value of %d bytes with %d left", n, len(b))
	}
	return b[n:], nil
}

func skipLen(b []byte, size int) ([]byte, error) {
	n, b, err := length(b, size)
	if err != nil {
		return nil, err
	}
	return skip(b, n)
}

// length reads a big-endian length of size bytes.
func length(b []byte, size int) (int, []byte, error) {
	if len(b) < size {
		return 0, nil, corrupt("unexpected end of data")
	}
	var n uint64
	switch size {
	case 1:
		n = uint64(b[0])
	case 2:
		n = uint64(binary.BigEndian.Uint16(b))
	default:
		n = uint64(binary.BigEndian.Uint32(b))
	}
	if n > uint64(len(b)-size) {
		return 0, nil, corrupt("length %d with %d bytes left", n, len(b)-size)
	}
	return int(n), b[size:], nil
}
