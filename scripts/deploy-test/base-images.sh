#!/usr/bin/env bash
# Local stand-ins for the base images the Dockerfiles and docker-compose.yml name, built from
# Debian's packages (no container registry is reachable here): debian:bookworm-slim from
# debootstrap, then node:24-bookworm-slim (the Node that runs the deployment test, the project's
# pinned Node 24 (scripts/lib/node-runtime.mjs), with this machine's npm and the certificates it
# trusts, so that npm reaches the registry through this machine's egress), postgres:15-bookworm,
# nginx:stable-bookworm and redis:7-bookworm on it. The repository's Dockerfiles are never changed.
# An image is rebuilt only when its recipe (this folder, and Node's version) changed: each carries
# the recipe's hash in the label org.soat.stand-in. The debootstrap download is kept in
# $STANDIN_CACHE (default /var/cache/soat-standins).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cache="${STANDIN_CACHE:-/var/cache/soat-standins}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
node_bin="$(readlink -f "$(command -v node)")"
# the folder that holds npm and corepack (/usr/lib/node_modules for Debian's or NodeSource's nodejs)
node_modules_dir="$(readlink -f "$(dirname "$(readlink -f "$(command -v npm)")")/../..")"
# the certificates this machine trusts (an egress proxy's own among them, on machines that have one)
ca_bundle="${CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}"
recipe="$( (cat "$0" "$here"/base-images/* "$ca_bundle"; "$node_bin" --version) | sha256sum | cut -c1-16)"
build=(nice -n 10 docker build --network host --quiet)

is_current() { # image: built from this recipe already?
  [ "$(docker image inspect --format '{{ index .Config.Labels "org.soat.stand-in" }}' "$1" 2>/dev/null)" = "$recipe" ]
}

debian_slim() {
  is_current debian:bookworm-slim && return
  local rootfs="$cache/rootfs"
  mkdir -p "$cache/debs"
  rm -rf "$rootfs"
  echo "debian:bookworm-slim: debootstrap (minbase) from $mirror"
  nice -n 10 debootstrap --variant=minbase --cache-dir="$cache/debs" bookworm "$rootfs" "$mirror" >"$cache/debootstrap.log"
  # slim, as the official image: no package lists, documentation or other languages
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb \
    "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/*
  find "$rootfs"/usr/share/locale -mindepth 1 -maxdepth 1 ! -name 'locale.alias' -exec rm -rf {} +
  tar -C "$rootfs" -c . | docker import \
    --change "LABEL org.soat.stand-in=$recipe" --change 'CMD ["bash"]' - debian:bookworm-slim >/dev/null
  rm -rf "$rootfs"
}

node_slim() {
  is_current node:24-bookworm-slim && return
  echo "node:24-bookworm-slim: $("$node_bin" --version) from $node_bin"
  local context
  context="$(mktemp -d)"
  mkdir -p "$context/node/bin" "$context/node/lib/node_modules"
  cp "$node_bin" "$context/node/bin/node"
  cp -r "$node_modules_dir/npm" "$node_modules_dir/corepack" "$context/node/lib/node_modules/"
  cp "$ca_bundle" "$context/ca-certificates.crt"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$context/node/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$context/node/bin/npx"
  ln -s ../lib/node_modules/corepack/dist/corepack.js "$context/node/bin/corepack"
  "${build[@]}" --label "org.soat.stand-in=$recipe" -t node:24-bookworm-slim \
    -f "$here/base-images/node.Dockerfile" "$context" >/dev/null
  rm -rf "$context"
}

from_debian() { # image dockerfile
  is_current "$1" && return
  echo "$1: Debian's packages"
  "${build[@]}" --label "org.soat.stand-in=$recipe" -t "$1" -f "$here/base-images/$2" "$here/base-images" >/dev/null
}

debian_slim
node_slim
from_debian postgres:15-bookworm postgres.Dockerfile
from_debian nginx:stable-bookworm nginx.Dockerfile
from_debian redis:7-bookworm redis.Dockerfile
