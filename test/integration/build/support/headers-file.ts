/** The `_headers` file's rules (Netlify's and Cloudflare Pages' format): path pattern to its headers. */
export function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>()
  let current: Map<string, string> | undefined
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      current = new Map()
      rules.set(line.trim(), current)
      continue
    }
    const at = line.indexOf(':')
    current?.set(line.slice(0, at).trim(), line.slice(at + 1).trim())
  }
  return rules
}

/** The origins the second business's pages connect to: its Supabase project and EmailJS. */
export const secondBusinessConnectOrigins = ['https://abcdefghijklmnopqrst.supabase.co', 'https://api.emailjs.com']

/** The security headers the relay sends and `_headers` must give the static hosts alike. */
export const securityHeaderNames = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'X-Frame-Options',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Strict-Transport-Security',
]
