package words

import "testing"

func TestCount(t *testing.T) {
	for _, c := range []struct {
		got, want string
	}{
		{Count(1, "omen"), "1 omen"},
		{Count(2, "omen"), "2 omens"},
		{Count(0, "omen"), "0 omens"},
		{Count(1, "success"), "1 success"},
		{Count(3, "success"), "3 successes"},
		{Count(2, "boon"), "2 boons"},
		{CountOf(1, "die", "dice"), "1 die"},
		{CountOf(4, "die", "dice"), "4 dice"},
		{Times(1), "once"},
		{Times(2), "twice"},
		{Times(5), "5 times"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestList(t *testing.T) {
	for n, want := range []string{"", "Ada", "Ada and Bram", "Ada, Bram and Cleo"} {
		if got := List([]string{"Ada", "Bram", "Cleo"}[:n]); got != want {
			t.Errorf("List of %d = %q, want %q", n, got, want)
		}
	}
}

func TestFill(t *testing.T) {
	for _, c := range []struct {
		t    string
		kv   []string
		want string
	}{
		{"{who} heals {n} more", []string{"who", "Effigy 1", "n", "2"}, "Effigy 1 heals 2 more"},
		{"{n}{n}", []string{"n", "{who}", "who", "x"}, "{who}{who}"}, // values are not filled again
		{"no keys", nil, "no keys"},
		{"{gone} here", []string{"n", "1"}, " here"},
		{"a } b {", nil, "a } b {"},
		{"a } {n}", []string{"n", "1"}, "a } 1"},
	} {
		if got := Fill(c.t, c.kv...); got != c.want {
			t.Errorf("Fill(%q) = %q, want %q", c.t, got, c.want)
		}
	}
}
