/**
 * `npm run setup`: asks which way the site goes live and each value that way needs (or takes
 * them all as flags), checks each at once, writes .env.local, creates the Supabase lead table
 * and proves the public key can only add leads, then prints the remaining steps.
 * docs/deploy/setup-and-live-check.md is the owner's guide; decision 0030 says why.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as prompts from '@clack/prompts'
import { readEnvFile, updateEnvFile } from './env-file'
import { nextSteps } from './next-steps'
import { fixedValues, questionsFor, supabaseDbUrlQuestion, wayLabels, ways, type Answers, type Question, type Way } from './setup-questions'
import { applyMigrations, deleteTestLead, proveAnonAsRole, proveAnonOverRest, withDatabase, type ProofLine } from './supabase-database'

const allQuestions = [...new Set([...Object.values(questionsFor).flat(), supabaseDbUrlQuestion])]

const options = {
  way: { type: 'string' },
  'settings-file': { type: 'string' },
  yes: { type: 'boolean', short: 'y' },
  'skip-api-check': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  ...Object.fromEntries(allQuestions.map((question) => [question.flag, { type: 'string' as const }])),
} as const

function usage(): string {
  const flags = allQuestions.map((question) => `  --${question.flag.padEnd(34)} ${question.message}`).join('\n')
  return (
    'npm run setup                       asks, one question at a time\n' +
    'npm run setup -- --way static|server|mixed --yes [flags]   without questions\n\n' +
    `  --way                                ${ways.join(', ')}\n${flags}\n` +
    '  --settings-file <file>               the file to write (default: .env.local in this folder)\n' +
    '  --skip-api-check                     do not prove the anon key over the Supabase API (a database only)\n' +
    '  --yes, -y                            never ask: take flags and the values already in .env.local'
  )
}

class SetupStopped extends Error {}

function cancelled<T>(value: T | symbol): T {
  if (typeof value === 'symbol') {
    prompts.cancel('Stopped. Nothing was written.')
    throw new SetupStopped()
  }
  return value
}

async function ask(question: Question, current: string | undefined, answers: Answers): Promise<string> {
  prompts.log.info(question.where)
  const common = {
    message: question.message,
    validate: (value: string | undefined) => {
      const given = (value ?? '').trim() || current || ''
      if (given === '' && question.optional) return undefined
      return question.validate(given, answers)
    },
  }
  const answer = question.secret
    ? cancelled<string>(
        await prompts.password({ ...common, message: current ? `${question.message} (Enter keeps the one saved)` : question.message }),
      )
    : cancelled<string>(await prompts.text({ ...common, placeholder: current ?? question.placeholder, defaultValue: current }))
  return answer.trim() || current || ''
}

function printProof(lines: readonly ProofLine[]): boolean {
  for (const line of lines) (line.ok ? prompts.log.success : prompts.log.error)(`${line.what}: ${line.detail}`)
  return lines.every((line) => line.ok)
}

async function setUpSupabase(dbUrl: string, values: Answers, skipApi: boolean): Promise<boolean> {
  return withDatabase(dbUrl, async (client) => {
    const report = await applyMigrations(client)
    for (const name of report.applied) prompts.log.success(`applied ${name}`)
    for (const name of report.unchanged) prompts.log.info(`already applied, unchanged: ${name}`)
    prompts.log.step('Proving the public (anon) key can add a lead and do nothing else')
    let ok = printProof(await proveAnonAsRole(client))
    if (!skipApi && values.VITE_SUPABASE_URL && values.VITE_SUPABASE_ANON_KEY) {
      const rest = await proveAnonOverRest(values.VITE_SUPABASE_URL, values.VITE_SUPABASE_ANON_KEY)
      ok = printProof(rest.lines) && ok
      const deleted = await deleteTestLead(client, rest.token)
      if (deleted > 0) prompts.log.info('the test lead is deleted again')
    }
    return ok
  })
}

async function main(argv: readonly string[]): Promise<number> {
  const { values: flags } = parseArgs({ args: [...argv], options, strict: true, allowPositionals: false })
  if (flags.help) {
    console.log(usage())
    return 0
  }
  const interactive = Boolean(process.stdin.isTTY) && !flags.yes
  const envFile = path.resolve(typeof flags['settings-file'] === 'string' ? flags['settings-file'] : '.env.local')
  const saved = readEnvFile(envFile)
  const flag = (question: Question) => flags[question.flag as keyof typeof flags] as string | undefined

  prompts.intro('Set up your site to go live')
  let way = flags.way as Way | undefined
  if (way !== undefined && !ways.includes(way)) {
    prompts.log.error(`--way must be one of ${ways.join(', ')}, not "${way}".`)
    return 2
  }
  if (way === undefined) {
    if (!interactive) {
      prompts.log.error(`Say which way with --way ${ways.join('|')} (or run npm run setup in a terminal to be asked).\n\n${usage()}`)
      return 2
    }
    way = cancelled<Way>(
      await prompts.select<Way>({
        message: 'How do you want to put your site online?',
        options: ways.map((value) => ({ value, ...wayLabels[value] })),
      }),
    )
  }

  const answers: Answers = {}
  const problems: string[] = []
  for (const question of questionsFor[way]) {
    const current = question.variable ? saved[question.variable] : undefined
    const given = flag(question)
    let value = given ?? current ?? ''
    if (interactive && given === undefined) value = await ask(question, current, answers)
    const problem = question.validate(value, answers)
    if (problem) problems.push(`--${question.flag} (${question.variable}): ${problem}\n    Where to find it: ${question.where}`)
    else if (question.variable) answers[question.variable] = value.trim()
  }
  if (problems.length > 0) {
    prompts.log.error(`Not written; fix these and run it again:\n  ${problems.join('\n  ')}`)
    return 1
  }

  const values = { ...answers, ...fixedValues(way, answers) }
  updateEnvFile(envFile, values, `Written by npm run setup (${way} way)`)
  prompts.log.success(`Wrote ${Object.keys(values).length} settings to ${envFile} (other lines kept)`)

  let databaseDone = false
  let ok = true
  if (way === 'static') {
    let dbUrl = flag(supabaseDbUrlQuestion) ?? ''
    if (interactive && dbUrl === '') dbUrl = await ask(supabaseDbUrlQuestion, undefined, answers)
    const problem = supabaseDbUrlQuestion.validate(dbUrl, answers)
    if (problem) {
      prompts.log.error(`--supabase-db-url: ${problem}\n    Where to find it: ${supabaseDbUrlQuestion.where}`)
      return 1
    }
    if (dbUrl !== '') {
      prompts.log.step('Creating the lead tables in your Supabase database')
      try {
        ok = await setUpSupabase(dbUrl, values, Boolean(flags['skip-api-check']))
        databaseDone = ok
      } catch (error) {
        prompts.log.error(
          `Could not set up the database: ${(error as Error).message}\n` +
            '    Check the connection string (Connect → Connection String → Session pooler) and its password.\n' +
            '    If the connection was lost part-way, run npm run setup again: it changes nothing already done.',
        )
        ok = false
      }
    }
  }

  prompts.log.step('What is left to do')
  // Plain lines, not a box: the values in them must copy cleanly.
  console.log(`${nextSteps(way, values, databaseDone)}\n`)
  prompts.outro(ok ? 'Setup done.' : 'Setup found a problem: see the red lines above.')
  return ok ? 0 : 1
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    if (error instanceof SetupStopped) process.exitCode = 130
    else {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 1
    }
  },
)
