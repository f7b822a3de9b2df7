/**
 * `npm run bench:build`: times each step of `npm run build` on this machine, the prerender of
 * every page above all (target: the whole build under 30 s on 2 cores).
 */
import { spawnSync } from 'node:child_process'
import { cpus } from 'node:os'

const steps = [
  ['brand font subset', 'node', ['--import', 'tsx', 'scripts/build/subset-brand-font.ts']],
  ['share images', 'node', ['--import', 'tsx', 'scripts/build/share-images.ts']],
  ['icon sprite', 'node', ['--import', 'tsx', 'scripts/build/icon-sprite.ts']],
  ['browser bundle (vite build)', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['server bundle (vite build --ssr)', 'npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn']],
  ['prerender every page, sitemap, robots', 'node', ['--import', 'tsx', 'scripts/build/prerender.ts']],
] as const

let total = 0
console.log(`npm run build, step by step, on ${cpus().length} cores:`)
for (const [name, command, args] of steps) {
  const started = performance.now()
  const result = spawnSync(command, args, { encoding: 'utf8' })
  const seconds = (performance.now() - started) / 1000
  total += seconds
  if (result.status !== 0) {
    process.stderr.write(result.stderr)
    throw new Error(`${name} failed`)
  }
  const said = result.stdout.trim().split('\n').at(-1) ?? ''
  console.log(`  ${name.padEnd(40)} ${seconds.toFixed(1).padStart(5)} s   ${said}`)
}
console.log(`  ${'total'.padEnd(40)} ${total.toFixed(1).padStart(5)} s`)
