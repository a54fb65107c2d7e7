/** A supertest parser that keeps a response body as raw bytes (it reads unknown types as text). */
export function binary(res: any, callback: (error: Error | null, body: any) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
