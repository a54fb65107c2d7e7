/** The kinds of id the API hands out, each from its own table. */
export type Kind =
  | 'workspace'
  | 'title'
  | 'user'
  | 'folder'
  | 'file'
  | 'membership'
  | 'edition'
  | 'page'
  | 'job'
  | 'category'
  | 'option'
  | 'property'
  | 'token'
  | 'value'
  | 'webhook'
  | 'delivery'
  | 'share'
  | 'goal';

export type IdsByKind = Record<Kind, Set<number>>;

export const emptyIds = (): IdsByKind => ({
  workspace: new Set(),
  title: new Set(),
  user: new Set(),
  folder: new Set(),
  file: new Set(),
  membership: new Set(),
  edition: new Set(),
  page: new Set(),
  job: new Set(),
  category: new Set(),
  option: new Set(),
  property: new Set(),
  token: new Set(),
  value: new Set(),
  webhook: new Set(),
  delivery: new Set(),
  share: new Set(),
  goal: new Set(),
});

/**
 * How every link the API writes names an entity. Order matters: `/topiary/file/7` before
 * `/topiary/7`. A link of ours that matches none of these is reported, so a new kind of link
 * cannot slip past the scan.
 */
/** `personalization`: the kind is the first group (the path's or the filter's resource), the id the second. */
const LINKS: [RegExp, Kind | 'personalization'][] = [
  [/^\/v2\/account\/(\d+)$/, 'workspace'],
  [/^\/v2\/magazine\/title\/(\d+)$/, 'title'],
  [/^\/v2\/magazine\/edition\?filter(?:\[|%5B)0(?:\]|%5D)(?:\[|%5B)field(?:\]|%5D)=title&.*=(\d+)$/, 'title'],
  [/^\/v2\/magazine\/title\?filter(?:\[|%5B)0(?:\]|%5D)(?:\[|%5B)field(?:\]|%5D)=account&.*=(\d+)$/, 'workspace'],
  [/^\/v2\/magazine\/edition\/(\d+)$/, 'edition'],
  [/^\/v2\/magazine\/page\?filter(?:\[|%5B)0(?:\]|%5D)(?:\[|%5B)field(?:\]|%5D)=edition&.*=(\d+)$/, 'edition'],
  [/^\/v2\/magazine\/page\/(\d+)$/, 'page'],
  [/^\/v2\/job\?filter(?:\[|%5B)0(?:\]|%5D)(?:\[|%5B)field(?:\]|%5D)=edition&.*=(\d+)$/, 'edition'],
  [/^\/v2\/job\/(\d+)(?:\/download)?$/, 'job'],
  [/^\/v2\/user\/(\d+)$/, 'user'],
  [/^\/v2\/user\?filter(?:\[|%5B)0(?:\]|%5D)(?:\[|%5B)field(?:\]|%5D)=account&.*=(\d+)$/, 'workspace'],
  [/^\/v2\/membership\/(\d+)$/, 'membership'],
  [/^\/v2\/membership\?filter(?:\[|%5B)0(?:\]|%5D)(?:\[|%5B)field(?:\]|%5D)=user&.*=(\d+)$/, 'user'],
  [/^(?:\/v2)?\/topiary\/file\/(\d+)(?:\/content)?$/, 'file'],
  [/^(?:\/v2)?\/image\/(\d+)(?:\/content(?:\?variant=[a-z]+)?)?$/, 'file'],
  [/^(?:\/v2)?\/topiary\/(\d+)$/, 'folder'],
  [/^\/media\/(\d+)\/content\?variant=[a-z]+&expires=\d+&signature=[A-Za-z0-9_-]+$/, 'file'],
  // A doc's generated cover (src/covers), signed like the media links.
  [/^\/v2\/magazine\/edition\/(\d+)\/cover\?variant=[a-z]+&expires=\d+&signature=[A-Za-z0-9_-]+$/, 'edition'],
  [/^\/v2\/personalization\/(category|option|property|token|value)\/(\d+)$/, 'personalization'],
  [/^(?:\/v2)?\/analytics\/doc\/(\d+)$/, 'edition'],
  [/^(?:\/v2)?\/analytics\/project\/(\d+)$/, 'title'],
  [/^(?:\/v2)?\/analytics\/token\/(\d+)$/, 'token'],
  [/^(?:\/v2)?\/analytics\/share\/(\d+)$/, 'share'],
  [/^(?:\/v2)?\/analytics\/goal\/(\d+)$/, 'goal'],
  // A shared dashboard's address: its share's id, signed.
  [/^(?:\/v2)?\/analytics\/shared\/(\d+)\.[A-Za-z0-9_-]+\/$/, 'share'],
  [/^\/v2\/webhook\/(\d+)(?:\/delivery|\/rotate|\/ping)?$/, 'webhook'],
  [/^\/v2\/webhook\/\d+\/delivery\/(\d+)(?:\/retry)?$/, 'delivery'],
  [
    /^\/v2\/personalization\/option\?filter(?:\[|%5B)0(?:\]|%5D)(?:\[|%5B)field(?:\]|%5D)=category&.*=(\d+)$/,
    'category',
  ],
  [
    /^\/v2\/personalization\/value\?filter(?:\[|%5B)0(?:\]|%5D)(?:\[|%5B)field(?:\]|%5D)=(token|property)&.*=(\d+)$/,
    'personalization',
  ],
];

