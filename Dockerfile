# The site and its relay in one image (docs/make-it-yours.md, section 6, "Own server").
# Not built or run on the machines this project is developed on, which have no container engine:
# test/unit/deploy/supervisors.test.ts checks the facts below, and `npm run test:cloud-init`
# runs the same install steps in a clean Debian.
#   docker build --build-arg SITE_URL=https://www.your-domain.com -t security-site .
#   docker run -d --restart unless-stopped --stop-timeout 60 -p 127.0.0.1:3000:3000 \
#     -v site-data:/data --env-file .env.local security-site
# Published on the host's loopback only: visitors reach it through the web server on the host
# (Caddy, nginx), which adds X-Forwarded-For. .env.local is never copied into the image
# (.dockerignore): it holds the SMTP password, and --env-file hands it to the container.
# --stop-timeout 60: Docker's default 10 s is shorter than the relay's 40 s to finish the
# requests and mails in flight.

# Build stage: every dependency, the site's build and the relay's bundle.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The build refuses a real domain while owner/profile.json still holds the demo company.
ARG SITE_URL
RUN SITE_URL="$SITE_URL" npm run build && npm run build:relay

# Run stage: production packages only, and no TypeScript loader: node runs the bundled relay.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
COPY package.json package-lock.json ./
# tsx and esbuild, which `npm start` and the builds use on a checkout, are development packages.
RUN npm ci --omit=dev && npm cache clean --force
# What the relay reads at run time: the built site, its migrations and database worker (found
# beside the bundle's sources), the Supabase schema it shares, and the owner's profile.
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/supabase ./supabase
COPY --from=build /app/owner ./owner
COPY --from=build /app/scripts/env-files.js ./scripts/env-files.js
# The relay, and `npm run leads` without a TypeScript loader:
#   docker exec security-site node node_modules/.cache/relay-bundle/leads.mjs
COPY --from=build /app/node_modules/.cache/relay-bundle/relay.mjs /app/node_modules/.cache/relay-bundle/leads.mjs ./node_modules/.cache/relay-bundle/
ARG SITE_URL
# HOST=0.0.0.0 inside the container is what -p 127.0.0.1:3000:3000 forwards to. The proxy on the
# host reaches the container through Docker's bridge, from a private address (172.16.0.0/12 by
# default), so those are the addresses whose X-Forwarded-For the relay believes. Publish the port
# on the host's loopback only, as above, or every visitor would arrive from the bridge too.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data SITE_URL=$SITE_URL TRUST_PROXY=uniquelocal
# Leads and the mail outbox live here: keep it on a volume, and back it up.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
USER node
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The relay stops cleanly on SIGTERM: it answers what it accepted, then releases its lock.
STOPSIGNAL SIGTERM
# node is PID 1 and receives the signal itself: no npm, no shell in between (exec form).
# The flags are `npm run serve`'s (package.json).
CMD ["node", "--max-semi-space-size=8", "--optimize-for-size", "node_modules/.cache/relay-bundle/relay.mjs"]
