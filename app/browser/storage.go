package browser

import "encoding/json"

// Storage is one of the page's web storages, read and written as JSON.
type Storage struct{ name string }

// Local lasts across visits; Session lasts as long as the tab, reloads
// included.
var (
	Local   = Storage{"localStorage"}
	Session = Storage{"sessionStorage"}
)

// Get reads key into v; a missing key leaves v as it is.
func (s Storage) Get(key string, v any) error {
	raw, ok, err := s.getItem(key)
	if err != nil || !ok {
		return err
	}
	return json.Unmarshal([]byte(raw), v)
}

// Set writes v under key.
func (s Storage) Set(key string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return s.setItem(key, string(b))
}

// Del removes key.
func (s Storage) Del(key string) error { return s.removeItem(key) }
