import { describe, expect, it } from 'vitest'
import { leadSocketPath } from '../../../server/leads/lead-socket'

describe('where npm run leads finds the running relay', () => {
  it('is a socket file inside DATA_DIR on Linux and macOS', () => {
    expect(leadSocketPath('/srv/site/data', 'linux')).toBe('/srv/site/data/leads.sock')
    expect(leadSocketPath('/Users/owner/site/data', 'darwin')).toBe('/Users/owner/site/data/leads.sock')
  })

  it('is a named pipe on Windows, one per data directory whatever its letter case', () => {
    const pipe = leadSocketPath('C:\\Users\\Owner\\site\\data', 'win32')
    expect(pipe).toMatch(/^\\\\\.\\pipe\\piedmont-shield-leads-[0-9a-f]{16}$/)
    expect(leadSocketPath('c:\\users\\owner\\site\\data', 'win32')).toBe(pipe)
    expect(leadSocketPath('D:\\other\\data', 'win32')).not.toBe(pipe)
  })
})
