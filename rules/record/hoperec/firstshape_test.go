package hoperec

import (
	"reflect"
	"testing"

	"lantern/rules/hope"
)

// The first edition's shape is the State's fields up to those added since,
// in order and of the same types (the mirrored structs standing for their
// own first shapes). A field added to the State must go after them.
func TestFirstShapeIsTheFirstEdition(t *testing.T) {
	mirrors := map[reflect.Type]reflect.Type{
		reflect.TypeFor[hope.SceneState](): reflect.TypeFor[firstScene](),
		reflect.TypeFor[[]hope.Task]():     reflect.TypeFor[[]firstTask](),
	}
	for _, pair := range []struct{ now, first reflect.Type }{
		{reflect.TypeFor[hope.State](), reflect.TypeFor[firstState]()},
		{reflect.TypeFor[hope.SceneState](), reflect.TypeFor[firstScene]()},
		{reflect.TypeFor[hope.Task](), reflect.TypeFor[firstTask]()},
	} {
		if pair.now.NumField() <= pair.first.NumField() {
			t.Fatalf("%v has no field added after the first edition's %d", pair.now, pair.first.NumField())
		}
		for i := range pair.first.NumField() {
			now, first := pair.now.Field(i), pair.first.Field(i)
			want := now.Type
			if m, ok := mirrors[want]; ok {
				want = m
			}
			if now.Name != first.Name || want != first.Type {
				t.Errorf("%v field %d is %s %v; the first edition had %s %v", pair.now, i, now.Name, now.Type, first.Name, first.Type)
			}
		}
	}
}

func TestFirstShapeCopiesEveryField(t *testing.T) {
	s := hope.State{N: 3, Round: 2, Hope: 4, Won: true, Fixed: []int8{1}, Edition: 1}
	s.Scene.Title, s.Scene.Success, s.Scene.SeatCap[1] = "Ford", true, 2
	s.Queue = []hope.Task{{Self: 1, Partner: 2, Card: 7}}
	f := firstShape(s)
	if f.N != 3 || f.Round != 2 || f.Hope != 4 || !f.Won || f.Fixed[0] != 1 || f.Scene.Title != "Ford" ||
		!f.Scene.Success || len(f.Queue) != 1 || f.Queue[0].Card != 7 || f.Queue[0].Partner != 2 {
		t.Fatalf("firstShape lost a field: %+v", f)
	}
}
