package record

import "testing"

func TestUnpackerRefusesPaddedNumbers(t *testing.T) {
	tests := []struct {
		name string
		b    []byte
		want uint64
		ok   bool
	}{
		{"zero", []byte{0}, 0, true},
		{"two bytes", []byte{0x80, 0x01}, 128, true},
		{"zero padded", []byte{0x80, 0x00}, 0, false},
		{"one padded", []byte{0x81, 0x80, 0x00}, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u := NewUnpacker(tc.b)
			got := u.Uint(1 << 20)
			if (u.Err() == nil) != tc.ok || got != tc.want {
				t.Fatalf("Uint = %d, err %v; want %d, ok %v", got, u.Err(), tc.want, tc.ok)
			}
		})
	}
}
