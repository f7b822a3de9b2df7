import pino from 'pino'
import { createRelayApp } from './app'
import { loadRelayConfig } from './config'
const config = loadRelayConfig({ SITE_DIR: '/tmp/relaysite' })
const app = createRelayApp({ store: {} as never, mailer: {} as never, config, logger: pino({ level: 'silent' }) })
const server = app.listen(0, '127.0.0.1', async () => {
  const port = (server.address() as { port: number }).port
  const a = await fetch(`http://127.0.0.1:${port}/assets/a.js`)
  const etag = a.headers.get('etag')!
  console.log(etag, a.headers.get('last-modified'))
  const b = await fetch(`http://127.0.0.1:${port}/assets/a.js`, { headers: { 'If-None-Match': etag } })
  console.log(b.status)
  const { execSync } = await import('node:child_process')
  console.log(execSync(`curl -s -o /dev/null -w '%{http_code}' -H 'If-None-Match: ${etag}' http://127.0.0.1:${port}/assets/a.js`).toString())
  server.close()
})
