import { randomBytes } from 'node:crypto';

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; data: Buffer; contentType?: string };

/**
 * A multipart/form-data body built by hand, so a test controls every byte: field order, raw
 * file names such as `../../etc/passwd`, and the client's (untrusted) Content-Type.
 */
export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----e2e${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('filename' in part) head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), 'data' in part ? part.data : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
