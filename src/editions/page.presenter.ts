import { link, stub } from '../common/hal/hal.js';
import { editionHref } from './edition.presenter.js';
import { orderedContent } from './page-content.js';
import type { Page } from './page.entity.js';
import type { PageResource } from './page.resource.js';

export function pageHref(base: string, id: number): string {
  return `${base}/v2/magazine/page/${id}`;
}

/** Entity to wire resource; collections leave `content` out (it can be large). */
export function presentPage(page: Page, base: string, withContent: boolean): PageResource {
  return {
    id: page.id,
    name: page.name,
    identifier: page.identifier,
    position: page.position,
    is_visible: page.is_visible,
    ...(withContent ? { content: orderedContent(page.content) } : {}),
    created_on: page.created_on.toISOString(),
    modified_on: page.modified_on.toISOString(),
    _embedded: { edition: stub(page.edition_id, editionHref(base, page.edition_id)) },
    _links: { self: link(pageHref(base, page.id)) },
  };
}
