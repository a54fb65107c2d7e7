import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';

import { Webhook } from 'standardwebhooks';

/** One request a receiver got. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A webhook receiver the test runs on a loopback port: it records every request and answers as
 * `answer` says (a status, or by hand: hang, flood, redirect).
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  answer: (request: Received, response: ServerResponse) => void = (_request, response) => response.end('ok');
  private readonly server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = {
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
        at: Date.now(),
      };
      this.received.push(got);
      this.answer(got, response);
    });
  });
  url = '';

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(receiver.server.address() as { port: number }).port}`;
    return receiver;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** The requests to `path`, each verified with the Standard Webhooks reference library. */
  verified(path: string, secret: string): { type: string; timestamp: string; data: any }[] {
    const hook = new Webhook(secret);
    return this.received
      .filter((request) => request.path === path)
      .map((request) => hook.verify(request.body, request.headers as Record<string, string>) as any);
  }

  /** Waits until `count` requests reached `path`. */
  async waitFor(path: string, count: number, ms = 10_000): Promise<Received[]> {
    const end = Date.now() + ms;
    for (;;) {
      const got = this.received.filter((request) => request.path === path);
      if (got.length >= count) return got;
      if (Date.now() > end) throw new Error(`${path}: ${got.length} of ${count} requests after ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
