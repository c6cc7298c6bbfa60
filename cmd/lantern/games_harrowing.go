//go:build !lantern_noharrowing

package main

import _ "lantern/app/harrowing"
