#!/usr/bin/env bash
# Installs the site and its relay on a fresh Debian 12 or Ubuntu 24.04 server, as root, from the
# values in a settings file (docs/deploy/cloud-init.yaml writes it and runs this script; see
# docs/make-it-yours.md, section 6, "Own server"). Safe to run again: it updates the copy from
# the repository, rebuilds and restarts, which is also how the site is updated later:
#   sudo bash /srv/site/docs/deploy/install.sh
#
# Settings file (default /etc/security-site/settings.env, readable by root only):
#   DOMAIN            the site's address without https://, e.g. www.your-domain.com
#   REPOSITORY        your private copy's HTTPS address, e.g. https://github.com/you/your-site.git
#   REPOSITORY_TOKEN  a read-only token for it (GitHub: a fine-grained token, Contents: Read-only)
#   BRANCH            the branch to publish (default main)
#   OWNER_EMAIL       where every lead goes
#   MAIL_FROM         the sender of both mails, e.g. "Your Business" <no-reply@your-domain.com>
#   SMTP_URL          your mail provider's SMTP address with its user and password
#   ADMIN_EMAIL       optional: the address Let's Encrypt writes to about the certificate
#
# Switches, for a test machine that lacks what a real server has (npm run test:cloud-init, test/deploy/cloud-init-chroot.ts):
#   INSTALL_NODE=skip    Node 20 is already installed: NodeSource's apt repository is not added
#   INSTALL_CADDY=skip   Caddy's apt repository is not added and Caddy not installed or reloaded
#                        (its Caddyfile is still written)
#   START_SERVICE=no     no systemd: the unit is installed but not enabled or started
#   SITE_DIR=/srv/site   where the project lives (the unit file names /srv/site)
set -euo pipefail

settings=${1:-/etc/security-site/settings.env}
site_dir=${SITE_DIR:-/srv/site}
service_user=site
node_major=20

say() { printf '\n== %s\n' "$*"; }
die() {
  printf 'install.sh: %s\n' "$*" >&2
  exit 1
}

[ "$(id -u)" = 0 ] || die "run it as root (sudo bash $0)."
[ -r "$settings" ] || die "no settings file at $settings: docs/deploy/cloud-init.yaml shows what it holds."
# shellcheck disable=SC1090
. "$settings"
BRANCH=${BRANCH:-main}
for name in DOMAIN REPOSITORY OWNER_EMAIL MAIL_FROM SMTP_URL; do
  value=${!name:-}
  [ -n "$value" ] || die "$settings: $name is empty. Fill it in (docs/make-it-yours.md, section 6) and run this again."
  case "$value" in *your-domain* | *you/your-site* | *your-smtp*) die "$settings: $name is still the example ($value). Put your own value there." ;; esac
done
case "$DOMAIN" in
  http://* | https://* | */*) die "$settings: DOMAIN is the bare name, like www.your-domain.com (no https://, no slash); it is $DOMAIN." ;;
esac

export DEBIAN_FRONTEND=noninteractive

say "System packages (git, certificates, curl)"
apt-get update -q
apt-get install -y -q --no-install-recommends ca-certificates curl gnupg git debian-keyring debian-archive-keyring apt-transport-https

if [ "${INSTALL_NODE:-}" != skip ]; then
  say "Node $node_major from NodeSource's apt repository"
  install -d -m 0755 /etc/apt/keyrings
  curl -fsSL https://deb.nodesource.com/gpgkey/nodesource-repo.gpg.key | gpg --dearmor --yes -o /etc/apt/keyrings/nodesource.gpg
  echo "deb [signed-by=/etc/apt/keyrings/nodesource.gpg] https://deb.nodesource.com/node_$node_major.x nodistro main" >/etc/apt/sources.list.d/nodesource.list
  apt-get update -q
  apt-get install -y -q nodejs
fi
node_version=$(node --version 2>/dev/null || true)
case "$node_version" in
  v"$node_major".*) ;;
  *) die "Node $node_major is needed; this server has ${node_version:-no Node}." ;;
esac

if [ "${INSTALL_CADDY:-}" != skip ]; then
  say "Caddy (HTTPS for $DOMAIN) from Caddy's apt repository"
  curl -fsSL https://dl.cloudsmith.io/public/caddy/stable/gpg.key | gpg --dearmor --yes -o /usr/share/keyrings/caddy-stable-archive-keyring.gpg
  curl -fsSL https://dl.cloudsmith.io/public/caddy/stable/debian.deb.txt >/etc/apt/sources.list.d/caddy-stable.list
  apt-get update -q
  apt-get install -y -q caddy
fi

