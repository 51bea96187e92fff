# syntax=docker/dockerfile:1
# mfe-tools: its built assets served by nginx (Debian's, with the brotli_static module) as a non-root user.
# Build from the repository root: docker build -f deploy/docker/web-mfe-tools.Dockerfile --build-arg VERSION=<version> -t careerkit/web-mfe-tools:<version> .
ARG VERSION=dev

# 1. Build the one app (rspack, production: content-hashed chunks, hidden source maps, .br and .gz copies).
FROM node:20.20-bookworm-slim AS build
ARG VERSION
WORKDIR /src
COPY . .
RUN npm install --no-audit --no-fund --ignore-scripts \
 && CAREERKIT_RELEASE=${VERSION} npx rspack build -c mfe-tools/rspack.config.mjs \
 && find /src/dist/web/remotes/mfe_tools -name '*.map' -delete

# 2. nginx and the assets; nothing of Node.
FROM debian:bookworm-slim
ARG VERSION
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/modules-enabled \
 && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/web/nginx.conf /etc/nginx/nginx.conf
COPY deploy/web/security-headers.conf /etc/nginx/careerkit/security-headers.conf
COPY deploy/web/remote-fallback.conf /etc/nginx/careerkit/fallback.conf
# The remote's assets under a versioned path (/remotes/mfe_tools/<version>/): a release is a new image plus one entry in
# deploy/remotes/<env>.json pointing at the new version; the shell is not rebuilt.
COPY --from=build /src/dist/web/remotes/mfe_tools /usr/share/nginx/html/remotes/mfe_tools/${VERSION}

LABEL org.opencontainers.image.version=${VERSION}
USER www-data
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && head -n1 <&3 | grep -q ' 200 '"]
# SIGQUIT is nginx's graceful stop (the responses under way finish); SIGTERM would drop them.
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
