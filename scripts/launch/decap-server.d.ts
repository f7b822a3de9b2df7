/** The part of decap-server's middleware module the edit command uses (it ships no types). */
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express'
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>
}
