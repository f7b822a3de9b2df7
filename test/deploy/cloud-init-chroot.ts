/**
 * `npm run test:cloud-init` (root, Debian or Ubuntu with debootstrap; 10–20 minutes, not part of
 * `npm test`): docs/deploy/cloud-init.yaml's own steps in a clean Debian 12, up to a relay that
 * serves the built site and mails a lead.
 *
 * A clean Debian tree (debootstrap, minbase; kept in DEBIAN_TREE between runs) is copied, and in a
 * chroot of the copy the YAML's settings file is written with test values and its `runcmd` is
 * run as cloud-init would, which clones "the owner's repository" (this project's committed HEAD
 * with the fixture business's owner/ committed on top, over file://) and runs
 * docs/deploy/install.sh. Then the systemd unit's own ExecStartPre and ExecStart are run, as its
 * User, with its Environment, and the relay is asked for its health, a page and a lead, whose
 * mail must reach an SMTP server on this machine; SIGTERM must stop it cleanly.
 *
 * What cannot run here, each replaced by install.sh's documented switch:
 * - NodeSource's and Caddy's apt repositories are not reachable (INSTALL_NODE=skip: this
 *   machine's own Node 20 and npm are copied in; INSTALL_CADDY=skip: no Caddy, so no HTTPS
 *   certificate and no reverse proxy; the Caddyfile is written and read, not run);
 * - a chroot has no systemd (START_SERVICE=no: the unit file is installed, and its start line is
 *   run by this script as systemd would run it, without the unit's sandboxing).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parse } from 'yaml'
import { freePort } from '../support/free-port'
import { startSmtpServer, type RunningSmtpServer } from '../support/smtp'

const root = resolve(import.meta.dirname, '../..')
const tree = process.env.DEBIAN_TREE ?? '/var/tmp/security-site-debian-bookworm'
const mirror = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian'
const domain = 'www.riverbendcamera.com'

const mounted: string[] = []
let work = ''
let failures = 0

function step(text: string): void {
  console.log(`\n== ${text}`)
}

function check(ok: boolean, text: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`)
  if (!ok) failures++
}

function run(command: string, args: readonly string[], options: { cwd?: string; input?: string } = {}): string {
  const result = spawnSync(command, args, { ...options, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

/** The fresh Debian tree, made once by debootstrap and copied for each run. */
function cleanDebian(): void {
  if (!existsSync(join(tree, 'etc/debian_version'))) {
    step(`debootstrap bookworm into ${tree} (once; several minutes)`)
    run('debootstrap', ['--variant=minbase', 'bookworm', tree, mirror])
  }
  work = mkdtempSync(join(process.env.WORK_DIR ?? '/var/tmp', 'cloud-init-run-'))
  step(`a copy of the clean tree in ${work}`)
  run('cp', ['-a', `${tree}/.`, work])
  for (const file of ['/etc/resolv.conf', '/etc/hosts']) writeFileSync(join(work, file), readFileSync(file))
  // This machine's own certificate authorities (a network that inspects HTTPS trusts its own), for
  // the registry: the Debian package ca-certificates adds them to the bundle it installs.
  run('mkdir', ['-p', join(work, 'usr/local/share/ca-certificates')])
  run('sh', ['-c', `cp /usr/local/share/ca-certificates/*.crt ${join(work, 'usr/local/share/ca-certificates')}/ 2>/dev/null || true`])
  for (const [source, target, type] of [
    ['proc', 'proc', 'proc'],
    ['/dev', 'dev', 'bind'],
    ['/dev/pts', 'dev/pts', 'bind'],
    ['sysfs', 'sys', 'sysfs'],
  ] as const) {
    const at = join(work, target)
    run('mount', type === 'bind' ? ['--bind', source, at] : ['-t', type, source, at])
    mounted.unshift(at)
  }
}

/** INSTALL_NODE=skip stands in for NodeSource: this machine's Node 20 and npm, copied in. */
function copyNode(): void {
  const version = process.version
  if (!version.startsWith('v20.')) throw new Error(`This test copies its own Node into the chroot and needs Node 20, not ${version}.`)
  const npmDir = resolve(dirname(process.execPath), '../lib/node_modules/npm')
  if (!existsSync(npmDir)) throw new Error(`npm was not found at ${npmDir}.`)
  run('cp', [process.execPath, join(work, 'usr/bin/node')])
  run('mkdir', ['-p', join(work, 'usr/lib/node_modules')])
  run('cp', ['-a', npmDir, join(work, 'usr/lib/node_modules/npm')])
  run('ln', ['-sf', '../lib/node_modules/npm/bin/npm-cli.js', join(work, 'usr/bin/npm')])
}

