#!/usr/bin/env bash
# Quick start, command 1: install everything, build the SPA and start the product on one port.
# PORT=9000 bash scripts/start.sh to use another port.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/ensure-tools.sh
ensure_node
ensure_pnpm
pnpm install --frozen-lockfile
pnpm build
exec pnpm --filter @sakta/api start
