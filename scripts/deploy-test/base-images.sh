#!/usr/bin/env bash
# Local stand-ins for the base images the Dockerfiles and docker-compose.yml name, built from
# Debian's packages (no container registry is reachable here), under the pinned tags those files
# name (ADR 024): debian:bookworm-slim from debootstrap, then the node image (the Node that runs the
# deployment test, the project's pinned Node 24 (scripts/lib/node-runtime.mjs), with this machine's
# npm and the certificates it trusts, so that npm reaches the registry through this machine's egress),
# and the postgres, nginx, redis and prometheus images on it, from Debian 12's packages. The repository's
# Dockerfiles are never changed. An image is rebuilt only when its recipe (this folder, Node's version
# and the tags) changed: each carries the recipe's hash in the label org.soat.stand-in, and what it
# really holds in org.soat.stand-in.holds (Debian 12's version, which this says when it is not the tag's). The debootstrap download is kept in $STANDIN_CACHE (default /var/cache/soat-standins).
# `base-images.sh --mirror` (or `--security-mirror`) prints the Debian mirror it would use, and `--tags`
# the tags, and exits.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
cache="${STANDIN_CACHE:-/var/cache/soat-standins}"

# The Debian mirrors this machine's apt uses, from its sources in deb822 (*.sources) or one-line (*.list)
# form: `apt_mirror` the first archive that is not -security (deb.debian.org's if none), `apt_mirror
# security` the first -security one (beside the archive if none). DEBIAN_MIRROR and
# DEBIAN_SECURITY_MIRROR win.
apt_mirror() {
  local want="${1:-archive}" etc="${APT_ETC:-/etc/apt}" uri=""
  # awk: whether a URI is of the kind wanted
  local pick='function pick(uri) { return (uri ~ /security/) == (want == "security") }'
  shopt -s nullglob
  local sources=("$etc"/sources.list.d/*.sources) lists=("$etc"/sources.list "$etc"/sources.list.d/*.list)
  shopt -u nullglob
  if [ ${#sources[@]} -gt 0 ]; then
    uri="$(awk -v want="$want" "$pick"' tolower($1) == "uris:" { for (i = 2; i <= NF; i++) if (pick($i)) { print $i; exit } }' "${sources[@]}")"
  fi
  if [ -z "$uri" ]; then
    for list in "${lists[@]}"; do
      [ -f "$list" ] || continue
      uri="$(awk -v want="$want" "$pick"' $1 == "deb" { for (i = 2; i <= NF; i++) if ($i ~ /^[a-z+]+:\/\//) { if (pick($i)) { print $i; exit } else break } }' "$list")"
      [ -n "$uri" ] && break
    done
  fi
  if [ -z "$uri" ] && [ "$want" = security ]; then uri="$(apt_mirror)-security"; fi
  printf '%s\n' "${uri:-http://deb.debian.org/debian}"
}

# The pinned tags, read where they are written: the node image from the API's Dockerfile, the others
# from docker-compose.yml.
image_of() { # name -> the image docker-compose.yml names for it (name:tag)
  awk -v name="$1" '$1 == "image:" && index($2, name ":") == 1 { print $2; exit }' "$repo/docker-compose.yml"
}
node_image="$(awk '$1 == "FROM" && $2 ~ /^node:/ { print $2; exit }' "$repo/deploy/api.Dockerfile")"
postgres_image="$(image_of postgres)"
nginx_image="$(image_of nginx)"
redis_image="$(image_of redis)"
prometheus_image="$(image_of prom/prometheus)"

case "${1:-}" in
  --mirror) apt_mirror; exit 0 ;;
  --security-mirror) apt_mirror security; exit 0 ;;
  --tags) printf '%s\n' "$node_image" "$postgres_image" "$nginx_image" "$redis_image" "$prometheus_image"; exit 0 ;;
esac

mirror="${DEBIAN_MIRROR:-$(apt_mirror)}"
security_mirror="${DEBIAN_SECURITY_MIRROR:-$(apt_mirror security)}"
node_bin="$(readlink -f "$(command -v node)")"
# the folder that holds npm and corepack (/usr/lib/node_modules for Debian's or NodeSource's nodejs)
node_modules_dir="$(readlink -f "$(dirname "$(readlink -f "$(command -v npm)")")/../..")"
# the certificates this machine trusts (an egress proxy's own among them, on machines that have one)
ca_bundle="${CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}"
recipe="$( (cat "$0" "$here"/base-images/* "$ca_bundle"; "$node_bin" --version; echo "$node_image $postgres_image $nginx_image $redis_image $prometheus_image $mirror $security_mirror") | sha256sum | cut -c1-16)"
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
  # Debian 12 with its point updates and security fixes, as the official images are built
  printf 'deb %s bookworm main\ndeb %s bookworm-updates main\ndeb %s bookworm-security main\n' \
    "$mirror" "$mirror" "$security_mirror" >"$rootfs/etc/apt/sources.list"
  # slim, as the official image: no package lists, documentation or other languages
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb \
    "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/*
  find "$rootfs"/usr/share/locale -mindepth 1 -maxdepth 1 ! -name 'locale.alias' -exec rm -rf {} +
  tar -C "$rootfs" -c . | docker import \
    --change "LABEL org.soat.stand-in=$recipe" --change 'CMD ["bash"]' - debian:bookworm-slim >/dev/null
  rm -rf "$rootfs"
}

# Says so when what an image holds is not the version its tag names.
check_holds() { # image version
  local tag="${1#*:}"
  tag="${tag#v}"
  case "$2" in
    "${tag%%-*}"*) ;;
    *) echo "  note: the stand-in $1 holds $2, Debian 12's (the tag names ${tag%%-*}: ADR 024)" ;;
  esac
}

node_slim() {
  is_current "$node_image" && return
  local version
  version="$("$node_bin" --version)"
  echo "$node_image: $version from $node_bin"
  check_holds "$node_image" "${version#v}"
  local context
  context="$(mktemp -d)"
  mkdir -p "$context/node/bin" "$context/node/lib/node_modules"
  cp "$node_bin" "$context/node/bin/node"
  cp -r "$node_modules_dir/npm" "$node_modules_dir/corepack" "$context/node/lib/node_modules/"
  cp "$ca_bundle" "$context/ca-certificates.crt"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$context/node/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$context/node/bin/npx"
  ln -s ../lib/node_modules/corepack/dist/corepack.js "$context/node/bin/corepack"
  "${build[@]}" --label "org.soat.stand-in=$recipe" --label "org.soat.stand-in.holds=node ${version#v}" \
    -t "$node_image" -f "$here/base-images/node.Dockerfile" "$context" >/dev/null
  rm -rf "$context"
}

from_debian() { # image dockerfile package
  is_current "$1" && return
  echo "$1: Debian's packages"
  "${build[@]}" --label "org.soat.stand-in=$recipe" -t "$1" -f "$here/base-images/$2" "$here/base-images" >/dev/null
  # what Debian's mirror gave (the epoch and Debian's revision left out), recorded on the image
  local version
  version="$(docker run --rm --entrypoint dpkg-query "$1" -W -f '${Version}' "$3" | sed -E 's/^[0-9]+://; s/[-+~].*$//')"
  check_holds "$1" "$version"
  echo "FROM $1" | "${build[@]}" --label "org.soat.stand-in=$recipe" --label "org.soat.stand-in.holds=$3 $version" -t "$1" - >/dev/null
}

debian_slim
node_slim
from_debian "$postgres_image" postgres.Dockerfile postgresql-15
from_debian "$nginx_image" nginx.Dockerfile nginx-light
from_debian "$redis_image" redis.Dockerfile redis-server
from_debian "$prometheus_image" prometheus.Dockerfile prometheus
