import { accountStub, filteredListHref, link } from '../common/hal/hal.js';
import { representationShape, withRepresentationKey } from '../common/http/etag.js';
import { projectHref } from '../common/http/public-address.js';
import { isoString } from '../common/iso-date.js';
import type { Title } from './title.entity.js';
import type { TitleResource } from './title.resource.js';

export interface EditionCounts {
  total: number;
  published: number;
}

export const NO_EDITIONS: EditionCounts = { total: 0, published: 0 };

export interface TitleUrls {
  /** PUBLIC_URL without a trailing slash. */
  base: string;
  /** PUBLISH_URL without a trailing slash. */
  publish: string;
}

function titleHref(base: string, id: number): string {
  return `${base}/v2/magazine/title/${id}`;
}

/**
 * Entity to wire resource. Every field of spec 2.1 is written, in the spec's order. `workspace` is
 * the workspace's identifier, part of the project's address (docs/reader.md).
 */
export function presentTitle(title: Title, counts: EditionCounts, urls: TitleUrls, workspace: string): TitleResource {
  const resource: TitleResource = {
    id: title.id,
    name: title.name,
    identifier: title.identifier,
    hostname: title.hostname,
    ua_code: title.ua_code,
    vendorA_code: title.vendorA_code,
    vendorB_code: title.vendorB_code,
    vendorC_code: title.vendorC_code,
    vendorD_code: title.vendorD_code,
    vendorE_config: title.vendorE_config,
    security_profile: title.security_profile,
    website: title.website,
    license: title.license,
    has_secure_socket_layer: title.has_secure_socket_layer,
    affected_on: isoString(title.affected_on),
    options: title.options,
    certificate: title.certificate,
    certificate_chain: title.certificate_chain,
    certificate_key: title.certificate_key,
    automated_certificate: title.automated_certificate,
    created_on: isoString(title.created_on),
    modified_on: isoString(title.modified_on),
    logo: title.logo,
    icon: title.icon,
    splash: title.splash,
    rules: title.rules,
    _embedded: {
      account: accountStub(urls.base, title.workspace_id),
      editions: { _links: { self: link(filteredListHref(urls.base, '/v2/magazine/edition', 'title', title.id)) } },
    },
    _links: {
      self: link(titleHref(urls.base, title.id)),
      published: link(projectHref({ identifier: title.identifier, hostname: title.hostname, workspace }, urls.publish)),
      analytics: link(`${urls.base}/v2/analytics/project/${title.id}`),
    },
    _computed: {
      background_color: title.background_color,
      editions_count: counts.total,
      editions_published_count: counts.published,
    },
  };
  // Tagged by version (common/http/etag.ts): every value above is the row's (at this version),
  // the counts given, the workspace's identifier given, or the configured URLs. Without a version (an entity not read from the
  // database) the tag is the digest of the bytes.
  if (title.row_version === undefined) return resource;
  return withRepresentationKey(
    resource,
    titleRepresentationKey(urls, workspace, title.id, title.row_version, title.created_on.getTime(), counts),
  );
}

/**
 * The representation key of a project at a version (see presentTitle): what a GET by id looks its
 * shared representation up by before it hydrates the row (titles.service.ts).
 */
export function titleRepresentationKey(
  urls: TitleUrls,
  workspace: string,
  id: number,
  rowVersion: number,
  createdMs: number,
  counts: EditionCounts,
): string {
  return `${TITLE_SHAPE}|${urls.base}|${urls.publish}|${workspace}|${id}|${rowVersion}|${createdMs}|${counts.total}|${counts.published}`;
}

/** The code a project's bytes come from (see representationShape). */
const TITLE_SHAPE = representationShape('project', 1, [
  presentTitle,
  titleRepresentationKey,
  titleHref,
  projectHref,
  accountStub,
  filteredListHref,
  link,
  isoString,
]);
