/**
 * The form an email is compared in, the same on every database: Unicode NFKC (full-width and
 * compatibility letters become their plain forms) and a case fold (upper-casing first folds
 * `ß` to `ss` as full case folding does; lower-casing alone would not). The database then
 * compares this column exactly (binary collation on MySQL, SQLite's default), so
 * `BOB@example.com`, `ｂｏｂ@example.com` and `bob@example.com` are one email, while `bób@` and
 * `bob@` are two, on both.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}
