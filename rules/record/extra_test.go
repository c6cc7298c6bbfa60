package record

import (
	"bytes"
	"slices"
	"testing"
)

func TestExtra(t *testing.T) {
	tests := []struct {
		fields []int
		bytes  []byte
	}{
		{[]int{0, 0}, nil},
		{[]int{3, 0}, []byte{1, 3}},
		{[]int{0, 2}, []byte{2, 0, 2}},
	}
	for _, tt := range tests {
		var p Packer
		p.Extra(tt.fields...)
		if !bytes.Equal(p.Bytes(), tt.bytes) {
			t.Errorf("Extra(%v) wrote % x, want % x", tt.fields, p.Bytes(), tt.bytes)
		}
		u := NewUnpacker(p.Bytes())
		if got := u.Extra(5, 5); !slices.Equal(got, tt.fields) || u.Done() != nil {
			t.Errorf("read back %v, %v", got, u.Done())
		}
	}
	// A record from a Lantern that knows a third house rule, a zero field
	// last, an empty list and a field past its bound are refused.
	for _, b := range [][]byte{{3, 1, 1, 1}, {1, 0}, {0}, {2, 0, 6}} {
		u := NewUnpacker(b)
		u.Extra(5, 5)
		if u.Done() == nil {
			t.Errorf("% x read without complaint", b)
		}
	}
}
