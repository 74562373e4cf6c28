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
RUN npm ci --no-audit --no-fund
COPY . .
ENV NX_NO_CLOUD=true NX_DAEMON=false
RUN npm run build

FROM nginx:alpine AS web
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/client/dist /usr/share/nginx/html

FROM node:20-bookworm-slim AS app
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000 3001
CMD ["node", "api/dist/main.js"]
