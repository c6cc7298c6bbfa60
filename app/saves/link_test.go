package saves

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lantern/internal/htmltest"
	"lantern/rules/hope"
	"lantern/rules/record"
	"lantern/rules/record/hoperec"
)

func hopeLink(t *testing.T) (string, record.Summary) {
	t.Helper()
	cfg := hope.Config{Seats: []hope.SeatConfig{{Name: "Mara"}, {Name: "Ode"}, {Name: "Ike"}}}
	rec, err := hoperec.Adapter.Start(cfg, 9)
	if err != nil {
		t.Fatal(err)
	}
	payload, err := record.EncodeLink(rec)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := record.Load(rec)
	if err != nil {
		t.Fatal(err)
	}
	return payload, sum
}

func TestLinkPageRender(t *testing.T) {
	payload, sum := hopeLink(t)
	tests := []struct {
		name    string
		payload string
		want    []string
		not     []string
	}{
		{"good", payload, []string{"Mara, Ode, Ike", "Round 1 of 5", revealNote, `data-state-hash="` + sum.Hash + `"`, "link-import"}, []string{"data-link-error"}},
		{"broken", payload[:len(payload)-3] + "xyz", []string{"data-link-error", "Nothing was saved"}, []string{"link-import"}},
		{"empty", "", []string{"data-link-error", "holds no game"}, []string{"link-import"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			html := app.HTMLString((&LinkPage{Payload: tt.payload}).Render())
			htmltest.Has(t, html, tt.want...)
			htmltest.Lacks(t, html, tt.not...)
		})
	}
}
