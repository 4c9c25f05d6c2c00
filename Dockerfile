# syntax=docker/dockerfile:1
# SoraCity in a container: the compiled server and the built web app on Node 24 LTS, from a production-only
# install, as a non-root user, on a read-only root filesystem (it writes only to DATA_DIR, a volume, and /tmp).
#   docker build -t soracity .
#   docker run --read-only --tmpfs /tmp -p 3000:3000 -v soracity-data:/data soracity
# With PostgreSQL, an API and scalable workers: compose.yaml. Configuration and operations: docs/DEPLOY.md.
# CI cannot run Docker: scripts/check-production.mjs runs the steps of the last two stages (the same files,
# `npm ci --omit=dev -w @soracity/server`, the prune, a read-only app folder) and signs in to the demo.

ARG NODE_IMAGE=node:24-slim

# 0. The package manifests and the lockfile: what both installs are made from.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/e2e/package.json apps/e2e/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/analysis/package.json packages/analysis/
COPY packages/citymodel/package.json packages/citymodel/
COPY packages/contracts/package.json packages/contracts/
COPY packages/engine/package.json packages/engine/

# 1. Build: all dependencies, then `npm run build` (apps/web/dist and apps/server/dist).
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY --from=manifests /src ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's runtime dependencies only (no devDependencies, none of the web app's browser libraries).
FROM ${NODE_IMAGE} AS install
WORKDIR /app
COPY --from=manifests /src ./
COPY scripts/prune-install.mjs /tmp/prune-install.mjs
RUN npm ci --omit=dev -w @soracity/server --no-audit --no-fund \
 && node /tmp/prune-install.mjs /app \
 && npm cache clean --force

# 3. The image: files owned by root (read-only to the app), DATA_DIR writable by the `node` user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=install /app ./
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/server/drizzle apps/server/drizzle
COPY --from=build /src/apps/web/dist apps/web/dist
COPY --from=build /src/packages/citymodel/samples/citygml packages/citymodel/samples/citygml
COPY --from=build /src/packages/citymodel/samples/ATTRIBUTION.md packages/citymodel/samples/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Analysis-only processes (PostgreSQL): CMD ["node", "--enable-source-maps", "apps/server/dist/worker.mjs"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.mjs"]
