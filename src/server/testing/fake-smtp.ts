// A local SMTP server for tests of production mode (which needs SMTP_URL): it accepts every message
// and keeps it in memory, so nothing is sent to the network.
import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and body). */
  data: string;
}

export interface FakeSmtp {
  url: string;
  mails: ReceivedMail[];
  stop(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let reading: ReceivedMail | undefined;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (reading) {
          if (line === '.') {
            mails.push(reading);
            reading = undefined;
            current = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else reading.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') reply('250 fake-smtp');
        else if (command === 'HELO') reply('250 fake-smtp');
        else if (command === 'MAIL') {
          current = { from: line.replace(/^MAIL FROM:\s*/i, ''), to: [], data: '' };
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          current.to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          reply('250 2.1.5 ok');
        } else if (command === 'DATA') {
          reading = current;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (command === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
