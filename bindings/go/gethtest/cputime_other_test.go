// SPDX-License-Identifier: MIT

//go:build !linux

package gethtest

// threadCPU is not measured here; the cpu-ns/op metric is then omitted.
func threadCPU() int64 { return -1 }
