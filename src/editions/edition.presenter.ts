import { filteredListHref, link, stub } from '../common/hal/hal.js';
import { projectHref, type PublishedAddress } from '../common/http/public-address.js';
import type { ImageVariant } from '../media-library/image-variants.js';
import type { MediaHrefs } from '../media-library/media-urls.js';
import type { Edition } from './edition.entity.js';
import type { EditionResource } from './edition.resource.js';
import { presentOptions } from './edition-options.js';

export interface EditionUrls {
  /** PUBLIC_URL without a trailing slash. */
  base: string;
  /** PUBLISH_URL without a trailing slash. */
  publish: string;
  /** Where this deployment keeps media: `local` or `s3:{region}:{bucket}`. */
  screenshotStore: string;
  /** Signed media links (docs/media-urls.md): what a page can put in `<img src>` without a bearer. */
  media: MediaHrefs;
}

/** What a doc's resource reads besides its own row. */
export interface EditionContext {
  project: PublishedAddress;
  pagesCount: number;
}

export function editionHref(base: string, id: number): string {
  return `${base}/v2/magazine/edition/${id}`;
}

/**
 * The doc's `published` link while it is published, else undefined: under its project's address,
 * ending with `/` so that following it costs no redirect (docs/reader.md, "Links").
 */
export function publishedHref(
  edition: Pick<Edition, 'status' | 'identifier'>,
  project: PublishedAddress,
  publishUrl: string,
): string | undefined {
  if (edition.status !== 'published') return undefined;
  return `${projectHref(project, publishUrl)}${encodeURIComponent(edition.identifier)}/`;
}

/** Entity to wire resource: every field docs/docs-and-pages.md lists (Docs (editions)), in its order. */
export function presentEdition(edition: Edition, context: EditionContext, urls: EditionUrls): EditionResource {
  const { base } = urls;
  const published = publishedHref(edition, context.project, urls.publish);
  // Signed: a cover goes in an `<img>`, which cannot send a bearer. Without a screenshot, the
  // cover the service draws of the first visible page (src/covers), by links of the same kind.
  const id = edition.screenshot_id;
  const href =
    id === null
      ? (variant: ImageVariant) => urls.media.coverHref(edition.id, variant)
      : (variant: ImageVariant) => urls.media.href(id, variant);
  const resource: EditionResource = {
    name: edition.name,
    identifier: edition.identifier,
    uid: edition.uid,
    published_on: edition.published_on?.toISOString() ?? null,
    affected_on: edition.affected_on.toISOString(),
    first_published_on: edition.first_published_on?.toISOString() ?? null,
    status: edition.status as EditionResource['status'],
    is_visible: edition.is_visible,
    has_header: edition.has_header,
    options: presentOptions(edition.options),
    level: 'T2',
    category: edition.category,
    is_starred: edition.is_starred,
    screenshot_store: urls.screenshotStore,
    is_default: edition.is_default,
    id: edition.id,
    created_on: edition.created_on.toISOString(),
    modified_on: edition.modified_on?.toISOString() ?? null,
    comments: {},
    _embedded: {
      title: stub(edition.title_id, `${base}/v2/magazine/title/${edition.title_id}`),
      pages: { _links: { self: link(filteredListHref(base, '/v2/magazine/page', 'edition', edition.id)) } },
      jobs: { _links: { self: link(filteredListHref(base, '/v2/job', 'edition', edition.id)) } },
      screenshot: {
        id,
        ...(id === null ? { generated: true as const } : {}),
        _links: { original: link(href('original')), desktop: link(href('desktop')), full: link(href('full')) },
      },
    },
    _links: {
      self: link(editionHref(base, edition.id)),
      preview: link(`${urls.publish}/preview/${edition.preview_key ?? ''}/`),
      ...(published ? { published: link(published) } : {}),
      analytics: link(`${base}/v2/analytics/doc/${edition.id}`),
    },
    _computed: { pages_count: context.pagesCount, num_unresolved_comments: 0 },
  };
  return resource;
}
