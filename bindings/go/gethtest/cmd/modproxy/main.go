// SPDX-License-Identifier: MIT

// Command modproxy writes a module proxy directory (for GOPROXY=file://DIR)
// that serves a git revision of this repository as the module
// github.com/bn254/bn254 at one version, so that a consumer can `go get` it
// the way it would from the public proxy after a tag, and build it: the zip
// is made by golang.org/x/mod/zip.CreateFromVCS from the committed tree (the
// rules of the go command's own module zips: folders with their own go.mod
// are left out, and so is everything not committed). It prints the zip's
// file count and size, and fails if the cgo package would lack the C
// sources it includes.
//
//	go run ./cmd/modproxy -repo ../../.. -rev HEAD -version v0.2.0 -out DIR
package main

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"golang.org/x/mod/module"
	modzip "golang.org/x/mod/zip"
)

const modulePath = "github.com/bn254/bn254"

func die(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "modproxy: "+format+"\n", args...)
	os.Exit(1)
}

func main() {
	repo := flag.String("repo", "../../..", "the git checkout")
	rev := flag.String("rev", "HEAD", "the revision to serve")
	version := flag.String("version", "v0.2.0", "the version to serve it as")
	out := flag.String("out", "", "the proxy directory to write")
	flag.Parse()
	if *out == "" {
		die("-out is required")
	}
	m := module.Version{Path: modulePath, Version: *version}
	if err := module.Check(m.Path, m.Version); err != nil {
		die("%v", err)
	}
	root, err := filepath.Abs(*repo)
	if err != nil {
		die("%v", err)
	}
	var buf bytes.Buffer
	if err := modzip.CreateFromVCS(&buf, m, root, *rev, ""); err != nil {
		die("zip of %s at %s: %v", root, *rev, err)
	}
	zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		die("%v", err)
	}
	prefix := m.Path + "@" + m.Version + "/"
	have := map[string]bool{}
	var goMod []byte
	for _, f := range zr.File {
		name := strings.TrimPrefix(f.Name, prefix)
		have[name] = true
		if name == "go.mod" {
			rc, err := f.Open()
			if err != nil {
				die("%v", err)
			}
			var b bytes.Buffer
			_, err = b.ReadFrom(rc)
			rc.Close()
			if err != nil {
				die("%v", err)
			}
			goMod = b.Bytes()
		}
	}
	// What bindings/go compiles from outside its folder.
	for _, need := range []string{"go.mod", "bindings/go/bn254.go", "bindings/go/bn254_lib.c",
		"src/bn254.c", "include/bn254.h"} {
		if !have[need] {
			die("the module zip has no %s", need)
		}
	}
	for name := range have {
		if strings.HasPrefix(name, "bindings/go/gethtest/") {
			die("the module zip holds %s, which belongs to the gethtest module", name)
		}
	}

	dir := filepath.Join(*out, filepath.FromSlash(m.Path), "@v")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		die("%v", err)
	}
	t := time.Now().UTC()
	if ct, err := exec.Command("git", "-C", root, "log", "-1", "--format=%cI", *rev).Output(); err == nil {
		if p, err := time.Parse(time.RFC3339, strings.TrimSpace(string(ct))); err == nil {
			t = p.UTC()
		}
	}
	info, _ := json.Marshal(struct {
		Version string
		Time    time.Time
	}{m.Version, t})
	files := map[string][]byte{
		"list":              []byte(m.Version + "\n"),
		m.Version + ".info": info,
		m.Version + ".mod":  goMod,
		m.Version + ".zip":  buf.Bytes(),
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			die("%v", err)
		}
	}
	fmt.Printf("modproxy: %s@%s from %s: %d files, %d bytes zipped\n", m.Path, m.Version, *rev,
		len(zr.File), buf.Len())
}