say "The service user '$service_user'"
id -u "$service_user" >/dev/null 2>&1 || useradd --system --home-dir "$site_dir" --no-create-home --shell /usr/sbin/nologin "$service_user"

say "Your repository, branch $BRANCH"
# The token goes in a header for each command, never into the copy's .git/config.
git_auth=()
if [ -n "${REPOSITORY_TOKEN:-}" ]; then
  basic=$(printf 'x-access-token:%s' "$REPOSITORY_TOKEN" | base64 -w0)
  git_auth=(-c "http.extraHeader=Authorization: Basic $basic")
fi
if [ ! -d "$site_dir/.git" ]; then
  git "${git_auth[@]}" clone --branch "$BRANCH" "$REPOSITORY" "$site_dir"
else
  git config --global --add safe.directory "$site_dir"
  git -C "$site_dir" "${git_auth[@]}" fetch origin "$BRANCH"
  git -C "$site_dir" reset --hard "origin/$BRANCH"
fi

say "Settings in $site_dir/.env.local"
# Quoted for the .env format; read by the build, the relay and npm run leads.
env_value() { printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"; }
{
  echo "# Written by docs/deploy/install.sh from $settings: change the values there and run it again."
  echo "SITE_URL=$(env_value "https://$DOMAIN")"
  echo "OWNER_EMAIL=$(env_value "$OWNER_EMAIL")"
  echo "MAIL_FROM=$(env_value "$MAIL_FROM")"
  echo "SMTP_URL=$(env_value "$SMTP_URL")"
} >"$site_dir/.env.local.new"
chmod 0600 "$site_dir/.env.local.new"
mv "$site_dir/.env.local.new" "$site_dir/.env.local"
chown -R "$service_user:$service_user" "$site_dir"

say "Installing packages and building the site (a few minutes)"
as_site() { (cd "$site_dir" && runuser -u "$service_user" -- env HOME="$site_dir" npm_config_update_notifier=false "$@"); }
# Packages are installed again only when package-lock.json changed: the running site keeps
# loading its own from node_modules while the new build is made.
lock_sum=$(sha256sum "$site_dir/package-lock.json" | cut -d' ' -f1)
installed="$site_dir/node_modules/.installed-package-lock"
if [ "$(cat "$installed" 2>/dev/null)" != "$lock_sum" ]; then
  as_site npm ci --no-audit --no-fund
  as_site sh -c "echo $lock_sum >node_modules/.installed-package-lock"
fi
# Built beside the site being served, then swapped in, so visitors never meet a half-written one.
as_site env DIST_DIR=dist-next npm run build
as_site npm run build:relay
rm -rf "$site_dir/dist-old"
if [ -d "$site_dir/dist" ]; then mv "$site_dir/dist" "$site_dir/dist-old"; fi
mv "$site_dir/dist-next" "$site_dir/dist"
rm -rf "$site_dir/dist-old"

say "The service"
install -m 0644 "$site_dir/docs/deploy/security-site.service" /etc/systemd/system/security-site.service

say "The web server's Caddyfile"
install -d -m 0755 /etc/caddy
{
  echo "# Written by docs/deploy/install.sh for $DOMAIN: HTTPS (Let's Encrypt) in front of the relay."
  if [ -n "${ADMIN_EMAIL:-}" ]; then printf '{\n\temail %s\n}\n\n' "$ADMIN_EMAIL"; fi
  printf '%s {\n\tencode zstd gzip\n\treverse_proxy 127.0.0.1:3000\n}\n' "$DOMAIN"
  # www.your-domain.com is the site; the bare your-domain.com sends visitors there.
  case "$DOMAIN" in
    www.*) printf '\n%s {\n\tredir https://%s{uri} permanent\n}\n' "${DOMAIN#www.}" "$DOMAIN" ;;
  esac
} >/etc/caddy/Caddyfile

if [ "${START_SERVICE:-}" != no ]; then
  systemctl daemon-reload
  systemctl enable security-site
  systemctl restart security-site
  if [ "${INSTALL_CADDY:-}" != skip ]; then systemctl reload caddy || systemctl restart caddy; fi
  say "Waiting for the site to answer"
  for _ in $(seq 1 60); do
    if curl -fsS http://127.0.0.1:3000/api/health >/dev/null 2>&1; then
      say "Done: the relay answers. Once DNS points $DOMAIN here, https://$DOMAIN/ is your site; check it with npm run check:live -- https://$DOMAIN"
      exit 0
    fi
    sleep 2
  done
  die "the relay did not answer within 2 minutes: journalctl -u security-site -n 50 shows why."
fi
say "Installed (the service was not started: START_SERVICE=no)."
