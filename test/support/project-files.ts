/** What a build reads besides owner/: a test that builds a copy of the project copies these. */
export const projectFilesABuildReads = [
  'src',
  'scripts',
  'server',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'tsr.config.json',
  'package.json',
] as const
