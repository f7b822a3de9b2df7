// @ts-check
/**
 * PGlite's file system layer (Emscripten's NODEFS) chmods every file it creates to 0666 and
 * every directory to 0777, whatever the umask, so the embedded database would be readable by
 * every local user. In the processes and threads that run PGlite, these calls keep only the
 * owner's bits. (JavaScript, checked through JSDoc: the worker and the initdb child load it
 * without the TypeScript loader.)
 */
import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'

/** @param {unknown} mode */
function ownerOnly(mode) {
  if (typeof mode === 'number') return mode & ~0o077
  if (typeof mode === 'string') return Number.parseInt(mode, 8) & ~0o077
  return mode
}

/** mkdirSync's second argument: a mode, or options that may hold one. @param {unknown} options */
function directoryOptions(options) {
  if (typeof options === 'number' || typeof options === 'string') return ownerOnly(options)
  if (options && typeof options === 'object') return { ...options, mode: 'mode' in options ? ownerOnly(options.mode) : 0o700 }
  return 0o700
}

/** writeFileSync's third argument: an encoding, or options that may hold a mode. @param {unknown} options */
function fileOptions(options) {
  if (typeof options === 'string') return { encoding: options, mode: 0o600 }
  if (options && typeof options === 'object') return { ...options, mode: 'mode' in options ? ownerOnly(options.mode) : 0o600 }
  return { mode: 0o600 }
}

let installed = false

export function keepFilesOwnerOnly() {
  if (installed) return
  installed = true
  const original = {
    chmodSync: fs.chmodSync,
    fchmodSync: fs.fchmodSync,
    mkdirSync: fs.mkdirSync,
    openSync: fs.openSync,
    writeFileSync: fs.writeFileSync,
  }
  const patched = /** @type {Record<keyof typeof original, Function>} */ ({
    chmodSync: (/** @type {fs.PathLike} */ file, /** @type {fs.Mode} */ mode) =>
      original.chmodSync(file, /** @type {fs.Mode} */ (ownerOnly(mode))),
    fchmodSync: (/** @type {number} */ fd, /** @type {fs.Mode} */ mode) =>
      original.fchmodSync(fd, /** @type {fs.Mode} */ (ownerOnly(mode))),
    mkdirSync: (/** @type {fs.PathLike} */ dir, /** @type {unknown} */ options) =>
      original.mkdirSync(dir, /** @type {fs.MakeDirectoryOptions} */ (directoryOptions(options))),
    openSync: (/** @type {fs.PathLike} */ file, /** @type {fs.OpenMode | undefined} */ flags, /** @type {fs.Mode | undefined} */ mode) =>
      original.openSync(file, flags ?? 'r', /** @type {fs.Mode | undefined} */ (ownerOnly(mode ?? 0o600))),
    writeFileSync: (
      /** @type {fs.PathOrFileDescriptor} */ file,
      /** @type {string | NodeJS.ArrayBufferView} */ data,
      /** @type {unknown} */ options,
    ) => original.writeFileSync(file, data, /** @type {fs.WriteFileOptions} */ (fileOptions(options))),
  })
  Object.assign(fs, patched)
  syncBuiltinESMExports()
}
