/**
 * SQL `LIKE` (`%` any run of characters, `_` any one character, case-insensitive) matched without
 * a regular expression, so a hostile pattern (`%a%a%a...`) cannot backtrack: the pattern is split
 * on `%` and each piece is found at its leftmost place after the previous one (greedy leftmost is
 * exact for `%`-separated pieces), so the work is at most the value's length times the pattern's,
 * never exponential. Characters are code points, as SQLite's `_` reads one UTF-8 character.
 */
export interface LikeMatcher {
  (value: string): boolean;
}

/** Compiles a `LIKE` pattern once; the matcher remembers the values it has seen (reports repeat them). */
export function compileLike(pattern: string): LikeMatcher {
  return compile(pattern, '%', '_');
}

/**
 * A goal's click pattern (docs/analytics.md, "Goals"): `*` any run of characters, every other
 * character itself, case-insensitive; matched as `LIKE` is, in linear-bounded time.
 */
export function compileGlob(pattern: string): LikeMatcher {
  return compile(pattern, '*', null);
}

function compile(pattern: string, anyRun: string, anyOne: string | null): LikeMatcher {
  const pieces = pattern
    .toLowerCase()
    .split(anyRun)
    .map((piece) => Array.from(piece));
  const memo = new Map<string, boolean>();
  return (value: string) => {
    let found = memo.get(value);
    if (found === undefined) {
      found = likeMatch(pieces, Array.from(value.toLowerCase()), anyOne);
      // Bounded: a report with more distinct values than this matches the rest unremembered.
      if (memo.size < 10_000) memo.set(value, found);
    }
    return found;
  };
}

/** Whether `pattern` (SQL LIKE, no escape character) matches `value`, case-insensitively. */
export function like(pattern: string, value: string): boolean {
  return compileLike(pattern)(value);
}

function likeMatch(pieces: string[][], text: string[], anyOne: string | null): boolean {
  const first = pieces[0];
  if (pieces.length === 1) return first.length === text.length && pieceAt(first, text, 0, anyOne);
  const last = pieces[pieces.length - 1];
  // The first piece is anchored at the start, the last at the end, and they must not overlap.
  if (first.length + last.length > text.length) return false;
  if (!pieceAt(first, text, 0, anyOne) || !pieceAt(last, text, text.length - last.length, anyOne)) return false;
  let at = first.length;
  const end = text.length - last.length;
  for (let index = 1; index < pieces.length - 1; index++) {
    const piece = pieces[index];
    if (piece.length === 0) continue;
    const found = indexOfPiece(piece, text, at, end, anyOne);
    if (found < 0) return false;
    at = found + piece.length;
  }
  return true;
}

/** Whether `piece` (`anyOne`, `_` for LIKE, matching any one character) sits at `text[at...]`. */
function pieceAt(piece: string[], text: string[], at: number, anyOne: string | null): boolean {
  for (let index = 0; index < piece.length; index++) {
    if (piece[index] !== anyOne && piece[index] !== text[at + index]) return false;
  }
  return true;
}

/** The leftmost place at or after `from` where `piece` fits wholly before `end`, else -1. */
function indexOfPiece(piece: string[], text: string[], from: number, end: number, anyOne: string | null): number {
  for (let at = from; at + piece.length <= end; at++) if (pieceAt(piece, text, at, anyOne)) return at;
  return -1;
}
