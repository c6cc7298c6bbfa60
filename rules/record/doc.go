// Package record is Lantern's game record and its encodings.
//
// A Record is everything needed to rebuild a game: the game id and rules
// version, the configuration, the seed and the moves (plus the names the
// players typed). State is always rebuilt by replaying the moves; a cached
// Snapshot may speed up loading but never wins over them.
//
// Three encodings, all bounded before anything is decoded (see limits.go):
//
//   - Marshal/Unmarshal: msgpack through vmihailenco/msgpack/v5 v5.3.6
//     (msgpack.go, field by field), a positional array with a
//     magic marker and a format version; every released version keeps
//     loading (golden files in testdata/, one per version).
//   - EncodeLink/DecodeLink: base64url(raw deflate(msgpack)), the payload of a
//     share link "#/r/<payload>", which never reaches a server.
//   - MarshalFile/UnmarshalFile: an exported save, the record plus its title.
//
// Games plug in through Game, usually built with Adapter, which packs each
// move into a few varints. Register makes a game loadable by id.
package record