/** Plain fields that hold an id rather than a link (media resources: `account: 3`). */
const ID_FIELDS: Record<string, Kind> = {
  account: 'workspace',
  folder: 'folder',
  parent: 'folder',
  // Personalization resources name their relations by id (CONTRACT 15).
  edition: 'edition',
  category: 'category',
  option: 'option',
  property: 'property',
  token: 'token',
  // Analytics names docs and projects by bare id (a share's subject, a funnel's doc, a realtime page).
  doc: 'edition',
  project: 'title',
  // A goals report's rows and a funnel's steps name their goal by id.
  goal: 'goal',
};

/**
 * Every reference to a foreign entity anywhere in a response body: in links, in `_embedded`
 * stubs and items, and in id fields. A collection's own `_links` are left out: they echo the
 * request's query, which may name any id the client chose.
 */
export function foreignRefs(body: unknown, foreign: IdsByKind, base: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown, at: string, collectionRoot: boolean): void => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${at}[${i}]`, false));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      const here = `${at}.${key}`;
      if (collectionRoot && key === '_links') continue;
      if (key === 'href' && typeof item === 'string') {
        const ref = linkRef(item, base);
        if (ref === 'unrecognised') found.push(`${here}: unrecognised link ${item}`);
        else if (ref && foreign[ref.kind].has(ref.id)) found.push(`${here}: foreign ${ref.kind} ${ref.id} (${item})`);
        continue;
      }
      const kind = ID_FIELDS[key];
      if (kind && typeof item === 'number' && foreign[kind].has(item)) found.push(`${here}: foreign ${kind} ${item}`);
      visit(item, here, false);
    }
  };
  const isCollection = typeof body === 'object' && body !== null && 'total_items' in body;
  visit(body, '$', isCollection);
  return found;
}

function linkRef(href: string, base: string): { kind: Kind; id: number } | 'unrecognised' | undefined {
  if (!href.startsWith(`${base}/`)) return undefined;
  const path = href.slice(base.length);
  // An unprefixed request links without /v2 (CONTRACT 1): its links name what the /v2 ones do.
  const paths = path.startsWith('/v2/') ? [path] : [path, `/v2${path}`];
  for (const candidate of paths) {
    for (const [pattern, kind] of LINKS) {
      const match = pattern.exec(candidate);
      if (match)
        return kind === 'personalization'
          ? { kind: match[1] as Kind, id: Number(match[2]) }
          : { kind, id: Number(match[1]) };
    }
  }
  return 'unrecognised';
}
