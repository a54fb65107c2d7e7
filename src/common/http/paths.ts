/**
 * Request paths the HTTP hooks treat apart, named once (with or without `/v2`, before any query).
 * Media content (`/image/{id}/content`, `/topiary/file/{id}/content`) is embedded by pages on
 * other origins and asked for with `Accept: image/*` and the like.
 */
export const MEDIA_CONTENT_PATH = /^(?:\/v2)?\/(?:image|topiary\/file)\/[^/?]+\/content(?:[?]|$)/;

/** Swagger UI and the OpenAPI document. */
export const DOCS_PATH = /^\/docs(?:[/?-]|$)/;

/** The reader's pages, assets, script and stylesheet (CONTRACT 14): HTML and files, not the JSON API. */
export const READER_PATH = /^\/read(?:[/?]|$)/;
