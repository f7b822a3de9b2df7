# The site and its relay in one image (docs/make-it-yours.md, step 6A). Untested here: the
# machines this project is built on run no Docker engine. Each step is a command the test suite
# runs on a fresh clone.
#   docker build --build-arg SITE_URL=https://www.your-domain.com -t security-site .
#   docker run -d --restart unless-stopped -p 127.0.0.1:3000:3000 -v site-data:/data \
#     --env-file .env.local security-site
# Published on the host's loopback only: visitors reach it through the web server on the host
# (Caddy, nginx), which adds X-Forwarded-For. .env.local is never copied into the image
# (.dockerignore): it holds the SMTP password, and --env-file hands it to the container.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The build refuses a real domain while owner/profile.json still holds the demo company.
ARG SITE_URL
RUN SITE_URL="$SITE_URL" npm run build
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
CMD ["npm", "run", "--silent", "serve"]
