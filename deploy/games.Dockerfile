# syntax=docker/dockerfile:1
# The in-house games server (apps/games) for production: compiled JavaScript (scripts/build-servers.mjs) on plain node,
# its static assets and migrations beside it, run as the unprivileged `node` user with NODE_ENV=production (which
# refuses to start without VENDOR_SECRET_BGS and GAMES_DATABASE_URL). Build from the repository root:
#   docker build -f deploy/games.Dockerfile -t playdeck-games .
# Listens on PORT 3100.

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build: all dependencies, the sources, the games bundle.
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
RUN node scripts/build-servers.mjs --only games \
 && rm -rf node_modules apps/*/node_modules packages/*/node_modules stories apps/web .git

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

# 3. Runtime.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3100 \
    DATA_DIR=/app/data
WORKDIR /app
# The dependency trees first (root and workspace node_modules, e.g. packages/config-schema's own ajv), then the build
# (which carries no node_modules).
COPY --from=deps --chown=root:root /app ./
COPY --from=build --chown=root:root /app ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3100
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3100)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/games/dist/main.js"]
