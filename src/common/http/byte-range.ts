/** What a `Range` header asks of a representation of `size` bytes (RFC 9110 section 14). */
export type RangeRequest =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const FULL: RangeRequest = { kind: 'full' };

/**
 * One `bytes=` range, inclusive at both ends and clamped to the size. A header we cannot or need
 * not honour (other units, bad syntax, several ranges) is ignored, as RFC 9110 allows: the answer
 * is then the whole representation. A range that starts past the end is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return FULL;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return FULL;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Number(match[2]);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return FULL;
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}
