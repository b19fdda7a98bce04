/**
 * One HTTP/1.1 request written byte for byte on a socket, for request targets that `inject` and
 * `fetch` would normalise first (backslashes, tabs, raw UTF-8).
 */
import {connect} from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function rawRequest(port: number, requestLine: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({status: Number(statusLine.split(' ')[1]), headers: parsed, body});
    });
    const headerText = Object.entries({host: 'site.example', connection: 'close', ...headers})
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(Buffer.concat([Buffer.from(`${requestLine}\r\n`, 'latin1'), Buffer.from(`${headerText}\r\n`, 'latin1')]));
  });
}
