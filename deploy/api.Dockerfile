# The API's image: its build and production dependencies only, run as the user node.
# Build: docker build -f deploy/api.Dockerfile -t soat/api .
# See docs/decisions/016-images-and-compose.md and api/README.md for its variables.

# 1. Every package the lockfile names, fetched into pnpm's store by the pinned pnpm: the same lines as
#    deploy/front-end.Dockerfile's first stage (one layer for every image), decided by the lockfile alone.
FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /src
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc .node-version ./
# the fixes pnpm applies to installed libraries (patches/README.md), named by the workspace's file
COPY patches/ patches/
COPY scripts/pnpm.mjs scripts/
COPY scripts/lib/pnpm.ts scripts/lib/paths.ts scripts/lib/node-runtime.mjs scripts/lib/
RUN node scripts/pnpm.mjs fetch --reporter=append-only

# 2. The API's build (and the shared rules it runs), installed from the store with no network, then the
#    API alone with its production dependencies (pnpm deploy); its health check is part of its build.
FROM deps AS build
COPY . .
RUN node scripts/pnpm.mjs install --offline --frozen-lockfile --filter '!@soat/e2e' --reporter=append-only \
 && node scripts/pnpm.mjs --filter "@soat/api..." build \
 && node scripts/pnpm.mjs --filter @soat/api deploy --legacy --prod /out/api \
 && rm -rf /out/api/src /out/api/test /out/api/contract /out/api/scripts /out/api/data

# 3. What runs. NODE_ENV=production: the API then requires its real secrets (api/README.md).
FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=4000 DATA_DIR=/app/api/data
WORKDIR /app
COPY --from=build /out/ ./
RUN install -d -o node -g node /app/api/data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD node api/dist/health-check.js /ready
CMD ["node", "api/dist/server.js"]
