import { link, stub } from '../common/hal/hal.js';
import type { MediaHrefs } from '../media-library/media-urls.js';
import { editionHref } from './edition.presenter.js';
import type { Page } from './page.entity.js';
import type { PageMediaResource, PageResource } from './page.resource.js';
import { contentMedia, type MediaRef, orderedContent } from './page-content.js';

function pageHref(base: string, id: number): string {
  return `${base}/v2/magazine/page/${id}`;
}

/**
 * Entity to wire resource; collections leave `content` out (it can be large). With its content, a
 * page embeds a signed link to each Media Library file the content references (`_embedded.media`,
 * docs/media-urls.md): a browser client puts them in `<img>` and `<video>`, which send no bearer.
 */
export function presentPage(
  page: Page,
  base: string,
  withContent: boolean,
  media?: MediaHrefs,
  refs?: readonly MediaRef[],
): PageResource {
  return {
    id: page.id,
    name: page.name,
    identifier: page.identifier,
    position: page.position,
    is_visible: page.is_visible,
    ...(withContent ? { content: orderedContent(page.content) } : {}),
    created_on: page.created_on.toISOString(),
    modified_on: page.modified_on.toISOString(),
    _embedded: {
      edition: stub(page.edition_id, editionHref(base, page.edition_id)),
      // `refs`: the tree's media when the tree itself is not at hand (Editing Content's worker read it).
      ...(withContent && media ? { media: pageMedia(refs ?? contentMedia(page.content), media) } : {}),
    },
    _links: { self: link(pageHref(base, page.id)) },
  };
}

/** Each file the tree references: an image in its three sizes, a video as stored. */
function pageMedia(refs: readonly MediaRef[], media: MediaHrefs): PageMediaResource[] {
  return refs.map(({ kind, id }) =>
    kind === 'image'
      ? {
          id,
          kind,
          _links: {
            original: link(media.href(id, 'original')),
            desktop: link(media.href(id, 'desktop')),
            full: link(media.href(id, 'full')),
          },
        }
      : { id, kind, _links: { original: link(media.href(id, 'original')) } },
  );
}
