import { randomBytes } from 'node:crypto';
import type { ClientRequest } from 'node:http';
import { request as httpRequest } from 'node:http';

export type Part =
  { name: string; value: string } | { name: string; filename: string; data: Buffer; contentType?: string };

/**
 * A multipart/form-data body built by hand, so a test controls every byte: field order, raw
 * file names such as `../../etc/passwd`, and the client's (untrusted) Content-Type.
 */
export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----e2e${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('filename' in part)
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(
      Buffer.from(`${head}\r\n\r\n`),
      'data' in part ? part.data : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Starts a multipart upload on a raw socket, so a test can send part of the body and then cut
 * the connection, as a client that goes away mid-upload does. `contentLength` may promise more
 * than will ever be sent.
 */
export function openUpload(
  baseUrl: string,
  headers: Record<string, string>,
  contentType: string,
  contentLength: number,
): ClientRequest {
  const url = new URL(baseUrl);
  const req = httpRequest({
    host: url.hostname,
    port: url.port,
    method: 'POST',
    path: '/topiary/file',
    headers: { ...headers, 'Content-Type': contentType, 'Content-Length': String(contentLength) },
  });
  // The socket is destroyed on purpose; its error is the point, not a failure.
  req.on('error', () => undefined);
  return req;
}

/** Polls until the condition holds, failing with `what` after `ms`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
