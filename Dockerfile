# One image for the API (which also serves the built client) and the match server.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc nx.json tsconfig.base.json ./
COPY shared/package.json shared/
COPY prisma/package.json prisma/
COPY api/package.json api/
COPY game-server/package.json game-server/
COPY client/package.json client/
COPY load-tests/package.json load-tests/
COPY scripts/stubs scripts/stubs
RUN npm ci --no-audit --no-fund
COPY . .
ENV NX_NO_CLOUD=true NX_DAEMON=false
RUN npm run build

# Debian's nginx, the same package CI checks the configuration with (nginx -t).
FROM debian:bookworm-slim AS web
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log \
  && mkdir -p /var/www/acme /etc/nginx/tls
COPY docker/nginx/site.conf /etc/nginx/conf.d/learnstar.conf
COPY docker/nginx/security-headers.conf /etc/nginx/learnstar/security-headers.conf
COPY --from=build /app/client/dist /usr/share/nginx/html
EXPOSE 80 443
CMD ["nginx", "-g", "daemon off;"]

FROM node:20-bookworm-slim AS app
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000 3001
CMD ["node", "api/dist/main.js"]
