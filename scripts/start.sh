#!/usr/bin/env bash
# Quick start, command 1: install everything, build the SPA and start the product on one port.
# PORT=9000 bash scripts/start.sh to use another port. It listens on 127.0.0.1, this machine only: the sandbox's dev
# endpoints give every SMS code to whoever reaches the port. HOST=0.0.0.0 opens it to the network (README, "Security").
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/ensure-tools.sh
ensure_node
ensure_pnpm
pnpm install --frozen-lockfile
pnpm build
exec pnpm --filter @sakta/api start
