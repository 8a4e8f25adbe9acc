import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CmRequest {
  headers: Record<string, string | string[] | undefined>;
  body: {
    messages: {
      authentication: { productToken: string };
      msg: { from: string; to: { number: string }[]; body: { type: string; content: string }; allowedChannels: string[] }[];
    };
  };
}

/**
 * A local stand-in for CM.com's message gateway, answering as CM documents it: 200 with errorCode 0 and the message
 * Accepted; 401 with errorCode 101 for an unknown product token; 400 with a Rejected message for a number it cannot
 * deliver to (numbers ending in 0000 here); or whatever status `failWith` holds (a gateway having a bad day).
 */
export async function startFakeCm(token: string) {
  const received: CmRequest[] = [];
  let failWith: number | null = null;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw) as CmRequest['body'];
      received.push({ headers: request.headers, body });
      const answer = (status: number, json: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (failWith !== null) return answer(failWith, { details: 'gateway trouble', errorCode: 999 });
      if (request.url !== '/v1.0/message' || request.method !== 'POST') return answer(404, {});
      if (body.messages.authentication.productToken !== token || request.headers['x-cm-producttoken'] !== token) {
        return answer(401, { details: 'No account found for the given authentication', errorCode: 101, messages: [] });
      }
      const msg = body.messages.msg[0]!;
      const to = msg.to[0]!.number;
      if (to.endsWith('0000')) {
        return answer(400, {
          details: 'Created 0 message(s)',
          errorCode: 201,
          messages: [{ to, status: 'Rejected', reference: null, parts: 0, messageDetails: 'Gsm not valid', messageErrorCode: 303 }],
        });
      }
      return answer(200, {
        details: 'Created 1 message(s)',
        errorCode: 0,
        messages: [{ to, status: 'Accepted', reference: null, parts: 1, messageDetails: null, messageErrorCode: 0 }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1.0/message`,
    received,
    failWith: (status: number | null) => {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
