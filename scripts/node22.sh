#!/usr/bin/env bash
# Prints the path of a Node 22 LTS binary, installing it from the npm registry's `node` package (which ships the
# official binaries) into a cache folder on first use. CI runs the unit and integration tiers on it as well as on
# the machine's Node 20 (issue 15: Node 20 is past its end of life; `>=20.19` keeps working).
set -euo pipefail
cache="${NODE22_CACHE:-${TMPDIR:-/tmp}/soracity-node22}"
bin="$cache/node_modules/node/bin/node"
if [[ ! -x "$bin" ]]; then
  npm install --prefix "$cache" --no-save --no-audit --no-fund --loglevel=error node@22 >&2
fi
"$bin" -v >/dev/null
echo "$bin"
