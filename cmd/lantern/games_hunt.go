//go:build !lantern_nohunt

package main

import _ "lantern/app/hunt"
