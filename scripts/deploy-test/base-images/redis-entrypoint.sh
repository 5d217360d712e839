#!/usr/bin/env bash
# The official redis image's entry point, reduced to what the stand-in needs: redis-server runs as
# the user redis with protected mode off (the official image builds it so); anything else as given.
set -euo pipefail
if [ "${1:-}" != redis-server ]; then exec "$@"; fi
exec setpriv --reuid=redis --regid=redis --init-groups "$@" --protected-mode no
