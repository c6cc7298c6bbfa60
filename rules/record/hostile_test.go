package record

import (
	"bytes"
	"errors"
	"runtime"
	"strings"
	"testing"
)

// hostile inputs: each declares far more than it holds.
func hostile() map[string][]byte {
	deep := bytes.Repeat([]byte{0x91}, 1000) // [[[[…]]]]
	return map[string][]byte{
		"array32 of 4G items":      {0xdd, 0xff, 0xff, 0xff, 0xff},
		"array16 of 65535 items":   {0xdc, 0xff, 0xff, 0x00, 0x00},
		"bin32 of 4 GiB":           {0xc6, 0xff, 0xff, 0xff, 0xff},
		"str32 of 4 GiB":           {0xdb, 0xff, 0xff, 0xff, 0xff},
		"map32":                    {0xdf, 0xff, 0xff, 0xff, 0xff},
		"ext32":                    {0xc9, 0xff, 0xff, 0xff, 0xff, 0x01},
		"deep nesting":             deep,
		"record with bin32 moves":  append([]byte{0x99, 0xa4, 'L', 'N', 'T', 'R', 0x01, 0xa3, 't', 'o', 'y', 0x01, 0x00, 0xc4, 0x00}, 0xc6, 0x7f, 0xff, 0xff, 0xff),
		"record with many names":   append([]byte{0x99, 0xa4, 'L', 'N', 'T', 'R', 0x01, 0xa3, 't', 'o', 'y', 0x01, 0x00, 0xc4, 0x00, 0xc4, 0x00}, 0xdd, 0x00, 0xff, 0xff, 0xff),
		"names list full of empty": append([]byte{0x99, 0xa4, 'L', 'N', 'T', 'R', 0x01, 0xa3, 't', 'o', 'y', 0x01, 0x00, 0xc4, 0x00, 0xc4, 0x00, 0xdc, 0xff, 0xff}, append(bytes.Repeat([]byte{0xa0}, 0xffff), 0xc0)...),
	}
}

func TestHostileInputsAreRefused(t *testing.T) {
	for name, b := range hostile() {
		t.Run(name, func(t *testing.T) {
			if _, err := Unmarshal(b); !errors.Is(err, ErrCorrupt) {
				t.Errorf("Unmarshal = %v; want ErrCorrupt", err)
			}
			if _, err := UnmarshalFile(b); !errors.Is(err, ErrCorrupt) {
				t.Errorf("UnmarshalFile = %v; want ErrCorrupt", err)
			}
			if _, err := DecodeLink(deflate(b)); !errors.Is(err, ErrCorrupt) {
				t.Errorf("DecodeLink = %v; want ErrCorrupt", err)
			}
		})
	}
}

// maxAlloc is what any single decode may allocate: "a few MiB".
const maxAlloc = 4 << 20

// allocated returns the bytes f allocates, averaged over a few runs.
func allocated(f func()) uint64 {
	const runs = 5
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for range runs {
		f()
	}
	runtime.ReadMemStats(&after)
	return (after.TotalAlloc - before.TotalAlloc) / runs
}

func TestDecodersAllocateLittle(t *testing.T) {
	inputs := hostile()
	inputs["link-sized bomb"] = make([]byte, 4<<20)
	inputs["max-size file of zeros"] = make([]byte, MaxFileBytes)
	for name, b := range inputs {
		link := deflate(b)
		if len(link) > MaxLinkChars {
			link = link[:MaxLinkChars]
		}
		t.Run(name, func(t *testing.T) {
			for dec, f := range map[string]func(){
				"Unmarshal":     func() { _, _ = Unmarshal(b) },
				"UnmarshalFile": func() { _, _ = UnmarshalFile(b) },
				"DecodeLink":    func() { _, _ = DecodeLink(link) },
			} {
				if n := allocated(f); n > maxAlloc {
					t.Errorf("%s allocated %d bytes; limit %d", dec, n, maxAlloc)
				}
			}
		})
	}
}

func TestHostileHeaderAllocs(t *testing.T) {
	b := []byte{0xdd, 0xff, 0xff, 0xff, 0xff} // the 5-byte header of msgpack #401
	if n := testing.AllocsPerRun(100, func() { _, _ = Unmarshal(b) }); n > 10 {
		t.Fatalf("Unmarshal of a 5-byte hostile header made %v allocations", n)
	}
	if n := allocated(func() { _, _ = DecodeLink(strings.Repeat("A", MaxLinkChars)) }); n > maxAlloc {
		t.Fatalf("DecodeLink of a max-length link allocated %d bytes", n)
	}
}
