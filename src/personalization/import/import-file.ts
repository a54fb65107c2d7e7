import { type Readable, Transform, type TransformCallback } from 'node:stream';

import { parse } from 'csv-parse';

/** The limits of one import file (docs/personalization.md, "Campaigns"). */
export interface ImportFileLimits {
  /** Rows after the header. */
  maxRows: number;
  /** Columns in the header. */
  maxColumns: number;
  /** Bytes of the whole file. */
  maxBytes: number;
  /** Characters of one record (a row of many long values still fits; a runaway quote does not). */
  maxRecordChars: number;
}

export const IMPORT_LIMITS: ImportFileLimits = {
  maxRows: 100_000,
  // name, external_id, expires_on, 200 properties and 50 categories, with room to spare.
  maxColumns: 512,
  maxBytes: 100 * 1024 * 1024,
  maxRecordChars: 2 * 1024 * 1024,
};

/** A problem with the file as a whole: nothing of it is stored. */
export class ImportFileProblem extends Error {
  constructor(
    readonly status: 413 | 422,
    readonly rule: string,
    message: string,
  ) {
    super(message);
  }
}

/** One row as read: its number (1 is the first after the header) and its cells by column. */
export interface ImportRecord {
  row: number;
  cells: Record<string, unknown>;
  /** A row whose cell count differs from the header's. */
  cellCount?: number;
}

/**
 * Counts the bytes that pass (413 past `maxBytes`) and decodes them as UTF-8, strictly: invalid
 * bytes, or a byte order mark anywhere but at the very start, fail the file.
 */
class Utf8Gate extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  private bytes = 0;
  private started = false;

  constructor(private readonly maxBytes: number) {
    super({ decodeStrings: true, readableObjectMode: false, encoding: 'utf8' });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      done(new ImportFileProblem(413, 'maxSize', `The file is larger than ${this.maxBytes} bytes`));
      return;
    }
    try {
      this.push(this.decode(chunk, true), 'utf8');
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      const rest = this.decoder.decode();
      done(null, rest);
    } catch {
      done(invalidUtf8());
    }
  }

  private decode(chunk: Buffer, stream: boolean): string {
    let text: string;
    try {
      // ignoreBOM false: the decoder drops one BOM at the very start itself.
      text = this.decoder.decode(chunk, { stream });
    } catch {
      throw invalidUtf8();
    }
    if (text.length > 0) this.started = true;
    if (this.started && text.includes('\uFEFF'))
      throw new ImportFileProblem(422, 'bom', 'The file holds a byte order mark (U+FEFF) after its start');
    return text;
  }
}

function invalidUtf8(): ImportFileProblem {
  return new ImportFileProblem(422, 'utf8', 'The file is not valid UTF-8');
}

/**
 * The delimiter of a header line: a semicolon when the header has more semicolons than commas
 * outside quotes, else a comma.
 */
function delimiterOf(header: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of header) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * The rows of a CSV file, streamed: `source` is read as it arrives, one record at a time, and
 * never held whole. The header names the columns; every file-wide problem (size, encoding, a
 * stray BOM, broken quoting, too many rows or columns) rejects with an ImportFileProblem.
 */
