//go:build !lantern_noblessed

package main

import _ "lantern/app/blessed"
