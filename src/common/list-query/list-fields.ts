/**
 * What a resource exposes to its list query: the API field name, the type its values are cast
 * to, and the SQL expression it compares against. Only fields listed here can be filtered or
 * ordered; anything else is refused before any SQL is built.
 */
export type ListFieldType = 'integer' | 'string' | 'boolean' | 'datetime' | 'relation';

export interface ListField {
  type: ListFieldType;
  /** SQL expression in the list's query builder, e.g. `title.name` or `title.workspace_id`. */
  column: string;
}

export type ListFields = Readonly<Record<string, ListField>>;

export const PAGE_SIZE_DEFAULT = 30;
export const PAGE_SIZE_MAX = 100;
export const FILTER_ENTRIES_MAX = 20;
export const ORDER_ENTRIES_MAX = 5;
/** orx/andx may nest this many levels deep; deeper trees are refused before any SQL is built. */
export const FILTER_DEPTH_MAX = 3;
/** Values of one `in`/`notin` entry; each is one bound parameter. */
export const IN_VALUES_MAX = 100;
/** Characters of one `like`/`notlike` pattern (docs/list-queries.md): the matching work grows with it. */
export const LIKE_PATTERN_MAX = 200;
