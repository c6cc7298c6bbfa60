package record

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"math"
	"reflect"
	"slices"
	"strings"
)

// Fingerprint hashes v's content through a canonical encoding: every field
// (unexported ones too) in declaration order, strings and lists with their
// lengths, maps sorted by their encoded keys, and pointers followed to what
// they point at. Two values that hold the same data have the same
// fingerprint in any process, natively and in WebAssembly; fmt's %v, which
// prints a pointer's address, does not (a Humanity, Blessed check under way
// made its saves unloadable that way). A nil list or map counts as empty.
//
// A field tagged `fp:"omitempty"` is left out while it is empty (zero, or
// a list or map of length 0): a field a later rules edition adds is always
// empty in an older edition's states, so their fingerprints stay as they
// were written (G-02) without a copy of the old state's shape.
func Fingerprint(v any) string {
	e := canon{}
	e.value(reflect.ValueOf(v), 0)
	sum := sha256.Sum256(e.b)
	return hex.EncodeToString(sum[:8])
}

// maxCanonDepth bounds nesting: game states are shallow trees, so a
// deeper value is a cycle through pointers, a programming error.
const maxCanonDepth = 64

type canon struct{ b []byte }

func (e *canon) uint(u uint64) { e.b = binary.AppendUvarint(e.b, u) }

func (e *canon) str(s string) {
	e.uint(uint64(len(s)))
	e.b = append(e.b, s...)
}

func (e *canon) value(v reflect.Value, depth int) {
	if depth > maxCanonDepth {
		panic("record.Fingerprint: value nested too deep (a pointer cycle?)")
	}
	switch v.Kind() {
	case reflect.Invalid:
		e.b = append(e.b, 0)
	case reflect.Bool:
		e.b = append(e.b, boolByte(v.Bool()))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		e.b = binary.AppendVarint(e.b, v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		e.uint(v.Uint())
	case reflect.Float32, reflect.Float64:
		e.uint(math.Float64bits(v.Float()))
	case reflect.String:
		e.str(v.String())
	case reflect.Slice, reflect.Array:
		e.list(v, depth)
	case reflect.Map:
		e.dict(v, depth)
	case reflect.Struct:
		t := v.Type()
		for i := range v.NumField() {
			if f := v.Field(i); !(t.Field(i).Tag.Get("fp") == "omitempty" && empty(f)) {
				e.value(f, depth+1)
			}
		}
	case reflect.Pointer, reflect.Interface:
		e.b = append(e.b, boolByte(!v.IsNil()))
		if !v.IsNil() {
			if v.Kind() == reflect.Interface {
				e.str(v.Elem().Type().String())
			}
			e.value(v.Elem(), depth+1)
		}
	default: // funcs and channels are not data: only whether they are set
		e.b = append(e.b, boolByte(!v.IsNil()))
	}
}

func (e *canon) list(v reflect.Value, depth int) {
	e.uint(uint64(v.Len()))
	if v.Kind() == reflect.Slice && v.Type().Elem().Kind() == reflect.Uint8 {
		e.b = append(e.b, v.Bytes()...)
		return
	}
	for i := range v.Len() {
		e.value(v.Index(i), depth+1)
	}
}

// dict writes a map's entries sorted by their encoded keys.
func (e *canon) dict(v reflect.Value, depth int) {
	entries := make([]string, 0, v.Len())
	for it := v.MapRange(); it.Next(); {
		var k, x canon
		k.value(it.Key(), depth+1)
		x.value(it.Value(), depth+1)
		entries = append(entries, string(binary.AppendUvarint(nil, uint64(len(k.b))))+string(k.b)+string(x.b))
	}
	slices.Sort(entries)
	e.uint(uint64(len(entries)))
	e.b = append(e.b, strings.Join(entries, "")...)
}

// empty reports a zero value, or a list or map with nothing in it.
func empty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Slice, reflect.Map:
		return v.Len() == 0
	}
	return v.IsZero()
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}
