import { describe, expect, it } from 'vitest'
import { parseQuoteConfig, QuoteConfigError, quoteConfigVariables } from '../../../src/quote/wiring/quote-config'

const supabaseEnv = {
  VITE_QUOTE_STORE: 'supabase',
  VITE_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig',
}

const emailjsEnv = {
  VITE_QUOTE_MAILER: 'emailjs',
  VITE_EMAILJS_PUBLIC_KEY: 'pk_9QbX2',
  VITE_EMAILJS_SERVICE_ID: 'service_piedmont',
  VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID: 'template_confirm',
  VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID: 'template_notify',
}

function problemsOf(env: Record<string, unknown>): readonly string[] {
  try {
    parseQuoteConfig(env)
  } catch (error) {
    if (error instanceof QuoteConfigError) return error.problems
    throw error
  }
  throw new Error('expected the configuration to be rejected')
}

describe('parseQuoteConfig', () => {
  it('uses the same-origin relay for both ports when nothing is set', () => {
    expect(parseQuoteConfig({})).toEqual({
      store: { kind: 'relay', relayUrl: '' },
      mailer: { kind: 'relay', relayUrl: '' },
    })
  })

  it('reads an empty or blank variable as unset, as a blank line in a .env file means', () => {
    expect(parseQuoteConfig({ VITE_QUOTE_STORE: '', VITE_QUOTE_MAILER: '  ', VITE_RELAY_URL: '' })).toEqual(parseQuoteConfig({}))
  })

  it("ignores Vite's own non-text entries such as DEV and PROD", () => {
    expect(parseQuoteConfig({ DEV: true, PROD: false, SSR: false, MODE: 'production', BASE_URL: '/' })).toEqual(parseQuoteConfig({}))
  })

  it('strips the trailing slash of the relay URL and keeps a path prefix', () => {
    expect(parseQuoteConfig({ VITE_RELAY_URL: 'https://relay.example.com/quote/' }).store).toEqual({
      kind: 'relay',
      relayUrl: 'https://relay.example.com/quote',
    })
  })

  it('chooses Supabase for the store and EmailJS for the mail, the static-host mode', () => {
    expect(parseQuoteConfig({ ...supabaseEnv, ...emailjsEnv, VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:8788/' })).toEqual({
      store: { kind: 'supabase', url: supabaseEnv.VITE_SUPABASE_URL, anonKey: supabaseEnv.VITE_SUPABASE_ANON_KEY },
      mailer: {
        kind: 'emailjs',
        publicKey: 'pk_9QbX2',
        serviceId: 'service_piedmont',
        confirmationTemplateId: 'template_confirm',
        notificationTemplateId: 'template_notify',
        origin: 'http://127.0.0.1:8788',
      },
    })
  })

  it('chooses each port on its own: Supabase store with relay mail', () => {
    const config = parseQuoteConfig({ ...supabaseEnv, VITE_RELAY_URL: 'http://localhost:3000' })

    expect(config.store.kind).toBe('supabase')
    expect(config.mailer).toEqual({ kind: 'relay', relayUrl: 'http://localhost:3000' })
  })

  it('chooses each port on its own: relay store with EmailJS mail, the SDK origin left to the SDK', () => {
    const config = parseQuoteConfig(emailjsEnv)

    expect(config.store).toEqual({ kind: 'relay', relayUrl: '' })
    expect(config.mailer).toMatchObject({ kind: 'emailjs', origin: undefined })
  })

  it('trims surrounding whitespace from every value', () => {
    const config = parseQuoteConfig({ ...supabaseEnv, VITE_QUOTE_STORE: ' supabase ', VITE_SUPABASE_ANON_KEY: ' key \n' })

    expect(config.store).toMatchObject({ kind: 'supabase', anonKey: 'key' })
  })

  it('names both Supabase variables in one sentence when the store is supabase and neither is set', () => {
    expect(() => parseQuoteConfig({ VITE_QUOTE_STORE: 'supabase' })).toThrow(
      'VITE_QUOTE_STORE=supabase needs VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY',
    )
  })

  it.each(['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const)('names %s alone when only it is missing', (name) => {
    expect(problemsOf({ ...supabaseEnv, [name]: undefined })).toEqual([`VITE_QUOTE_STORE=supabase needs ${name}`])
  })

  it('names all four EmailJS variables when the mailer is emailjs and none is set', () => {
    expect(problemsOf({ VITE_QUOTE_MAILER: 'emailjs' })).toEqual([
      'VITE_QUOTE_MAILER=emailjs needs VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID, VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID',
    ])
  })

  it.each([
    'VITE_EMAILJS_PUBLIC_KEY',
    'VITE_EMAILJS_SERVICE_ID',
    'VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID',
    'VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID',
  ] as const)('names %s alone when only it is missing', (name) => {
    expect(problemsOf({ ...emailjsEnv, [name]: '' })).toEqual([`VITE_QUOTE_MAILER=emailjs needs ${name}`])
  })

  it('reports the problems of both ports together in one error', () => {
    const error = (() => {
      try {
        parseQuoteConfig({ VITE_QUOTE_STORE: 'supabase', VITE_QUOTE_MAILER: 'emailjs', VITE_EMAILJS_ORIGIN: 'api.emailjs.com' })
      } catch (caught) {
        return caught
      }
    })()

    expect(error).toBeInstanceOf(QuoteConfigError)
    expect((error as QuoteConfigError).message).toBe(
      'Invalid quote configuration: VITE_QUOTE_STORE=supabase needs VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY; ' +
        'VITE_QUOTE_MAILER=emailjs needs VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID, VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID; ' +
        'VITE_EMAILJS_ORIGIN must be an http(s) URL without query or fragment (got "api.emailjs.com")',
    )
  })

  it.each([
    ['VITE_QUOTE_STORE', 'firebase', 'VITE_QUOTE_STORE must be one of relay, supabase (got "firebase")'],
    ['VITE_QUOTE_STORE', 'Supabase', 'VITE_QUOTE_STORE must be one of relay, supabase (got "Supabase")'],
    ['VITE_QUOTE_MAILER', 'smtp', 'VITE_QUOTE_MAILER must be one of relay, emailjs (got "smtp")'],
  ])('rejects %s=%s as not one of the known adapters', (name, value, problem) => {
    expect(problemsOf({ [name]: value })).toEqual([problem])
  })

  it.each([
    ['VITE_RELAY_URL', 'relay.example.com', {}],
    ['VITE_RELAY_URL', 'ftp://relay.example.com', {}],
    ['VITE_RELAY_URL', 'https://relay.example.com/?key=1', {}],
    ['VITE_RELAY_URL', 'https://relay.example.com/#top', {}],
    ['VITE_SUPABASE_URL', 'abcdefghijklmnop.supabase.co', supabaseEnv],
    ['VITE_SUPABASE_URL', 'postgres://db.example.com:5432/postgres', supabaseEnv],
    ['VITE_EMAILJS_ORIGIN', 'javascript:alert(1)', emailjsEnv],
    ['VITE_EMAILJS_ORIGIN', 'http//api.emailjs.com', emailjsEnv],
  ])('rejects %s=%s as not an http(s) URL', (name, value, base) => {
    expect(problemsOf({ ...base, [name]: value })).toEqual([
      `${name} must be an http(s) URL without query or fragment (got ${JSON.stringify(value)})`,
    ])
  })

  it('does not judge the relay URL when neither port uses the relay', () => {
    expect(() => parseQuoteConfig({ ...supabaseEnv, ...emailjsEnv, VITE_RELAY_URL: 'not a url' })).not.toThrow()
  })

  it('does not ask for Supabase or EmailJS variables while both ports use the relay', () => {
    expect(() => parseQuoteConfig({ VITE_RELAY_URL: 'https://relay.example.com' })).not.toThrow()
  })

  it('reads only the variables it declares, whichever adapters are chosen', () => {
    const read = new Set<string>()
    const everything = {
      ...supabaseEnv,
      ...emailjsEnv,
      VITE_RELAY_URL: 'https://relay.example.com',
      VITE_EMAILJS_ORIGIN: 'https://api.emailjs.com',
    }
    const webhook = { VITE_QUOTE_NOTIFIER: 'webhook', VITE_NOTIFY_WEBHOOK_URL: 'https://hooks.example.com/lead' }
    for (const choice of [everything, { ...everything, ...webhook, VITE_QUOTE_STORE: 'relay', VITE_QUOTE_MAILER: 'relay' }]) {
      const recording = new Proxy(choice as Record<string, unknown>, {
        get(target, key) {
          if (typeof key === 'string') read.add(key)
          return target[key as string]
        },
      })
      parseQuoteConfig(recording)
    }

    expect([...read].sort()).toEqual([...quoteConfigVariables].sort())
  })
})

describe('the notification channel', () => {
  it('is the mailer unless VITE_QUOTE_NOTIFIER says webhook', () => {
    expect(parseQuoteConfig({})).not.toHaveProperty('notifier')
    expect(parseQuoteConfig({ VITE_QUOTE_NOTIFIER: 'mailer' })).not.toHaveProperty('notifier')
    expect(
      parseQuoteConfig({ VITE_QUOTE_NOTIFIER: 'webhook', VITE_NOTIFY_WEBHOOK_URL: 'https://hooks.example.com/lead/' }).notifier,
    ).toEqual({
      kind: 'webhook',
      url: 'https://hooks.example.com/lead',
    })
  })

  it('names the missing or malformed webhook URL, and an unknown channel', () => {
    expect(() => parseQuoteConfig({ VITE_QUOTE_NOTIFIER: 'webhook' })).toThrow('VITE_QUOTE_NOTIFIER=webhook needs VITE_NOTIFY_WEBHOOK_URL')
    expect(() => parseQuoteConfig({ VITE_QUOTE_NOTIFIER: 'webhook', VITE_NOTIFY_WEBHOOK_URL: 'ftp://x' })).toThrow(
      'VITE_NOTIFY_WEBHOOK_URL must be an http(s) URL',
    )
    expect(() => parseQuoteConfig({ VITE_QUOTE_NOTIFIER: 'pager' })).toThrow('VITE_QUOTE_NOTIFIER must be one of mailer, webhook')
  })
})
