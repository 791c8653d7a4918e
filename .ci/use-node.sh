#!/usr/bin/env bash
# Sourced by .ci/run: puts the Node.js of .nvmrc (the Lambda runtime's major version) first on PATH.
# Machines whose own Node is older get that exact release from the npm registry (the official
# binaries published as node-linux-<arch>), cached outside the repository.
wanted=$(tr -d '[:space:]v' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")
wanted_major=${wanted%%.*}
current_major=$(node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/' || echo 0)
if [ "${current_major:-0}" -lt "$wanted_major" ]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "No Node.js $wanted binary for $(uname -m); install it yourself." >&2; exit 1 ;;
  esac
  home="${XDG_CACHE_HOME:-$HOME/.cache}/prozesspuls/node-$wanted-$arch"
  if [ ! -x "$home/package/bin/node" ]; then
    mkdir -p "$home"
    (cd "$home" && npm pack "node-linux-$arch@$wanted" --silent >/dev/null && tar xzf "node-linux-$arch-$wanted.tgz")
  fi
  mkdir -p "$home/bin"
  ln -sf "$home/package/bin/node" "$home/bin/node"
  export PATH="$home/bin:$PATH"
fi
echo "Node.js $(node --version), npm $(npm --version)"
