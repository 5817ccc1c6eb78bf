/**
 * Headers checked once (checkedHeaders) and written without Node checking them again
 * (writeChecked): the same bytes on the wire as writeHead(status, headers), and a bad header is
 * refused when it is checked, not sent.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { checkedHeaders, WRITES_WITHOUT_RECHECK, writeChecked } from './fast-answers';

const HEADERS = {
  'content-security-policy': "default-src 'self'",
  'x-content-type-options': 'nosniff',
  vary: 'Origin, Accept-Encoding',
  'Content-Type': 'application/json; charset=utf-8',
  'content-length': '2',
};

/** The raw answer (status line and headers, Date removed) a server writing with `write` sends. */
async function rawAnswer(write: (response: http.ServerResponse) => void): Promise<string> {
  const server = http.createServer((_request, response) => {
    write(response);
    response.end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
      });
      socket.on('end', () => resolve(text.replace(/\r\nDate: [^\r]*/, '')));
      socket.on('error', reject);
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('writeChecked', () => {
  it("finds where this Node keeps a response's headers (else every fast answer is checked again)", () => {
    expect(WRITES_WITHOUT_RECHECK).toBe(true);
  });

  it('sends the bytes writeHead sends with the same headers', async () => {
    const checked = checkedHeaders(HEADERS);
    const plain = await rawAnswer((response) => response.writeHead(200, HEADERS));
    const fast = await rawAnswer((response) => writeChecked(response, 200, checked));
    expect(fast).toBe(plain);
    expect(fast).toContain('\r\nContent-Type: application/json; charset=utf-8\r\n');
    expect(fast.endsWith('\r\n\r\n[]')).toBe(true);
  });

  it('refuses a bad header name or value when it is checked', () => {
    expect(() => checkedHeaders({ 'x-bad': 'line\r\nInjected: yes' })).toThrow();
    expect(() => checkedHeaders({ 'bad name': 'x' })).toThrow();
  });
});
