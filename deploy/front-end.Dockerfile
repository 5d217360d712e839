# One front end's image: the host or a remote, chosen by the build argument APP (its folder, as
# shared/src/federation/portal-apps.json names it). Served by the workspace's front-end server
# (web-server/, the server of `npm start`), with /config.json from the container's environment.
# Build: docker build -f deploy/front-end.Dockerfile --build-arg APP=remote-soat -t soat/remote-soat .
# See docs/decisions/016-images-and-compose.md and web-server/README.md.

# 1. Every package the lockfile names, fetched into pnpm's store by the pinned pnpm. The lockfile alone
#    decides this layer (no package's manifest is listed here: a new app needs no line), and it is the
#    same as deploy/api.Dockerfile's first stage: every image reuses it while the lockfile does not change.
FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /src
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc .node-version ./
# the fixes pnpm applies to installed libraries (patches/README.md), named by the workspace's file
COPY patches/ patches/
COPY scripts/pnpm.mjs scripts/
COPY scripts/lib/pnpm.ts scripts/lib/paths.ts scripts/lib/node-runtime.mjs scripts/lib/
RUN node scripts/pnpm.mjs fetch --reporter=append-only

# 2. The workspace (.dockerignore keeps out what this machine installed or built), installed from the
#    store with no network, the app built, and what runs gathered in /out: the server's sources, its one
#    dependency (sirv, with its own), the shared files it reads, and this app's build, nothing of another.
FROM deps AS build
ARG APP=host
COPY . .
RUN node scripts/pnpm.mjs install --offline --frozen-lockfile --filter '!@soat/e2e' --reporter=append-only \
 && node scripts/pnpm.mjs --filter "@soat/${APP}..." build \
 && mkdir -p /out/web-server /out/node_modules/@soat/shared/dist/rules /out/node_modules/@soat/shared/src/federation \
 && cp web-server/package.json /out/web-server/ \
 && cp -r web-server/src /out/web-server/ && rm -f /out/web-server/src/*.test.ts \
 && cp -rL "$(dirname "$(readlink -f web-server/node_modules/sirv)")"/. /out/node_modules/ \
 && cp shared/package.json /out/node_modules/@soat/shared/ \
 && cp shared/dist/rules/web-origin.js /out/node_modules/@soat/shared/dist/rules/ \
 && cp shared/src/federation/portal-apps.json /out/node_modules/@soat/shared/src/federation/ \
 && mkdir -p "/out/${APP}" && cp -r "${APP}/dist" "${APP}/dist-prerender" "/out/${APP}/"

# 3. What runs: Node (which runs the server's TypeScript as it is), the server and the build, as the user node.
FROM node:24.21.0-bookworm-slim
ARG APP=host
ENV NODE_ENV=production APP=${APP}
WORKDIR /app
COPY --from=build /out/ ./
USER node
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD node web-server/src/health-check.ts "$APP" /config.json
CMD ["sh", "-c", "exec node web-server/src/serve-app.ts \"$APP\""]
