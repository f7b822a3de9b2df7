import { createSocket } from 'node:dgram'
import type { AddressInfo } from 'node:net'

export interface TxtDnsServer {
  /** `127.0.0.1:<port>`, for a resolver's setServers. */
  readonly address: string
  close(): Promise<void>
}

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = []
  let at = offset
  while (message[at] !== 0) {
    const length = message[at] as number
    labels.push(message.subarray(at + 1, at + 1 + length).toString('ascii'))
    at += length + 1
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 }
}

/**
 * A DNS server on loopback that answers TXT questions from `records` (name → TXT strings) over
 * UDP, in the wire format of RFC 1035: NXDOMAIN for a name it does not know.
 */
export async function startTxtDnsServer(records: Readonly<Record<string, readonly string[]>>): Promise<TxtDnsServer> {
  const socket = createSocket('udp4')
  socket.on('message', (query, peer) => {
    const { name, end } = readName(query, 12)
    const question = query.subarray(12, end + 4)
    const type = query.readUInt16BE(end)
    const known = records[name]
    const answers = type === 16 && known ? known : []
    const header = Buffer.alloc(12)
    header.writeUInt16BE(query.readUInt16BE(0), 0)
    header.writeUInt16BE(0x8180 | (known ? 0 : 3), 2)
    header.writeUInt16BE(1, 4)
    header.writeUInt16BE(answers.length, 6)
    const answerRecords = answers.map((text) => {
      const chunks: Buffer[] = []
      for (let at = 0; at < text.length; at += 255) {
        const chunk = Buffer.from(text.slice(at, at + 255), 'ascii')
        chunks.push(Buffer.from([chunk.length]), chunk)
      }
      const data = Buffer.concat(chunks)
      const fixed = Buffer.alloc(12)
      fixed.writeUInt16BE(0xc00c, 0)
      fixed.writeUInt16BE(16, 2)
      fixed.writeUInt16BE(1, 4)
      fixed.writeUInt32BE(300, 6)
      fixed.writeUInt16BE(data.length, 10)
      return Buffer.concat([fixed, data])
    })
    socket.send(Buffer.concat([header, question, ...answerRecords]), peer.port, peer.address)
  })
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve))
  const { port } = socket.address() as AddressInfo
  return { address: `127.0.0.1:${port}`, close: () => new Promise((resolve) => socket.close(() => resolve())) }
}
