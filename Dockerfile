# syntax=docker/dockerfile:1
# OpenSet's images, from one build of the workspace (what `npm run build` does):
#   docker build --target server  -t <registry>/openset-server:<version> .   every back-end service
#   docker build --target gateway -t <registry>/openset-gateway:<version> .  the gateway and the built front ends
# A server container runs one service: `node services/<name>/dist/main.js` (deploy/k8s sets it).
# Neither image holds configuration or secrets: DATABASE_URL, NATS_URL and the rest come from the
# environment (Kubernetes ConfigMaps and Secrets, docs/deploy.md). Both run as the unprivileged
# user `node` (uid 1000) of the Node image.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true NX_SKIP_NX_CACHE=true
COPY . .
# From the lockfile only; then every project's production build (services and libraries with swc,
# front ends with rspack, brotli and gzip copies written beside them).
RUN npm ci --no-audit --no-fund \
 && npx nx run-many -t build --outputStyle=static \
 && npm prune --omit=dev --no-audit --no-fund
# What runs, laid out as in the repository (services find their libraries through node_modules'
# workspace links, the gateway finds the front ends beside it): package.json and dist/ of each
# library and service, the probe and migration scripts; the front ends' dist/ apart.
RUN mkdir -p /out/server /out/web \
 && cp -a package.json node_modules /out/server/ \
 && for dir in libs/* services/*; do \
      mkdir -p "/out/server/$dir" && cp -a "$dir/package.json" "/out/server/$dir/" \
      && if [ -d "$dir/dist" ]; then cp -a "$dir/dist" "/out/server/$dir/"; fi; \
    done \
 && mkdir -p /out/server/deploy && cp -a deploy/health deploy/migrate /out/server/deploy/ \
 && for dir in shell mfe-*; do mkdir -p "/out/web/$dir" && cp -a "$dir/package.json" "$dir/dist" "/out/web/$dir/"; done

FROM ${NODE_IMAGE} AS server
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=root:root /out/server/ /app/
# Uploaded files of the exercises service (FILE_STORE_DIR), on a volume in Kubernetes.
RUN mkdir -p /data/files && chown node:node /data/files
USER node
# The launcher's flags; the command names the service (deploy/k8s: services/<name>/dist/main.js).
ENTRYPOINT ["node", "--enable-source-maps"]
CMD ["services/auth/dist/main.js"]

FROM server AS gateway
COPY --from=build --chown=root:root /out/web/ /app/
ENV PORT=8080 STATIC_ROOT=/app
EXPOSE 8080
CMD ["services/gateway/dist/main.js"]
