# syntax=docker/dockerfile:1
# platform: compiled JavaScript on Node 20, production dependencies only, as a non-root user.
# Build from the repository root: docker build -f deploy/docker/platform.Dockerfile -t careerkit/platform:<version> .

# 1. Compile: the workspace's TypeScript (this deployable and the libs it uses) bundled into dist/main.mjs.
FROM node:20.20-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm install --no-audit --no-fund --ignore-scripts \
 && node deploy/scripts/build-deployable.mjs services/platform --out /out

# 2. Production dependencies of this deployable and its workspace libraries, nothing else.
FROM node:20.20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/service-kit/package.json libs/service-kit/
COPY services/platform/package.json services/platform/
RUN npm install --omit=dev --no-audit --no-fund -w @careerkit/platform -w @careerkit/contracts -w @careerkit/service-kit \
 && mkdir -p services/platform/node_modules \
 && npm cache clean --force

# 3. Runtime: node, the bundle and node_modules; no sources, no compiler, no npm cache.
FROM node:20.20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4005
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/services/platform/node_modules ./services/platform/node_modules
COPY --from=build /out ./services/platform/dist
USER node
EXPOSE 4005
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "services/platform/dist/main.mjs"]
