import { ProblemException, type ValidationMessages } from '../common/problem/problem.js';
import { applyContentPatches, readPatches } from './content-patches.js';
import {
  checkContent,
  contentMedia,
  type ContentRefs,
  type MediaRef,
  orderedContent,
  type PageContent,
} from './page-content.js';

/**
 * One Editing Content request's work, from the request's body and the stored JSON to the JSON to
 * store: read the patches, parse the tree, patch, check, order, serialise. Every step is O(tree), about 1 MiB at most, so it runs in the
 * content worker (content-editor.ts), off the event loop; it is a plain function so that the
 * worker and the unit tests run the same code.
 */
export interface ContentEditRequest {
  /** The stored tree's JSON text, as UTF-8 bytes. */
  stored: Uint8Array;
  /** Its size in bytes of JSON, when its length is that (the text is JSON.stringify's); measured otherwise. */
  storedBytes?: number;
  /** The request's body, as parsed: the patches, checked here (readPatches). */
  body: unknown;
  /** Also give back the stored tree as the response writes it, for If-Match / If-None-Match. */
  withCurrent: boolean;
}

export type ContentEditResult =
  /**
   * `json`: the new tree as the response writes it (keys in order); `refs`: its media ids, to check
   * against the workspace; `changed`: false when there was no patch.
   */
  | {
      ok: true;
      json: string;
      refs: ContentRefs;
      media: MediaRef[];
      changed: boolean;
      current?: string;
      currentMedia?: MediaRef[];
    }
  /** The 422's validation_messages: a patch's path, the tree's size or shape. */
  | { ok: false; messages: ValidationMessages; current?: string; currentMedia?: MediaRef[] };

export function editContent({ stored, storedBytes, body, withCurrent }: ContentEditRequest): ContentEditResult {
  const tree = JSON.parse(new TextDecoder().decode(stored)) as PageContent;
  const current = withCurrent ? JSON.stringify(orderedContent(tree)) : undefined;
  // The page's `_embedded.media` as the caller saw it (its ETag), before any patch touches the tree.
  const currentMedia = withCurrent ? contentMedia(tree) : undefined;
  let result: unknown;
  let changed: boolean;
  try {
    const patches = readPatches(body);
    changed = patches.length > 0;
    result = applyContentPatches(tree, patches, storedBytes);
  } catch (error) {
    if (error instanceof ProblemException && error.getStatus() === 422)
      return { ok: false, messages: error.body.validation_messages as ValidationMessages, current, currentMedia };
    throw error;
  }
  const { messages, refs } = checkContent(result);
  if (Object.keys(messages).length > 0) return { ok: false, messages, current, currentMedia };
  return {
    ok: true,
    json: JSON.stringify(orderedContent(result as PageContent)),
    refs,
    media: contentMedia(result as PageContent),
    changed,
    current,
    currentMedia,
  };
}
