# The site and its relay in one image (docs/make-it-yours.md, step 6A). Untested here: the
# machines this project is built on run no Docker engine. Each step is a command the test suite
# runs on a fresh clone.
#   docker build --build-arg SITE_URL=https://www.your-domain.com -t security-site .
#   docker run -d -p 3000:3000 -v site-data:/data -e SMTP_URL=… -e OWNER_EMAIL=… -e MAIL_FROM=… security-site
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The build refuses a real domain while owner/profile.json still holds the demo company.
ARG SITE_URL
RUN SITE_URL="$SITE_URL" npm run build
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data SITE_URL=$SITE_URL
# Leads and the mail outbox live here: keep it on a volume, and back it up.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
USER node
CMD ["npm", "run", "--silent", "serve"]
