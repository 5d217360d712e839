#!/bin/sh
# PgBouncer's configuration from the environment, written to /tmp (the root file system may be read-only),
# then PgBouncer in the foreground. Transaction pooling: a server connection is the client's for one
# transaction, so the API uses no session state across transactions (its migrations' lock is a
# transaction's: api/src/db/open-database.ts).
#   POSTGRES_HOST, POSTGRES_DB, POSTGRES_USER, POSTGRES_PASSWORD (required), POSTGRES_PORT (5432): the
#     PostgreSQL it pools; clients sign in with the same user and password (SCRAM).
#   PGBOUNCER_POOL_SIZE (20): PostgreSQL connections per database and user; PGBOUNCER_MAX_CLIENTS (1000):
#     client connections it accepts (the API's pods × 10).
set -eu
: "${POSTGRES_HOST:?set POSTGRES_HOST}" "${POSTGRES_DB:?set POSTGRES_DB}"
: "${POSTGRES_USER:?set POSTGRES_USER}" "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}"
dir="${PGBOUNCER_DIR:-/tmp/pgbouncer}"
mkdir -p "$dir"
umask 077
# the auth file's quoting: a double quote is written twice
quoted() { printf '"%s"' "$(printf '%s' "$1" | sed 's/"/""/g')"; }
printf '%s %s\n' "$(quoted "$POSTGRES_USER")" "$(quoted "$POSTGRES_PASSWORD")" >"$dir/userlist.txt"
cat >"$dir/pgbouncer.ini" <<INI
[databases]
$POSTGRES_DB = host=$POSTGRES_HOST port=${POSTGRES_PORT:-5432} dbname=$POSTGRES_DB

[pgbouncer]
listen_addr = ${PGBOUNCER_LISTEN_ADDRESS:-0.0.0.0}
listen_port = ${PGBOUNCER_PORT:-6432}
unix_socket_dir =
auth_type = scram-sha-256
auth_file = $dir/userlist.txt
pool_mode = transaction
default_pool_size = ${PGBOUNCER_POOL_SIZE:-20}
max_client_conn = ${PGBOUNCER_MAX_CLIENTS:-1000}
; node-postgres sends none of these, but a psql or a driver that does is not refused for it
ignore_startup_parameters = extra_float_digits,application_name
; a dead server connection is found before a client gets it
server_check_query = select 1
logfile =
pidfile =
INI
exec pgbouncer "$dir/pgbouncer.ini"
