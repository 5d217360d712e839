# PgBouncer between the API's instances and PostgreSQL (ADR 027): transaction pooling, so the instances'
# pools (10 connections each) share a few PostgreSQL connections. Debian's package on the postgres image
# docker-compose.yml pins (Debian 12 with PostgreSQL's client tools: pg_isready checks its health).
# Build: docker build -f deploy/pgbouncer.Dockerfile -t soat/pgbouncer .
# Its variables: deploy/pgbouncer/entrypoint.sh.
FROM postgres:15.20-bookworm
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends pgbouncer >/dev/null \
 && rm -rf /var/lib/apt/lists/* /usr/share/doc/* /usr/share/man/*
COPY deploy/pgbouncer/entrypoint.sh /usr/local/bin/pgbouncer-entrypoint.sh
# the user postgres (uid 999 in the official image); its configuration is written to /tmp at start
USER postgres
EXPOSE 6432
HEALTHCHECK --interval=5s --timeout=5s --retries=20 CMD ["pg_isready", "-h", "127.0.0.1", "-p", "6432"]
ENTRYPOINT ["pgbouncer-entrypoint.sh"]
