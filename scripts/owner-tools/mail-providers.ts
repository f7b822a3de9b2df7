/**
 * Common mail senders and the domain their customers' SPF records include, as each provider's
 * own setup page gives it. A sender domain's SPF must name the provider that sends its mail, or
 * receivers mark the mail as spam.
 */
export interface MailProvider {
  readonly name: string
  /** Suffixes of the provider's SMTP host names (or, for EmailJS, of nothing: it sends through a mailbox). */
  readonly smtpHosts: readonly string[]
  /** What the SPF record includes for it, e.g. include:sendgrid.net. */
  readonly spfInclude: string
}

export const mailProviders: readonly MailProvider[] = [
  { name: 'Google Workspace / Gmail', smtpHosts: ['smtp.gmail.com', 'smtp-relay.gmail.com'], spfInclude: '_spf.google.com' },
  { name: 'Microsoft 365 / Outlook', smtpHosts: ['smtp.office365.com', 'smtp-mail.outlook.com'], spfInclude: 'spf.protection.outlook.com' },
  { name: 'SendGrid', smtpHosts: ['sendgrid.net'], spfInclude: 'sendgrid.net' },
  { name: 'Mailgun', smtpHosts: ['mailgun.org'], spfInclude: 'mailgun.org' },
  { name: 'Postmark', smtpHosts: ['postmarkapp.com'], spfInclude: 'spf.mtasv.net' },
  { name: 'Amazon SES', smtpHosts: ['amazonaws.com'], spfInclude: 'amazonses.com' },
  { name: 'Brevo', smtpHosts: ['brevo.com', 'sendinblue.com'], spfInclude: 'spf.brevo.com' },
  { name: 'Zoho Mail', smtpHosts: ['zoho.com', 'zoho.eu'], spfInclude: 'zohomail.com' },
  { name: 'Fastmail', smtpHosts: ['fastmail.com'], spfInclude: 'spf.messagingengine.com' },
  { name: 'Resend', smtpHosts: ['resend.com'], spfInclude: 'amazonses.com' },
]

function matchesHost(host: string, suffix: string): boolean {
  return host === suffix || host.endsWith(`.${suffix}`)
}

/** The provider behind an SMTP host, if it is a known one. */
export function providerForSmtpHost(host: string): MailProvider | undefined {
  const name = host.toLowerCase().replace(/\.$/, '')
  return mailProviders.find((provider) => provider.smtpHosts.some((suffix) => matchesHost(name, suffix)))
}

/**
 * Whether an SPF record lets `smtpHost` send: it includes the known provider's domain, or, for a
 * provider not in the list, names the SMTP host's own parent domain (include:, a:, mx: or redirect=).
 */
export function spfNamesProvider(record: string, smtpHost: string): boolean {
  const terms = record.toLowerCase().split(/\s+/)
  const named = terms.map((term) => /^[+~?-]?(?:include:|a:|exists:|redirect=)(.+)$/.exec(term)?.[1]).filter(Boolean) as string[]
  const provider = providerForSmtpHost(smtpHost)
  if (provider) return named.some((domain) => matchesHost(domain, provider.spfInclude))
  const parent = smtpHost.toLowerCase().split('.').slice(-2).join('.')
  return named.some((domain) => matchesHost(domain, parent)) || terms.includes('mx') || terms.includes('+mx')
}
