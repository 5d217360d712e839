# The API's image: its build and production dependencies only, run as the user node.
# Build: docker build -f deploy/api.Dockerfile -t soat/api .
# See docs/decisions/016-images-and-compose.md and api/README.md for its variables.

# 1. The workspace's dependencies, with the pinned pnpm. The same lines as
#    deploy/front-end.Dockerfile's first stage: one layer for every image.
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

# 2. The API's build (and the shared rules it runs), then the API alone with its production
#    dependencies (pnpm deploy), and the health check with the table of apps it reads.
FROM deps AS build
COPY tsconfig.base.json ./
COPY tooling tooling
COPY shared shared
COPY scripts/health-check.mjs scripts/
COPY api api
RUN node scripts/pnpm.mjs --filter "@soat/api..." build \
 && node scripts/pnpm.mjs --filter @soat/api deploy --legacy --prod /out/api \
 && rm -rf /out/api/src /out/api/test /out/api/contract /out/api/scripts /out/api/data \
 && mkdir -p /out/scripts /out/tooling /out/shared/src/federation \
 && cp scripts/health-check.mjs /out/scripts/ \
 && cp tooling/runtime-config.cjs tooling/portal-apps.cjs /out/tooling/ \
 && cp shared/src/federation/portal-apps.json /out/shared/src/federation/

# 3. What runs. NODE_ENV=production: the API then requires its real secrets (api/README.md).
FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=4000 DATA_DIR=/app/api/data
WORKDIR /app
COPY --from=build /out/ ./
RUN install -d -o node -g node /app/api/data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD node scripts/health-check.mjs api /ready
CMD ["node", "api/dist/server.js"]
