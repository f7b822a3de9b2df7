import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { company } from '../../../src/content/company'
import { isPlaceholderEmail } from '../../../src/content/owner-profile-placeholders'
import { loadRelayConfig, RelayConfigError } from '../../../server/config'

const cwd = '/srv/site'

function configError(env: Record<string, string>): string {
  try {
    loadRelayConfig(env, cwd)
  } catch (error) {
    expect(error).toBeInstanceOf(RelayConfigError)
    return (error as Error).message
  }
  throw new Error('expected the configuration to be refused')
}

describe('the relay configuration', () => {
  it('falls back to documented defaults when nothing is set', () => {
    expect(loadRelayConfig({}, cwd)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve(cwd, 'data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: `"${company.name}" <no-reply@${company.email.split('@')[1]}>`,
      ownerEmail: company.email,
      siteDir: path.resolve(cwd, 'dist/client'),
      trustProxy: false,
      rateLimitPerMinute: 10,
      confirmationsPerHour: 120,
      confirmationsPerSourcePerHour: 12,
      mailRetrySeconds: 30,
      mailMaxAttempts: 8,
      corsOrigins: [],
      cspConnectOrigins: [],
      logLevel: 'info',
      notifiers: [{ name: 'mail', settings: {} }],
      leadsKeptHere: true,
    })
  })

  it('treats empty values as unset', () => {
    expect(loadRelayConfig({ PORT: '', DATABASE_URL: ' ', SMTP_URL: '' }, cwd)).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
    })
  })

  it('reads every variable it documents', () => {
    const config = loadRelayConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/relay',
        DATABASE_URL: 'postgresql://relay:pw@db.internal:5432/site',
        SMTP_URL: 'smtps://relay:pw@smtp.example.com:465',
        MAIL_FROM: 'Quotes <quotes@installer.internal>',
        OWNER_EMAIL: 'owner@installer.internal',
        SITE_DIR: 'public',
        TRUST_PROXY: '1',
        RATE_LIMIT_PER_MINUTE: '30',
        MAIL_RETRY_SECONDS: '5',
        MAIL_MAX_ATTEMPTS: '3',
        CONFIRMATIONS_PER_HOUR: '500',
        CORS_ORIGINS: 'https://a.example, https://b.example:8443',
        CSP_CONNECT_ORIGINS: 'https://abc.supabase.co,https://api.emailjs.com',
        LOG_LEVEL: 'warn',
        NOTIFIERS: 'mail, chat-webhook',
        CHAT_WEBHOOK_URL: 'https://hooks.slack.com/services/T0/B0/secret',
        VITE_QUOTE_STORE: 'supabase',
      },
      cwd,
    )
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/relay',
      databaseUrl: 'postgresql://relay:pw@db.internal:5432/site',
      smtpUrl: 'smtps://relay:pw@smtp.example.com:465',
      mailFrom: 'Quotes <quotes@installer.internal>',
      ownerEmail: 'owner@installer.internal',
      siteDir: path.resolve(cwd, 'public'),
      trustProxy: 1,
      rateLimitPerMinute: 30,
      confirmationsPerHour: 500,
      confirmationsPerSourcePerHour: 50,
      mailRetrySeconds: 5,
      mailMaxAttempts: 3,
      corsOrigins: ['https://a.example', 'https://b.example:8443'],
      cspConnectOrigins: ['https://abc.supabase.co', 'https://api.emailjs.com'],
      logLevel: 'warn',
      notifiers: [
        { name: 'mail', settings: {} },
        { name: 'chat-webhook', settings: { CHAT_WEBHOOK_URL: 'https://hooks.slack.com/services/T0/B0/secret' } },
      ],
      leadsKeptHere: false,
    })
  })

  it('reads TRUST_PROXY as a boolean, a hop count or a list of addresses', () => {
    expect(loadRelayConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(true)
    expect(loadRelayConfig({ TRUST_PROXY: 'false' }, cwd).trustProxy).toBe(false)
    expect(loadRelayConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toBe(2)
    expect(loadRelayConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, cwd).trustProxy).toBe('loopback, 10.0.0.0/8')
  })

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db.example/site'],
    ['SMTP_URL', 'https://smtp.example.com'],
    ['OWNER_EMAIL', 'a@example.com, b@example.com'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['CORS_ORIGINS', 'https://a.example/path'],
    ['CSP_CONNECT_ORIGINS', 'not a url'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s with an error naming the variable', (name, value) => {
    const message = configError({ [name]: value })
    expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'))
  })

  it('bounds RATE_LIMIT_PER_MINUTE at 1000 and says what the number means', () => {
    expect(loadRelayConfig({ RATE_LIMIT_PER_MINUTE: '1000' }, cwd).rateLimitPerMinute).toBe(1000)
    for (const value of ['100000', '1001', '2.5', 'ten']) {
      expect(configError({ RATE_LIMIT_PER_MINUTE: value })).toContain(
        'RATE_LIMIT_PER_MINUTE: must be a whole number of requests per minute from one address, from 1 to 1000',
      )
    }
  })

  it.each([
    ['MAIL_RETRY_SECONDS', '0'],
    ['MAIL_MAX_ATTEMPTS', '21'],
  ])('refuses %s=%s', (name, value) => {
    expect(configError({ [name]: value })).toMatch(new RegExp(`^  ${name}: must be a whole number`, 'm'))
  })

  // The demo profile's address is a placeholder; once the owner sets a real one, real SMTP may start.
  it('with real SMTP and OWNER_EMAIL unset, refuses the profile’s e-mail while it is a placeholder, naming the variable', () => {
    const env = { SMTP_URL: 'smtp://relay:pw@smtp.mail-host.net:587', MAIL_FROM: 'Quotes <quotes@installer.internal>' }
    if (!isPlaceholderEmail(company.email)) return void expect(loadRelayConfig(env, cwd).ownerEmail).toBe(company.email)
    const message = configError(env)
    expect(message).toContain(`  OWNER_EMAIL: "${company.email}" is at a domain reserved for examples`)
    expect(message).toContain('owner/profile.json')
    expect(message).not.toMatch(/^ {2}MAIL_FROM/m)
  })

  it('refuses real SMTP while MAIL_FROM is a placeholder, set or defaulted, naming the variable', () => {
    const env = { SMTP_URL: 'smtp://smtp.mail-host.net', OWNER_EMAIL: 'owner@installer.internal' }
    if (isPlaceholderEmail(company.email))
      expect(configError(env)).toContain(`  MAIL_FROM: ""${company.name}" <no-reply@${company.email.split('@')[1]}>"`)
    else expect(loadRelayConfig(env, cwd).mailFrom).toBe(`"${company.name}" <no-reply@${company.email.split('@')[1]}>`)
    const set = configError({
      SMTP_URL: 'smtp://smtp.mail-host.net',
      OWNER_EMAIL: 'owner@installer.internal',
      MAIL_FROM: 'Quotes <quotes@example.com>',
    })
    expect(set).toMatch(/^ {2}MAIL_FROM: "Quotes <quotes@example\.com>"/m)
  })

  it.each(['owner@example.com', 'owner@shop.example', 'owner@sub.example.org', 'owner@shop.test', 'owner@shop.invalid'])(
    'refuses OWNER_EMAIL=%s with real SMTP',
    (owner) => {
      expect(configError({ SMTP_URL: 'smtp://smtp.mail-host.net', OWNER_EMAIL: owner, MAIL_FROM: 'q@installer.internal' })).toMatch(
        /^ {2}OWNER_EMAIL: /m,
      )
    },
  )

  // The guide and .env.example show these addresses; copying them unchanged must not start real mail.
  it.each([
    ['OWNER_EMAIL', 'you@your-domain.com'],
    ['OWNER_EMAIL', 'owner@www.your-domain.com'],
    ['MAIL_FROM', '"Your Business" <no-reply@your-domain.com>'],
    ['MAIL_FROM', 'no-reply@YOUR-DOMAIN.COM'],
    ['OWNER_EMAIL', 'you@yourdomain.com'],
    ['OWNER_EMAIL', 'you@your-business.com'],
  ])('refuses real SMTP while %s=%s is the guide’s own placeholder, naming the variable, the file and the fix', (name, value) => {
    const env = {
      SMTP_URL: 'smtp://smtp.mail-host.net',
      OWNER_EMAIL: 'owner@installer.internal',
      MAIL_FROM: 'q@installer.internal',
      [name]: value,
    }
    const message = configError(env)
    expect(message).toMatch(new RegExp(`^ {2}${name}: `, 'm'))
    expect(message).toContain(value)
    expect(message).toContain('.env')
    expect(message).toContain('.env.local')
    expect(message).toMatch(new RegExp(`${name}=`))
  })

  it('names .env and .env.local when the profile’s own address is the placeholder', () => {
    const env = { SMTP_URL: 'smtp://relay:pw@smtp.mail-host.net:587', MAIL_FROM: 'Quotes <quotes@installer.internal>' }
    if (!isPlaceholderEmail(company.email)) return
    const message = configError(env)
    expect(message).toContain('.env.local')
    expect(message).toContain('OWNER_EMAIL=')
  })

  it('lets real SMTP start with a real owner address and sender', () => {
    const config = loadRelayConfig(
      {
        SMTP_URL: 'smtp://smtp.mail-host.net',
        OWNER_EMAIL: 'owner@blueridgesentinel.com',
        MAIL_FROM: '"Blue Ridge" <no-reply@blueridgesentinel.com>',
      },
      cwd,
    )
    expect(config.ownerEmail).toBe('owner@blueridgesentinel.com')
  })

  it('keeps the demo defaults when mail is written to .eml files, where nothing is sent', () => {
    expect(loadRelayConfig({}, cwd).ownerEmail).toBe(company.email)
  })

  it('names every bad variable at once', () => {
    const message = configError({ PORT: 'x', SMTP_URL: 'ftp://nope' })
    expect(message).toContain('PORT:')
    expect(message).toContain('SMTP_URL:')
  })
})
