#!/usr/bin/env bash
# Go tooling: every `module/cmd@version` of go-tools.txt installed with `go install` into .tools/go/bin
# (git-ignored), from the Go module proxy; then the modules clients/go needs, so `go test` runs offline.
# Used by npm run build:clients and test/clients-generated/.
# Idempotent: a tool already installed at its pinned version is not rebuilt.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v go >/dev/null; then
  echo "go tools: go not found; Go 1.24 or later is needed" >&2
  exit 1
fi
GOBIN="$PWD/.tools/go/bin"
mkdir -p "$GOBIN"
grep -v '^\s*\(#\|$\)' go-tools.txt | while read -r spec; do
  name="$(basename "${spec%@*}")"
  version="${spec##*@}"
  stamp="$GOBIN/.$name.version"
  if [ -x "$GOBIN/$name" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$spec" ]; then
    echo "go tools: $name $version already installed"
    continue
  fi
  echo "go tools: installing $spec"
  GOBIN="$GOBIN" go install "$spec"
  echo "$spec" > "$stamp"
done
(cd clients/go && go mod download)
echo "go tools: clients/go modules downloaded ($(go version | cut -d' ' -f3))"
