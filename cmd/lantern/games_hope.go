//go:build !lantern_nohope

package main

import _ "lantern/app/hope"
