package saves

import (
	"context"
	"strings"
	"testing"

	"lantern/app/store"
	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
)

// A link or file whose names hold hidden characters (a direction override
// that makes "Mara" read as another name) is refused, and a file's title is
// cleaned: setup screens and renames could never have made them. A save
// already on the device that holds one still opens (G-02).
func TestLinksRefuseHiddenCharactersInNames(t *testing.T) {
	cfg := hope.Config{Seats: []hope.SeatConfig{{Name: "Ma\u202Era"}, {Name: "Ode"}, {Name: "Ike"}}}
	rec, err := hoperec.Adapter.Start(cfg, 9)
	if err != nil {
		t.Fatal(err)
	}
	payload, err := record.EncodeLink(rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := ReadLink(payload); err == nil || !strings.Contains(err.Error(), "hidden characters") {
		t.Fatalf("ReadLink of a name with an override = %v; want a refusal", err)
	}
	if _, err := record.Load(rec); err != nil {
		t.Fatalf("the same game as a save on the device: %v", err)
	}

	clean, _ := hoperec.Adapter.Start(hope.Config{Seats: []hope.SeatConfig{{Name: "Mara"}, {Name: "Ode"}, {Name: "Ike"}}}, 9)
	sum, _ := record.Load(clean)
	st := &store.Memory{}
	s, err := AddNew(context.Background(), st, Checked{clean, sum}, "Tuesday\u202E night\x07")
	if err != nil {
		t.Fatal(err)
	}
	if s.Title != "Tuesday night" {
		t.Fatalf("imported title %q; want it cleaned", s.Title)
	}
}
