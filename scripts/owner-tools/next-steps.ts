import { envLine } from './env-file'
import { providerForSmtpHost } from './mail-providers'
import type { Way } from './setup-questions'

/** The SMTP password never goes to the screen: the file has it. */
function withoutPassword(smtpUrl: string): string {
  if (!URL.canParse(smtpUrl)) return smtpUrl
  const url = new URL(smtpUrl)
  if (url.password) url.password = '****'
  return url.href.replace(/\/$/, '')
}

function lines(values: Record<string, string>, names: readonly string[]): string {
  return names
    .filter((name) => values[name] !== undefined && values[name] !== '')
    .map((name) => `     ${envLine(name, name === 'SMTP_URL' ? withoutPassword(values[name] as string) : (values[name] as string))}`)
    .join('\n')
}

function domainOf(address: string): string {
  return /@([^\s@<>]+)>?\s*$/.exec(address)?.[1] ?? 'your-domain.com'
}

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname : url
}

const staticVariables = [
  'SITE_URL',
  'VITE_QUOTE_STORE',
  'VITE_QUOTE_MAILER',
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID',
  'VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID',
]

const hostDashboards =
  '   Netlify: Add new project → Import an existing project → your repository; the variables go in\n' +
  '   Project configuration → Environment variables. Cloudflare: Workers & Pages → Create → Pages →\n' +
  '   Connect to Git; the variables go in Settings → Variables and Secrets. The repository already\n' +
  '   tells Netlify the build command (npm run build:static) and the folder to publish (dist/static);\n' +
  '   on Cloudflare type those two into Build command and Build output directory.'

/** The steps still to do, in order, with the owner's own values in them. */
export function nextSteps(way: Way, values: Record<string, string>, databaseDone: boolean): string {
  const site = values.SITE_URL ?? 'https://www.your-domain.com'
  const siteHost = hostOf(site)
  const steps: string[] = []
  const hostStep = (names: readonly string[]) =>
    `Push your copy to your code host, connect it to the static host (free), and enter these variables there:\n${lines(values, names)}\n${hostDashboards}`
  if (way === 'static') {
    if (!databaseDone)
      steps.push(
        'Create the lead table in Supabase (about 1 minute):\n' +
          "   npm run setup -- --way static --supabase-db-url '<the Session pooler connection string>'",
      )
    steps.push(
      'Paste the two e-mail templates into EmailJS (about 10 minutes):\n' +
        '   npm run emailjs:templates, then EmailJS → Email Templates, one template per file in dist/emailjs-templates/.\n' +
        '   Their Template IDs must be the ones written above.',
    )
    steps.push(hostStep(staticVariables))
    steps.push(
      `Point your domain at the host (5 minutes, then up to an hour to spread): in your domain's DNS, a CNAME record\n   for ${siteHost} to the address the host shows (Netlify: Domain management → Add a domain; Cloudflare: Custom domains).`,
    )
    steps.push(
      "Let EmailJS mail reach inboxes: your mailbox provider (Gmail, Outlook, your domain's mail) sends it; if the\n   sender is at your own domain, its SPF record must name that provider (see the guide).",
    )
  } else {
    const relayVariables = ['SITE_URL', 'SMTP_URL', 'OWNER_EMAIL', 'MAIL_FROM', ...(way === 'mixed' ? ['CORS_ORIGINS'] : [])]
    if (way === 'mixed') steps.push(hostStep(['SITE_URL', 'VITE_QUOTE_STORE', 'VITE_QUOTE_MAILER', 'VITE_RELAY_URL']))
    const serverName = way === 'mixed' ? hostOf(values.VITE_RELAY_URL ?? '') : siteHost
    steps.push(
      `Rent a small server (Debian or Ubuntu, 1 GB, about $5-10 a month) and give it these settings in /srv/site/.env.local\n   (the cloud-init file of the guide takes them at its top; the real SMTP password is in your .env.local):\n${lines(values, relayVariables)}`,
    )
    steps.push(`Point your domain at it: in your domain's DNS, an A record for ${serverName} to the server's IP address.`)
    const mailDomain = domainOf(values.MAIL_FROM ?? '')
    const smtpHost = hostOf(values.SMTP_URL ?? '')
    const provider = providerForSmtpHost(smtpHost)
    const include = provider ? `include:${provider.spfInclude}` : "include:<your provider's SPF domain>"
    steps.push(
      `Let your mail reach inboxes: a TXT record on ${mailDomain} reading\n     v=spf1 ${include} ~all\n` +
        `   (${provider ? `${provider.name} sends your mail` : `${smtpHost} sends your mail; its help pages name its SPF domain`}; ` +
        'if the domain already has an SPF record, add the include: to it), and DKIM where your provider offers it.',
    )
  }
  steps.push(`When it is online, check it from outside:\n   npm run check:live -- ${site}`)
  return steps.map((step, index) => `${index + 1}. ${step}`).join('\n\n')
}
