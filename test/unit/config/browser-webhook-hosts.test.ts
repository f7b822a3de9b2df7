import { describe, expect, it } from 'vitest'
import { parseQuoteConfig, QuoteConfigError } from '../../../src/quote/wiring/quote-config'

const inBrowser = (url: string) => () => parseQuoteConfig({ VITE_QUOTE_NOTIFIER: 'webhook', VITE_NOTIFY_WEBHOOK_URL: url })

describe('a chat webhook the browser cannot reach', () => {
  it.each([
    ['Slack', 'https://hooks.slack.com/services/T000/B000/secretTokenXYZ123'],
    ['Google Chat', 'https://chat.googleapis.com/v1/spaces/AAAA/messages?key=k&token=secretTokenXYZ123'],
    ['Mattermost', 'https://chat.installer.example/hooks/xfmkdtz8pbgu3jr8j5w4wakd9e'],
  ])('refuses the build for %s, which answers no CORS, and points to the relay notifier without repeating the URL', (_service, url) => {
    let error: unknown
    try {
      inBrowser(url)()
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(QuoteConfigError)
    const problem = (error as QuoteConfigError).problems.join(' ')
    expect(problem).toContain('VITE_NOTIFY_WEBHOOK_URL')
    expect(problem).toContain('NOTIFIERS=mail,chat-webhook')
    expect(problem).toContain('CHAT_WEBHOOK_URL')
    expect(problem).not.toContain('secretTokenXYZ123')
    expect(problem).not.toContain('xfmkdtz8pbgu3jr8j5w4wakd9e')
  })

  it('keeps an endpoint made to answer browsers (CORS), such as an automation hook', () => {
    expect(inBrowser('https://hooks.zapier.com/hooks/catch/123/abc')().notifier).toEqual({
      kind: 'webhook',
      url: 'https://hooks.zapier.com/hooks/catch/123/abc',
    })
  })
})
