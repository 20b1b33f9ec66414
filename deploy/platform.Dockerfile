# syntax=docker/dockerfile:1
# The platform (apps/server) for production: compiled JavaScript (scripts/build-servers.mjs) on plain node, the built
# web app beside it, run as the unprivileged `node` user with NODE_ENV=production (the production profile refuses to
# start on any unsafe setting and names them all: docs/decisions.md D15). Build from the repository root:
#   docker build -f deploy/platform.Dockerfile -t playdeck-platform .
# Listens on PORT 3000 (public) and OPS_PORT 3001 (operator API and API docs; OPS_HOST decides who can reach it).

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Everything needed to build: all dependencies (dev included), the sources; the web app and the server bundle.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/games/package.json apps/games/
COPY apps/web/package.json apps/web/
COPY packages/api-client/package.json packages/api-client/
COPY packages/config-schema/package.json packages/config-schema/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
COPY packages/ui/package.json packages/ui/
COPY stories/package.json stories/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @playdeck/web \
 && node scripts/build-servers.mjs --only server \
 && rm -rf node_modules apps/*/node_modules packages/*/node_modules stories .git

# 2. Production dependencies only, in the lockfile's layout (the bundle imports them by their path in that layout).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/games/package.json apps/games/
COPY apps/web/package.json apps/web/
COPY packages/api-client/package.json packages/api-client/
COPY packages/config-schema/package.json packages/config-schema/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
COPY packages/ui/package.json packages/ui/
COPY stories/package.json stories/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. Runtime: the bundle, the files read beside the source (migrations, config, web build, catalogues), prod deps.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    OPS_PORT=3001 \
    DATA_DIR=/app/data
WORKDIR /app
# The dependency trees first (root and workspace node_modules, e.g. packages/config-schema's own ajv), then the build
# (which carries no node_modules).
COPY --from=deps --chown=root:root /app ./
COPY --from=build --chown=root:root /app ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000 3001
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Plain node, one process: SIGTERM from `docker stop` reaches the server, which drains in-flight requests first.
CMD ["node", "apps/server/dist/main.js"]
