/**
 * Request paths the HTTP hooks treat apart, named once (with or without `/v2`, before any query).
 * Media content (`/image/{id}/content`, `/topiary/file/{id}/content`, and its signed form
 * `/media/{id}/content`), and a doc's generated cover (`/magazine/edition/{id}/cover`, signed), is
 * embedded by pages on other origins and asked for with `Accept: image/*` and the like.
 */
export const MEDIA_CONTENT_PATH =
  /^(?:\/v2)?\/(?:(?:image|topiary\/file|media)\/[^/?]+\/content|magazine\/edition\/[^/?]+\/cover)(?:[?]|$)/;

/** Swagger UI and the OpenAPI document. */
export const DOCS_PATH = /^\/docs(?:[/?-]|$)/;

/**
 * The analytics beacon (`POST /analytics/event`): called by published docs on any origin, so
 * CORS is `*` there whatever CORS_ORIGINS says, and its body is small (8 KiB).
 */
export const ANALYTICS_EVENT_PATH = /^(?:\/v2)?\/analytics\/event(?:[?]|$)/;

/** The analytics report, which also answers `Accept: text/csv`. */
export const ANALYTICS_REPORT_PATH = /^(?:\/v2)?\/analytics\/report(?:[?]|$)/;
/** The token list, which also answers `Accept: text/csv` (docs/personalization.md, "Campaigns"). */
export const TOKEN_LIST_PATH = /^(?:\/v2)?\/personalization\/token(?:[?]|$)/;
/** The reader's pages, assets, script and stylesheet (docs/reader.md): HTML and files, not the JSON API. */
export const READER_PATH = /^\/read(?:[/?]|$)/;
