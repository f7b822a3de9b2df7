/**
 * Finds the first syntax error in a JSON text, with where it is and what an owner should do about
 * it. Node's own message for a trailing comma gives no position at all on some versions, and
 * never a line.
 */
export interface JsonSyntaxError {
  readonly offset: number
  readonly message: string
}

export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let at = 0
  const fail = (message: string, offset = at): never => {
    throw { offset, message } satisfies JsonSyntaxError
  }
  const space = () => {
    while (at < text.length && ' \t\r\n'.includes(text[at] ?? '')) at++
  }
  const describe = (offset: number) => (offset >= text.length ? 'the end of the file' : `"${text[offset]}"`)
  const string = () => {
    const start = at
    at++
    while (at < text.length && text[at] !== '"') {
      if (text[at] === '\n') fail('this text has no closing quote " on its line', start)
      at += text[at] === '\\' ? 2 : 1
    }
    if (at >= text.length) fail('this text has no closing quote "', start)
    at++
  }
  const value = (): void => {
    space()
    const char = text[at]
    if (char === '{') return container('}', true)
    if (char === '[') return container(']', false)
    if (char === '"') return string()
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at))
    if (!literal)
      fail(
        char === "'"
          ? 'text must be in double quotes "…", not single quotes'
          : `expected a value here, found ${describe(at)}; text needs double quotes`,
      )
    at += literal?.[0].length ?? 0
  }
  const container = (close: '}' | ']', keyed: boolean) => {
    at++
    space()
    if (text[at] === close) {
      at++
      return
    }
    for (;;) {
      space()
      if (keyed) {
        if (text[at] === close) fail(`a comma before "${close}" ends the list: remove that last comma`, lastComma)
        if (text[at] !== '"') fail(`expected a field name in double quotes, found ${describe(at)}`)
        string()
        space()
        if (text[at] !== ':') fail(`expected ":" after the field name, found ${describe(at)}`)
        at++
      } else if (text[at] === close) {
        fail(`a comma before "${close}" ends the list: remove that last comma`, lastComma)
      }
      value()
      space()
      if (text[at] === ',') {
        lastComma = at
        at++
        continue
      }
      if (text[at] === close) {
        at++
        return
      }
      fail(`expected "," or "${close}" here, found ${describe(at)}: a comma may be missing at the end of the line before`)
    }
  }
  let lastComma = 0
  try {
    value()
    space()
    if (at < text.length) fail(`the file should end after its last "}", but ${describe(at)} follows`)
    return undefined
  } catch (error) {
    if (error && typeof error === 'object' && 'offset' in error) return error as JsonSyntaxError
    throw error
  }
}
