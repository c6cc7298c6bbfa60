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
var addedFields = map[string]bool{"Edition": true, "SeatCap": true}

var firstType = without(reflect.TypeFor[hope.State]())

// firstShape copies s into the State's first-edition shape.
func firstShape(s hope.State) any {
	v := reflect.New(firstType).Elem()
	copyFields(v, reflect.ValueOf(s))
	return v.Interface()
}

// without is struct type t without addedFields, its struct fields too.
func without(t reflect.Type) reflect.Type {
	var fs []reflect.StructField
	for i := range t.NumField() {
		f := t.Field(i)
		if addedFields[f.Name] {
			continue
		}
		if f.Type.Kind() == reflect.Struct {
			f.Type = without(f.Type)
		}
		f.Tag, f.Offset, f.Index = "", 0, nil
		fs = append(fs, f)
	}
	return reflect.StructOf(fs)
}

func copyFields(dst, src reflect.Value) {
	for i := range dst.NumField() {
		from := src.FieldByName(dst.Type().Field(i).Name)
		if from.Kind() == reflect.Struct {
			copyFields(dst.Field(i), from)
		} else {
			dst.Field(i).Set(from)
		}
	}
}
