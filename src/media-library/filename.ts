/** Control characters and the bidi overrides that can make `evil‮gnp.exe` read as `evilexe.png`. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The display name of an upload: the client's name reduced to its last path segment (either
 * slash), without control characters, at most 255 characters. It is stored and shown, never used
 * as a path.
 */
export function displayName(clientName: string | undefined): string {
  const base = (clientName ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE_CHARACTERS, '').trim();
  const name = cleaned === '.' || cleaned === '..' ? '' : cleaned;
  return Array.from(name).slice(0, 255).join('') || 'file';
}

/**
 * A safe file name for downloads: ASCII letters, digits, dots, dashes and underscores, no leading
 * dot, and the extension of the sniffed type (the client's extension is dropped: it may lie).
 */
export function safeFilename(name: string, extension: string): string {
  const stem = name
    .replace(/(.)\.[^.]*$/, '$1')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 100)
    .replace(/[.-]+$/, '');
  return `${stem || 'file'}.${extension}`;
}
