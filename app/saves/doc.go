// Package saves is the saves page (#/saves), the link-open page
// (#/r/<payload>) and the share dialog (ShareButton, also at #/share/<id>).
//
// Game screens autosave through Autosave after every move; everything else
// here works on any game registered with lantern/rules/record, without
// knowing its types.
package saves
