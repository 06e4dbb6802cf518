# Production image: builds the server, domain and client, then runs server/dist/main.js on port 4000 as the
# unprivileged `node` user. Node 24 (LTS "Krypton", supported until 2028-04-30): Node 26 became Active LTS on
# 2026-10-28, but better-sqlite3 12.x — the last line that still runs on the Node 20 of the development
# machines (13.x needs Node 22+) — declares Node 20–25 only. Move both stages to node:26 with better-sqlite3 13.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY server/package.json server/
# the empty stand-in for the "fs" placeholder that facturacionelectronicapy-xmlgen lists (linked from the lockfile)
COPY server/vendor server/vendor
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=4000
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/domain/package.json ./domain/
COPY --from=build /app/domain/dist ./domain/dist
COPY --from=build /app/server/package.json ./server/
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/client/dist ./client/dist
# The kanban's first frame drawn on the server (React's components, one bundle with what it uses): not served as files.
COPY --from=build /app/client/dist-ssr ./client/dist-ssr
# The code stays root's (read-only to the app); only its data folders are the app user's.
RUN mkdir -p /app/data /app/uploads && chown -R node:node /app/data /app/uploads
USER node
EXPOSE 4000
VOLUME ["/app/data", "/app/uploads"]
# 200 while the database answers (Redis down still answers 200 with "redis":"down": see README).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/dist/main.js"]
