# Sourced by scripts/start.sh and scripts/test.sh: makes sure the pinned pnpm (and, for tests, Debian's
# Chromium) are present on a fresh machine (Debian, Node 20.19+, npm). Nothing here downloads a browser build.
PNPM_VERSION=10.34.9

ensure_node() {
  local major minor
  major=$(node -p 'process.versions.node.split(".")[0]')
  minor=$(node -p 'process.versions.node.split(".")[1]')
  if [ "$major" -lt 20 ] || { [ "$major" -eq 20 ] && [ "$minor" -lt 19 ]; }; then
    echo "Sakta needs Node 20.19 or newer (found $(node -v))." >&2
    exit 1
  fi
}

ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
    echo "Installing pnpm $PNPM_VERSION with npm..."
    npm install -g "pnpm@$PNPM_VERSION" --no-fund --no-audit >/dev/null
  fi
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    echo "Need root to run: $*" >&2
    return 1
  fi
}

ensure_chromium() {
  # The e2e suite runs in the headless shell (no window, no PDF viewer: about a third less CPU); the few tests that
  # read a PDF in the browser's viewer, and `pnpm perf`, run in the full browser.
  # The stories' visual baseline is pictured with Debian's DejaVu and Liberation fonts only
  # (apps/storybook/visual/fonts.conf): installed here, not left to the browser's recommended packages.
  local missing=()
  [ -x "${SAKTA_CHROMIUM:-/usr/bin/chromium}" ] || missing+=(chromium)
  [ -x "${SAKTA_CHROMIUM_SHELL:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
  [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
  [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf ] || missing+=(fonts-dejavu-extra)
  [ -f /usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf ] || missing+=(fonts-liberation)
  if [ ${#missing[@]} -eq 0 ]; then return 0; fi
  echo "Installing Debian's ${missing[*]} for the browser tests..."
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >/dev/null
}
