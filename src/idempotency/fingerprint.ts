import { sha256 } from '../common/hash.js';

/**
 * What makes two requests "the same" for an Idempotency-Key: the operation, and a hash of each
 * top-level field of the body, so a mismatch can name the fields that differ without the
 * request's values being stored.
 */
export interface Fingerprint {
  operation: string;
  fields: Record<string, string>;
}

export function fingerprintDigest(fingerprint: Fingerprint): string {
  return sha256(`${fingerprint.operation}\n${canonicalJson(fingerprint.fields)}`);
}

/** A JSON body: key order and whitespace do not matter, values do. */
export function jsonFingerprint(operation: string, body: unknown): Fingerprint {
  const fields: Record<string, string> = {};
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) fields[name] = sha256(canonicalJson(value));
  } else {
    fields.body = sha256(canonicalJson(body ?? null));
  }
  return { operation, fields };
}

/**
 * A multipart upload, fed part by part while it streams: form fields by name, and every file
 * part (under `file`, `files` or `files[]`, which mean the same) as its name and the sha256 of its
 * bytes, in order. The multipart boundary, which every client picks at random, plays no part.
 */
export class MultipartFingerprint {
  private readonly fields = new Map<string, string[]>();

  constructor(private readonly fileFields: ReadonlySet<string>) {}

  field(name: string, value: string): void {
    this.add(name, `v:${value}`);
  }

  file(fieldname: string, filename: string, checksum: string): void {
    this.add(this.fileFields.has(fieldname) ? 'file' : fieldname, `f:${filename}\u0000${checksum}`);
  }

  result(operation: string): Fingerprint {
    const fields: Record<string, string> = {};
    for (const [name, values] of this.fields) fields[name] = sha256(canonicalJson(values));
    return { operation, fields };
  }

  private add(name: string, entry: string): void {
    const values = this.fields.get(name) ?? [];
    values.push(entry);
    this.fields.set(name, values);
  }
}

/** JSON with object keys sorted at every level. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
