# One image for every process of the product: the web (default), the product API, its migrate and seed
# commands, and the offline identity and payment stand-ins. Build once, run as a non-root user.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    API_HOST=0.0.0.0 \
    API_PORT=4000 \
    TRUST_PROXY_HOPS=1 \
    HEALTH_PORT=3000
WORKDIR /app
# Chromium prints receipts and tax invoices to PDF (docs/decisions/0026-documents.md); their Thai font is the
# app's own, embedded in each file, so no font package is needed.
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium \
 && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server-build ./server-build
COPY --from=build /app/locales ./locales
COPY --from=build /app/scripts/with-identity.mjs ./scripts/with-identity.mjs
# /data/media and /data/payments exist in the image so that a new volume mounted there belongs to the node user.
RUN mkdir -p /data/media /data/payments && chown -R node:node /data
USER node
EXPOSE 3000 4000
# /healthz answers as soon as the process can serve (HEALTH_PORT: 3000 web, 4000 API, 9240 payment stand-in).
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.HEALTH_PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "server-build/index.js"]
