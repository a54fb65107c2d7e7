import qs from 'qs';

/**
 * The query string as every route sees it. `filter[0][field]=name` arrives as nested objects;
 * depth 8 allows three levels of orx/andx. Sparse indexes stay where the client put them
 * (`filter[2]` alone is entry 2, not 0, so an error names the entry as sent); indexes past 100
 * come as an object with numeric keys, which the list query reads as a list too.
 */
export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, { depth: 8, arrayLimit: 100, parameterLimit: 500, allowSparse: true });
}