/** The owner's repository: this project's HEAD with another business's owner/ committed on top. */
function ownersRepository(): string {
  const checkout = mkdtempSync(join(tmpdir(), 'owner-repo-'))
  run('git', ['clone', '--quiet', '--no-hardlinks', root, checkout])
  // The owner publishes their main branch, whichever branch this project is on.
  run('git', ['checkout', '--quiet', '-B', 'main'], { cwd: checkout })
  run('rm', ['-rf', join(checkout, 'owner')])
  run('cp', ['-a', join(root, 'test/fixtures/renamed-business/owner'), join(checkout, 'owner')])
  const author = ['-c', 'user.name=Owner', '-c', 'user.email=office@riverbendcamera.com']
  run('git', ['add', '-A', 'owner'], { cwd: checkout })
  run('git', [...author, 'commit', '--quiet', '-m', 'Our own files'], { cwd: checkout })
  const bare = join(work, 'var/tmp/owner-site.git')
  run('git', ['clone', '--quiet', '--bare', checkout, bare])
  run('rm', ['-rf', checkout])
  return 'file:///var/tmp/owner-site.git'
}

interface CloudConfig {
  write_files: { path: string; content: string; permissions?: string }[]
  packages?: string[]
  runcmd: (string | string[])[]
}

/** The settings the owner would type, put where the YAML has its examples. */
function ownerSettings(template: string, values: Record<string, string>): string {
  return template
    .split('\n')
    .map((line) => {
      const name = /^([A-Z_]+)=/.exec(line)?.[1]
      return name && name in values ? `${name}=${values[name]}` : line
    })
    .join('\n')
}

function inChroot(script: string, env: Record<string, string>): string {
  const variables = Object.entries({
    PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    HOME: '/root',
    LANG: 'C.UTF-8',
    ...env,
  })
  return run('chroot', [work, '/usr/bin/env', '-i', ...variables.map(([k, v]) => `${k}=${v}`), 'bash', '-c', script])
}

/** The unit file's settings, as systemd reads them: name to values in order. */
function unitSettings(text: string): Map<string, string[]> {
  const settings = new Map<string, string[]>()
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line)
    if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!.trim()])
  }
  return settings
}

async function waitFor(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const answer = await fetch(url)
      if (answer.ok) return answer
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
    await new Promise((done) => setTimeout(done, 500))
  }
}

async function main(): Promise<void> {
  if (process.getuid?.() !== 0) throw new Error('Run as root: debootstrap, chroot and mount need it.')
  const started = Date.now()
  const smtp = await startSmtpServer()
  try {
    await installAndServe(smtp)
  } catch (error) {
    failures++
    console.error(error)
  } finally {
    await smtp.stop()
    for (const at of mounted) spawnSync('umount', ['-l', at])
    if (work && process.env.KEEP_TREE !== '1') execFileSync('rm', ['-rf', '--one-file-system', work])
    console.log(`\n${failures === 0 ? 'PASSED' : `FAILED (${failures})`} in ${Math.round((Date.now() - started) / 1000)} s`)
  }
  if (failures > 0) process.exitCode = 1
}

