/**
 * Loaded before a command's own code (`node --import ./scripts/env-files.js …` in
 * package.json), so that settings written once in .env.local reach every command, not only the
 * Vite build: the relay, `npm run leads`, `npm run emailjs:templates`, the editor.
 *
 * The same files and order as Vite's production build: .env.production.local, .env.production,
 * .env.local, .env, the first to set a variable winning; a variable set in the terminal or
 * by the service manager wins over all of them.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

// Plain JavaScript: it also runs in the relay's database worker, where tsx does not load TypeScript.
export const envFiles = ['.env.production.local', '.env.production', '.env.local', '.env']

/** @param {string} dir */
export function loadEnvFiles(dir = process.cwd()) {
  for (const name of envFiles) {
    const file = resolve(dir, name)
    // loadEnvFile never replaces a variable already set, which gives the order above.
    if (existsSync(file)) process.loadEnvFile(file)
  }
}

loadEnvFiles()
