package hoperec

import (
	"cmp"
	"fmt"
	"reflect"

	"lantern/rules/hope"
	"lantern/rules/record"
)

// Hope's rules editions (hope.Config.Edition) live in the config, after
// everything else: a first-edition config ends with the fixed dice, as
// every record did before editions, and later ones add their number. So
// records written before keep replaying under the rules they were played
// with (G-02), and the record's rules version stays 1.

func packEdition(e int, p *record.Packer) {
	if e = cmp.Or(e, hope.EditionLatest); e > hope.EditionFirst {
		p.Int(e)
	}
}

func unpackEdition(u *record.Unpacker) int {
	if !u.More() {
		return hope.EditionFirst
	}
	e := u.Int(hope.EditionLatest)
	if e <= hope.EditionFirst && u.Err() == nil {
		u.Fail(fmt.Errorf("rules edition %d is written by leaving it out", e))
	}
	return e
}

// addedFields are the State fields (at any depth of struct fields) added
// after the first edition. A first-edition state fingerprints without
// them, as it did when its records were written.
var addedFields = map[string]bool{"Edition": true, "SeatCap": true, "By": true}

var firstType = without(reflect.TypeFor[hope.State]())

// firstShape copies s into the State's first-edition shape.
func firstShape(s hope.State) any {
	v := reflect.New(firstType).Elem()
	copyInto(v, reflect.ValueOf(s))
	return v.Interface()
}

// without is type t without addedFields in any struct it holds (directly
// or as the elements of a slice or array). Types holding none come back
// as they are.
func without(t reflect.Type) reflect.Type {
	if !holdsAdded(t, map[reflect.Type]bool{}) {
		return t // card data (Effect nests itself) and plain values
	}
	switch t.Kind() {
	case reflect.Slice:
		return reflect.SliceOf(without(t.Elem()))
	case reflect.Array:
		return reflect.ArrayOf(t.Len(), without(t.Elem()))
	}
	var fs []reflect.StructField
	for i := range t.NumField() {
		f := t.Field(i)
		if addedFields[f.Name] {
			continue
		}
		f.Type = without(f.Type)
		f.Tag, f.Offset, f.Index = "", 0, nil
		fs = append(fs, f)
	}
	return reflect.StructOf(fs)
}

// holdsAdded says whether t holds one of addedFields.
func holdsAdded(t reflect.Type, seen map[reflect.Type]bool) bool {
	if seen[t] {
		return false
	}
	seen[t] = true
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		return holdsAdded(t.Elem(), seen)
	case reflect.Struct:
		for i := range t.NumField() {
			if f := t.Field(i); addedFields[f.Name] || holdsAdded(f.Type, seen) {
				return true
			}
		}
	}
	return false
}

// copyInto copies src into dst, a value of type without(src.Type()).
func copyInto(dst, src reflect.Value) {
	switch {
	case dst.Type() == src.Type():
		dst.Set(src)
	case src.Kind() == reflect.Struct:
		for i := range dst.NumField() {
			copyInto(dst.Field(i), src.FieldByName(dst.Type().Field(i).Name))
		}
	case src.Kind() == reflect.Slice:
		if src.IsNil() {
			return
		}
		dst.Set(reflect.MakeSlice(dst.Type(), src.Len(), src.Len()))
		fallthrough
	default: // arrays, and slices made above
		for i := range src.Len() {
			copyInto(dst.Index(i), src.Index(i))
		}
	}
}
