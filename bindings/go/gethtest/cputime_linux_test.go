// SPDX-License-Identifier: MIT

//go:build linux

package gethtest

import "syscall"

// rusageThread is RUSAGE_THREAD (linux/resource.h), which package syscall
// does not name.
const rusageThread = 1

// threadCPU is the CPU time (user + system) of the calling OS thread in ns,
// or -1. The benchmarks lock their goroutine to its thread, so the figure
// is the time of the calls themselves: on a shared machine steadier than
// wall time (a descheduled thread's wait is not counted).
func threadCPU() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(rusageThread, &ru) != nil {
		return -1
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
