# Canopy Tree Care website: the pre-rendered site and its Node server (see docs/deploy.md).
# Every command below is one the test suite runs too: npm ci, npm run build, node build/node/server/index.mjs.

# Node 22: Node 20 left support in April 2026; CI runs the unit tests and a server start on 22 (.ci/node22).
FROM node:22-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# The image's npm 10 does not read allowScripts: run only the one install script the site needs.
RUN npm ci --ignore-scripts && npm rebuild better-sqlite3
COPY . .
RUN npm run build

FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
# git: for owner edits (CMS_BACKEND=server) the server commits each save in the working copy it runs from.
RUN apt-get update && apt-get install -y --no-install-recommends git && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# Leads are personal data: the volume's folder is the server user's alone.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as PID 1 and receives docker stop's SIGTERM and shuts down cleanly.
CMD ["node", "build/node/server/index.mjs"]