async function installAndServe(smtp: RunningSmtpServer): Promise<void> {
  {
    cleanDebian()
    copyNode()
    const repository = ownersRepository()

    step('docs/deploy/cloud-init.yaml, as cloud-init runs it')
    const yamlText = readFileSync(join(root, 'docs/deploy/cloud-init.yaml'), 'utf8')
    check(yamlText.startsWith('#cloud-config\n'), 'the file starts with #cloud-config, as cloud-init requires')
    const config = parse(yamlText) as CloudConfig
    const settingsFile = config.write_files.find((file) => file.path === '/etc/security-site/settings.env')
    if (!settingsFile) throw new Error('cloud-init.yaml writes no /etc/security-site/settings.env')
    const settings = ownerSettings(settingsFile.content, {
      DOMAIN: domain,
      REPOSITORY: repository,
      REPOSITORY_TOKEN: 'github_pat_test-token-never-stored',
      OWNER_EMAIL: 'office@riverbendcamera.com',
      MAIL_FROM: '"Riverbend Camera & Alarm <no-reply@riverbendcamera.com>"',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    })
    await mkdir(join(work, 'etc/security-site'), { recursive: true })
    writeFileSync(join(work, settingsFile.path), settings, { mode: Number.parseInt(settingsFile.permissions ?? '600', 8) })
    // cloud-init's `packages:` (after package_update), then each runcmd entry in order.
    inChroot(`apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q ${(config.packages ?? []).join(' ')}`, {})
    // Node reads no system bundle by itself; with the authorities above it must (here only).
    const switches = {
      INSTALL_NODE: 'skip',
      INSTALL_CADDY: 'skip',
      START_SERVICE: 'no',
      NODE_EXTRA_CA_CERTS: '/etc/ssl/certs/ca-certificates.crt',
    }
    for (const command of config.runcmd) {
      const script = Array.isArray(command) ? command.at(-1)! : command
      if (Array.isArray(command)) check(command[0] === 'bash' && command[1] === '-c', 'runcmd runs its script through bash -c')
      const output = inChroot(script, switches)
      console.log(
        output
          .split('\n')
          .filter((line) => line.startsWith('== '))
          .join('\n'),
      )
    }

    step('what the install left')
    const site = join(work, 'srv/site')
    const envLocal = readFileSync(join(site, '.env.local'), 'utf8')
    check(envLocal.includes(`SITE_URL="https://${domain}"`), '.env.local has SITE_URL from DOMAIN')
    check(envLocal.includes(`SMTP_URL="smtp://127.0.0.1:${smtp.port}"`), '.env.local has SMTP_URL')
    const siteUid = Number(inChroot('id -u site', {}).trim())
    check((statSync(join(site, '.env.local')).mode & 0o777) === 0o600, '.env.local is readable by its owner only')
    check(statSync(join(site, '.env.local')).uid === siteUid, '.env.local belongs to the service user')
    check(inChroot('getent passwd site', {}).includes(':/usr/sbin/nologin'), 'the service user cannot log in')
    const gitConfig = readFileSync(join(site, '.git/config'), 'utf8')
    check(!gitConfig.includes('test-token') && !gitConfig.includes('extraHeader'), 'the repository token is kept nowhere in the copy')
    check(existsSync(join(site, 'dist/client/index.html')), 'the site was built')
    check(existsSync(join(site, 'node_modules/.cache/relay-bundle/relay.mjs')), 'the relay was bundled')
    const unitText = readFileSync(join(work, 'etc/systemd/system/security-site.service'), 'utf8')
    check(unitText === readFileSync(join(root, 'docs/deploy/security-site.service'), 'utf8'), 'the unit file is installed as written')
    const caddyfile = readFileSync(join(work, 'etc/caddy/Caddyfile'), 'utf8')
    const unit = unitSettings(unitText)
    const unitPort = unit
      .get('Environment')
      ?.find((value) => value.startsWith('PORT='))
      ?.slice(5)
    check(
      new RegExp(`^${domain.replaceAll('.', '\\.')} \\{[^}]*reverse_proxy 127\\.0\\.0\\.1:${unitPort}\\b`, 'm').test(caddyfile),
      `Caddy serves ${domain} from the relay's port ${unitPort}`,
    )
    check(caddyfile.includes(`riverbendcamera.com {\n\tredir https://${domain}{uri} permanent`), 'the bare domain is sent to www')

    step("the unit's start, as systemd runs it (its port moved to a free one here)")
    const port = await freePort()
    const environment = (unit.get('Environment') ?? []).map((value) => (value.startsWith('PORT=') ? `PORT=${port}` : value))
    for (const pre of unit.get('ExecStartPre') ?? []) inChroot(pre.replace(/^\+/, ''), {})
    const [execStart] = unit.get('ExecStart') ?? []
    const user = unit.get('User')?.[0] ?? 'root'
    const directory = unit.get('WorkingDirectory')?.[0] ?? '/'
    const relay = spawn(
      'chroot',
      [
        work,
        'runuser',
        '-u',
        user,
        '--',
        'env',
        '-i',
        'PATH=/usr/bin:/bin',
        ...environment,
        'sh',
        '-c',
        `cd ${directory} && exec ${execStart}`,
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    relay.stdout.on('data', (chunk) => (output += chunk))
    relay.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((done) => relay.once('exit', (code) => done(code)))
    try {
      await waitFor(`http://127.0.0.1:${port}/api/health`, 120_000)
      check(true, 'the relay answers its health check')
      const page = await (await fetch(`http://127.0.0.1:${port}/about`)).text()
      check(page.includes(`<link rel="canonical" href="https://${domain}/about"`), `the built page names https://${domain}`)
      const lead = {
        from_name: 'Dana Reyes',
        from_email: 'dana.reyes@gmail.com',
        from_phone: '(513) 555-0142',
        from_address: '',
        message: 'Two cameras for the shop, please.',
      }
      const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9', 'Idempotency-Key': 'cloud-init-test-lead-1' }
      const stored = await fetch(`http://127.0.0.1:${port}/api/quote/submissions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: lead.from_name,
          email: lead.from_email,
          phone: lead.from_phone,
          address: '',
          message: lead.message,
          created_at: new Date().toISOString(),
        }),
      })
      check(stored.status === 201, `a lead is stored (${stored.status})`)
      const sent = await fetch(`http://127.0.0.1:${port}/api/quote/notifications`, { method: 'POST', headers, body: JSON.stringify(lead) })
      check(sent.status === 200, `a lead's notification is accepted (${sent.status})`)
      const [mail] = await smtp.waitForMessages(1, 30_000)
      check(mail?.text?.includes('Two cameras for the shop') ?? false, "the owner's mail arrives over SMTP")
    } finally {
      // What the wrapper's exec left: node itself is the process; the stop goes to it.
      const nodePid = run('pgrep', ['-n', '-f', '^/usr/bin/node .*relay-bundle/relay\\.mjs']).trim()
      const stopAt = Date.now()
      process.kill(Number(nodePid), 'SIGTERM')
      const code = await Promise.race([exited, new Promise<'late'>((done) => setTimeout(() => done('late'), 60_000))])
      check(code === 0, `SIGTERM stops the relay cleanly (exit ${code} in ${((Date.now() - stopAt) / 1000).toFixed(1)} s)`)
      check(output.includes('relay stopping'), 'the relay says it is stopping')
      if (code === 'late') relay.kill('SIGKILL')
    }
  }
}

await main()
