# One front end's image: the host or a remote, chosen by the build argument APP (its folder:
# host, remote-auth, remote-soat, remote-calificacion, remote-demo). Served by the server of `npm start`
# (scripts/serve-app.mjs), with /config.json from the container's environment.
# Build: docker build -f deploy/front-end.Dockerfile --build-arg APP=remote-soat -t soat/remote-soat .
# See docs/decisions/016-images-and-compose.md.

# 1. The workspace's dependencies, with the pinned pnpm. The same lines as deploy/api.Dockerfile's
#    first stage: both images reuse one layer while the lockfile does not change.
FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /src
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc .node-version ./
COPY scripts/pnpm.mjs scripts/
COPY scripts/lib/pnpm.mjs scripts/lib/paths.mjs scripts/lib/node-runtime.mjs scripts/lib/
COPY api/package.json api/
COPY e2e/package.json e2e/
COPY host/package.json host/
COPY remote-auth/package.json remote-auth/
COPY remote-calificacion/package.json remote-calificacion/
COPY remote-demo/package.json remote-demo/
COPY remote-soat/package.json remote-soat/
COPY shared/package.json shared/
RUN node scripts/pnpm.mjs install --frozen-lockfile --filter '!@soat/e2e' --reporter=append-only

# 2. The app's build, and what its server needs (the static server, its tooling, sirv).
FROM deps AS build
ARG APP=host
COPY tsconfig.base.json ./
COPY tooling tooling
COPY shared shared
COPY scripts/serve-app.mjs scripts/health-check.mjs scripts/
COPY scripts/lib scripts/lib
# every front end's server composes pages with the host's composer (scripts/lib/home-page.mjs)
COPY host/prerender-page.mjs host/
COPY ${APP} ${APP}
RUN node scripts/pnpm.mjs --filter "@soat/${APP}..." build \
 && mkdir -p /out/scripts/lib /out/tooling /out/shared/src/federation /out/host /out/${APP} \
 && cp scripts/serve-app.mjs scripts/health-check.mjs /out/scripts/ \
 && cp scripts/lib/*.mjs /out/scripts/lib/ && rm -f /out/scripts/lib/*.test.mjs \
 && cp tooling/*.cjs /out/tooling/ \
 && cp shared/src/federation/portal-apps.json /out/shared/src/federation/ \
 && cp host/prerender-page.mjs /out/host/ \
 && cp -r ${APP}/dist ${APP}/dist-prerender /out/${APP}/ \
 && cp -rL "$(dirname "$(readlink -f node_modules/sirv)")" /out/node_modules

# 3. What runs: Node, the build and its server, as the user node.
FROM node:24.21.0-bookworm-slim
ARG APP=host
ENV NODE_ENV=production APP=${APP}
WORKDIR /app
COPY --from=build /out/ ./
USER node
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD node scripts/health-check.mjs "$APP" /config.json
CMD ["sh", "-c", "exec node scripts/serve-app.mjs \"$APP\""]
