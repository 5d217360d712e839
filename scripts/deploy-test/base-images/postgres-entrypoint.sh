#!/usr/bin/env bash
# The official postgres image's entry point, reduced to what the stand-in needs: a first start
# creates the cluster with POSTGRES_USER (postgres) and POSTGRES_PASSWORD (required), then the
# database POSTGRES_DB (the user's name), password authentication from any address; every start
# runs the server as the user postgres.
set -euo pipefail
if [ "${1:-}" != postgres ]; then exec "$@"; fi
user="${POSTGRES_USER:-postgres}"
database="${POSTGRES_DB:-$user}"
mkdir -p "$PGDATA"
chown postgres:postgres "$PGDATA"
chmod 700 "$PGDATA"
as_postgres=(setpriv --reuid=postgres --regid=postgres --init-groups)
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
  password_file="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" >"$password_file"
  chown postgres "$password_file"
  "${as_postgres[@]}" initdb --username="$user" --pwfile="$password_file" --auth-local=trust \
    --auth-host=scram-sha-256 --encoding=UTF8 >/dev/null
  rm -f "$password_file"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  if [ "$database" != postgres ]; then
    echo "CREATE DATABASE \"$database\"" | "${as_postgres[@]}" postgres --single -D "$PGDATA" postgres >/dev/null
  fi
fi
exec "${as_postgres[@]}" "$@"