export async function* csvRecords(
  source: Readable,
  limits: ImportFileLimits = IMPORT_LIMITS,
): AsyncGenerator<ImportRecord | { header: string[] }> {
  const gate = new Utf8Gate(limits.maxBytes);
  source.on('error', (error) => gate.destroy(error));
  source.pipe(gate);
  // The delimiter is read from the header line, before the parser starts.
  let head = '';
  const iterator = gate[Symbol.asyncIterator]() as AsyncIterator<string>;
  let ended = false;
  try {
    while (!head.includes('\n')) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      head += next.value;
      if (head.length > limits.maxRecordChars)
        throw new ImportFileProblem(422, 'maxColumns', 'The header line is too long');
    }
  } catch (error) {
    throw fileProblem(error);
  }
  const newline = head.indexOf('\n');
  const delimiter = delimiterOf(newline < 0 ? head : head.slice(0, newline));
  const parser = parse({
    delimiter,
    bom: false,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: limits.maxRecordChars,
  });
  const feed = async () => {
    parser.write(head);
    if (!ended) {
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        if (!parser.write(next.value)) await new Promise((resolve) => parser.once('drain', resolve));
      }
    }
    parser.end();
  };
  const feeding = feed().catch((error: unknown) => parser.destroy(error as Error));
  let header: string[] | undefined;
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!header) {
        if (record.length > limits.maxColumns)
          throw new ImportFileProblem(
            422,
            'maxColumns',
            `The header has ${record.length} columns; at most ${limits.maxColumns}`,
          );
        header = record.map((name) => name.trim());
        yield { header };
        continue;
      }
      row++;
      if (row > limits.maxRows)
        throw new ImportFileProblem(422, 'maxRows', `The file has more than ${limits.maxRows} rows`);
      const cells: Record<string, unknown> = {};
      header.forEach((name, n) => (cells[name] = record[n] ?? ''));
      yield record.length === header.length ? { row, cells } : { row, cells, cellCount: record.length };
    }
  } catch (error) {
    throw fileProblem(error);
  } finally {
    if (!source.destroyed) source.resume();
    gate.destroy();
    await feeding;
  }
  if (!header) throw new ImportFileProblem(422, 'header', 'The file is empty: it needs a header line');
}

/** csv-parse's errors, in words for the caller (its codes name the fault; its messages name its options). */
function fileProblem(error: unknown): unknown {
  if (error instanceof ImportFileProblem) return error;
  const code = (error as { code?: string }).code;
  const line = (error as { lines?: number }).lines;
  const at = line === undefined ? '' : ` (line ${line})`;
  if (code === 'CSV_QUOTE_NOT_CLOSED' || code === 'CSV_INVALID_CLOSING_QUOTE' || code === 'INVALID_OPENING_QUOTE')
    return new ImportFileProblem(422, 'quoting', `The file's quoting is broken${at}`);
  if (code === 'CSV_MAX_RECORD_SIZE')
    return new ImportFileProblem(
      422,
      'maxRecordSize',
      `A row is longer than ${IMPORT_LIMITS.maxRecordChars} characters${at}`,
    );
  if (typeof code === 'string' && code.startsWith('CSV_'))
    return new ImportFileProblem(422, 'csv', `The file is not valid CSV${at}`);
  return error;
}

/** The rows of a JSON import (`{"tokens": [...]}`, already parsed within the JSON body limit). */
export function* jsonRecords(
  body: unknown,
  limits: ImportFileLimits = IMPORT_LIMITS,
): Generator<ImportRecord | { header: string[] }> {
  const tokens = (body as { tokens?: unknown } | null)?.tokens;
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !Array.isArray(tokens))
    throw new ImportFileProblem(422, 'isArray', 'The body must be {"tokens": [...]}, an array of rows');
  if (tokens.length > limits.maxRows)
    throw new ImportFileProblem(422, 'maxRows', `The file has more than ${limits.maxRows} rows`);
  // The columns are every key any row uses.
  const columns = new Set<string>();
  for (const token of tokens)
    if (token !== null && typeof token === 'object' && !Array.isArray(token))
      for (const key of Object.keys(token)) columns.add(key);
  if (columns.size > limits.maxColumns)
    throw new ImportFileProblem(
      422,
      'maxColumns',
      `The rows have ${columns.size} columns; at most ${limits.maxColumns}`,
    );
  yield { header: [...columns] };
  let row = 0;
  for (const token of tokens) {
    row++;
    if (token === null || typeof token !== 'object' || Array.isArray(token)) {
      yield { row, cells: {}, cellCount: -1 };
      continue;
    }
    yield { row, cells: token as Record<string, unknown> };
  }
}
