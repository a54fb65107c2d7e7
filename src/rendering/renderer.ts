import type { ContentNode, PageContent } from '../editions/page-content.js';

/**
 * One renderer for every place a doc is read (docs/exports.md and docs/reader.md): the export archive and the
 * reader write the same HTML with the same stylesheet (style.ts), so they cannot drift apart.
 * It knows nothing of either: where pages, assets, the stylesheet and the script live is the
 * caller's to say. Every text it writes is escaped; no script from content ever runs.
 *
 * Navigation is linear in the page count: every page links to the previous,
 * the next and the doc's first page; only the first page, the doc's index, lists every page
 * (when the doc's `has_page_menu_button` is on). A doc of n pages is then O(n) bytes of HTML,
 * where a menu of every page on every page was O(n²).
 */

/** A page as the navigation lists it. */
export interface NavPage {
  /** The page's path segment: its directory in the archive, its identifier in the reader. */
  path: string;
  name: string;
}

/** A Media Library file as a page embeds it. */
export interface AssetRef {
  /** The file's name under `assets/`. */
  name: string;
  width?: number | null;
  height?: number | null;
  /** The reader serves `?variant=desktop|full` for it (docs/docs-and-pages.md). */
  variants?: boolean;
  /**
   * The archive: `name` holds the image's `desktop` variant and `full/{name}` its larger `full`
   * one (export-runner's fullAssetName), the srcset's two candidates.
   */
  full?: boolean;
  /**
   * A query the reader adds to this asset's address (`p=...`: a personalized image's proof),
   * kept after `?variant=` in the srcset's candidates. The archive never sets it.
   */
  query?: string;
}

/** The asset a page references, by kind and id; undefined for one the caller cannot serve. */
type AssetResolver = (kind: 'image' | 'video', id: number) => AssetRef | undefined;

/** A reference the archive cannot satisfy: the caller is told which page and which file. */
export class MissingAsset extends Error {
  constructor(
    readonly kind: 'image' | 'video',
    readonly id: number,
  ) {
    super(`${kind} ${id} is not in the archive`);
  }
}

/**
 * The archive's policy, in a `<meta>`: no script, from anywhere (`default-src 'none'` with no
 * `script-src`). Styles, images and videos come only from the archive itself: `'self'` when it is
 * served over HTTP, `file:` when it is opened from disk (a file URL's origin is opaque, so
 * `'self'` alone would not match it). The reader sends its own policy as a header instead.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self' file:; img-src 'self' file:; media-src 'self' file:; base-uri 'none'; form-action 'none'";

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values alike: every character HTML gives a meaning is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * Only http(s) and mailto links are written (the page content rules check this on every write;
 * checked again here, since an archive outlives this service's rules). Anything else becomes no link.
 */
export function safeHref(href: string): string | undefined {
  if (!URL.canParse(href)) return undefined;
  const protocol = new URL(href).protocol;
  return protocol === 'http:' || protocol === 'https:' || protocol === 'mailto:' ? href : undefined;
}

/** A path segment of a relative URL: an asset or page name, percent-encoded. */
const segment = (name: string) => encodeURIComponent(name);

/** The doc's options that change what a reader sees (docs/reader.md), with the stored names. */
export interface RenderOptions {
  locale: string;
  has_page_numbers: boolean;
  has_page_menu_button: boolean;
  has_disabled_navigation: boolean;
  has_nofollow: boolean;
  share: readonly string[];
  has_cookie_check: boolean;
  cookie_check_message: { title: string | null; description: string | null };
}

/** How a page is placed: where the other pages, the assets, the stylesheet and the script are. */
export interface PageSetting {
  /** Where the doc's root is, relative to this page: `''` for the first page, `'../'` for one in a directory. */
  root: '' | '../';
  /** `file`: links end in `index.html` (an archive opened from disk); `directory`: they end in `/` (served). */
  links: 'file' | 'directory';
  /** The stylesheet's URL. */
  stylesheet: string;
  /** The reader's own script, or none (the archive runs no script at all). */
  script?: string;
  /** A policy to repeat in a `<meta>` (the archive's; the reader sends a header). */
  metaCsp?: string;
  /** `data-*` attributes of `<body>`, the only way a page hands data to the script. */
  data?: Readonly<Record<string, string>>;
  /** The page's public address, for share links; none writes no share links (the archive's links stay relative). */
  shareUrl?: string;
  /** Robots are told not to index (previews). */
  noindex?: boolean;
  /** A visible bar at the top of the page (a preview says it is one). */
  notice?: string;
  /** Link previews: `og:title`, `og:description`, `og:image` (an absolute URL). */
  og?: { title: string; description?: string; image?: string };
}

export interface PageView extends PageSetting {
  docName: string;
  options: RenderOptions;
  /** The visible pages, in order. */
  pages: readonly NavPage[];
  /** Index into `pages` of the page rendered. */
  current: number;
  /** This is the doc's index (its first page at the root): it shows the cover and the list of pages. */
  index: boolean;
  content: PageContent;
  assets: AssetResolver;
  /** The doc's screenshot, shown as the index's cover. */
  cover?: AssetRef;
  /** A reference the resolver does not know is left out (the reader: a file deleted since); by default it throws MissingAsset (the archive). */
  omitMissingAssets?: boolean;
}

/** One visible page as a standalone HTML document: masthead, content, then navigation. */
export function renderPage(view: PageView): string {
  const { pages, current, root, options } = view;
  const page = pages[current];
  const pageHref = (p: NavPage) =>
    view.links === 'file' ? `${root}${segment(p.path)}/index.html` : `${root}${segment(p.path)}/`;
  const home = view.links === 'file' ? `${root}index.html` : root === '' ? './' : root;

  const parts: string[] = [];
  const number = options.has_page_numbers
    ? `<p class="page-number">${current + 1}&#8201;/&#8201;${pages.length}</p>`
    : '';
  parts.push(
    `<header class="masthead"><a class="doc-name" href="${escapeHtml(home)}">${escapeHtml(view.docName)}</a>${number}</header>`,
  );
  if (options.has_cookie_check && view.script !== undefined) parts.push(cookieNotice(options));

  const body: string[] = [];
  if (view.index && view.cover) {
    body.push(
      `<figure class="cover">${img(`${root}assets/${segment(view.cover.name)}`, view.cover, view.docName, 'eager')}</figure>`,
    );
  }
  const assets: AssetResolver = view.omitMissingAssets
    ? view.assets
    : (kind, id) => view.assets(kind, id) ?? missing(kind, id);
  for (const node of view.content.children) body.push(renderNode(node, assets, root));
  parts.push(`<main id="content">\n${body.join('\n')}\n</main>`);

  if (view.index && options.has_page_menu_button && pages.length > 1) {
    const items = pages.map(
      (p, n) =>
        `<li><a href="${escapeHtml(pageHref(p))}"${n === current ? ' aria-current="page"' : ''}>${escapeHtml(p.name)}</a></li>`,
    );
    parts.push(
      `<nav class="contents" aria-labelledby="contents-title"><h2 id="contents-title">${escapeHtml(label(options.locale, 'contents'))}</h2><ol>${items.join('')}</ol></nav>`,
    );
  }

  const footer: string[] = [];
  if (!options.has_disabled_navigation && pages.length > 1) {
    const previous = current > 0 ? pages[current - 1] : undefined;
    const next = current < pages.length - 1 ? pages[current + 1] : undefined;
    footer.push(
      '<nav class="pager" aria-label="Previous and next">',
      previous
        ? `<a rel="prev" href="${escapeHtml(pageHref(previous))}"><span>${escapeHtml(label(options.locale, 'previous'))}</span>${escapeHtml(previous.name)}</a>`
        : '<span></span>',
      next
        ? `<a rel="next" href="${escapeHtml(pageHref(next))}"><span>${escapeHtml(label(options.locale, 'next'))}</span>${escapeHtml(next.name)}</a>`
        : '<span></span>',
      '</nav>',
    );
  }
  if (!view.index && options.has_page_menu_button && pages.length > 1) {
    footer.push(
      `<p class="to-contents"><a href="${escapeHtml(home)}#contents-title">${escapeHtml(label(options.locale, 'contents'))}</a></p>`,
    );
  }
  if (view.shareUrl !== undefined && options.share.length > 0)
    footer.push(shareLinks(options.share, view.shareUrl, `${page.name} · ${view.docName}`, options.locale));
  if (footer.length > 0) parts.push(`<footer>${footer.join('')}</footer>`);

  return document(view, `${escapeHtml(page.name)} · ${escapeHtml(view.docName)}`, parts);
}

/** A page with a message and no content: an empty doc, a 404, a refusal. */
export function renderMessage(setting: PageSetting & { locale: string; title: string; message: string }): string {
  return document(setting, escapeHtml(setting.title), [
    `<main id="content" class="message">\n<h1>${escapeHtml(setting.title)}</h1>\n<p>${escapeHtml(setting.message)}</p>\n</main>`,
  ]);
}

/** One doc on a project's index page: its address (relative), name, publish date and cover. */
export interface IndexEntry {
  href: string;
  name: string;
  /** ISO date-time it was published. */
  date: string;
  cover?: { src: string; width: number | null; height: number | null };
}

/**
 * A project's own address when it has no default doc: its published docs, newest first, each a
 * tile with its cover (or a plain one), name and date (docs/reader.md, "A project's address").
 */
export function renderProjectIndex(
  setting: PageSetting & { locale: string; title: string; docs: IndexEntry[] },
): string {
  const tiles = setting.docs.map((doc) => {
    const size = doc.cover?.width && doc.cover.height ? ` width="${doc.cover.width}" height="${doc.cover.height}"` : '';
    const picture = doc.cover
      ? `<img src="${escapeHtml(doc.cover.src)}" alt=""${size} loading="lazy">`
      : `<span class="tile-blank">${escapeHtml(doc.name.slice(0, 1).toUpperCase())}</span>`;
    return (
      `<li class="tile"><a href="${escapeHtml(doc.href)}">${picture}` +
      `<strong>${escapeHtml(doc.name)}</strong> <time datetime="${escapeHtml(doc.date)}">${escapeHtml(readableDate(doc.date, setting.locale))}</time></a></li>`
    );
  });
  return document(setting, escapeHtml(setting.title), [
    `<main id="content" class="project-index">\n<h1>${escapeHtml(setting.title)}</h1>\n<ul class="tiles">\n${tiles.join('\n')}\n</ul>\n</main>`,
  ]);
}

/** "28 November 2026" in the page's language (UTC, as stored); the ISO date when the language is unknown. */
function readableDate(iso: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(htmlLang(locale) || 'en', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(iso),
    );
  } catch {
    return iso.slice(0, 10);
  }
}

/** The archive's `index.html` when the doc has no visible page. */
export function renderEmptyDoc(docName: string, setting: PageSetting & { locale: string }): string {
  return renderMessage({ ...setting, title: docName, message: 'This doc has no visible pages.' });
}

/** `en_gb` is the platform's form; HTML wants `en-gb`. Anything odd gives no language. */
function htmlLang(locale: string): string {
  return /^[a-z]{2,3}(?:_[a-z0-9]{2,8})*$/i.test(locale) ? locale.replace(/_/g, '-') : '';
}

function document(
  view: PageSetting & { locale?: string; options?: RenderOptions },
  title: string,
  parts: string[],
): string {
  const lang = htmlLang(view.options?.locale ?? view.locale ?? '');
  const robots = [view.noindex ? 'noindex' : '', view.options?.has_nofollow ? 'nofollow' : '']
    .filter(Boolean)
    .join(', ');
  const data = Object.entries(view.data ?? {})
    .map(([key, value]) => ` data-${key}="${escapeHtml(value)}"`)
    .join('');
  return [
    '<!doctype html>',
    `<html${lang ? ` lang="${lang}"` : ''}>`,
    '<head>',
    '<meta charset="utf-8">',
    ...(view.metaCsp ? [`<meta http-equiv="Content-Security-Policy" content="${escapeHtml(view.metaCsp)}">`] : []),
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...(robots ? [`<meta name="robots" content="${robots}">`] : []),
    `<title>${title}</title>`,
    ...openGraph(view.og),
    `<link rel="stylesheet" href="${escapeHtml(view.stylesheet)}">`,
    ...(view.script ? [`<script src="${escapeHtml(view.script)}" defer></script>`] : []),
    '</head>',
    `<body${data}>`,
    ...(view.notice ? [`<div class="notice-bar" role="status">${escapeHtml(view.notice)}</div>`] : []),
    ...parts,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function openGraph(og: PageSetting['og']): string[] {
  if (!og) return [];
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  return [
    meta('og:title', og.title),
    ...(og.description ? [meta('og:description', og.description)] : []),
    ...(og.image ? [meta('og:image', og.image)] : []),
  ];
}

function img(path: string, asset: AssetRef, alt: string, loading: 'lazy' | 'eager'): string {
  const size = asset.width && asset.height ? ` width="${asset.width}" height="${asset.height}"` : '';
  const query = asset.query ? `&${asset.query}` : '';
  const src = asset.query ? `${path}?${asset.query}` : path;
  // A phone loads the 1280 px variant, a wide high-density screen the 2560 px one; never upscaled.
  const candidates =
    asset.width && asset.width > 1280
      ? asset.full
        ? `${path} 1280w, ${path.replace(/assets\/([^/]*)$/, 'assets/full/$1')} ${Math.min(asset.width, 2560)}w`
        : asset.variants
          ? `${path}?variant=desktop${query} 1280w, ${path}?variant=full${query} ${Math.min(asset.width, 2560)}w`
          : ''
      : '';
  const srcset = candidates ? ` srcset="${escapeHtml(candidates)}" sizes="(min-width: 46rem) 42rem, 100vw"` : '';
  return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}"${size}${srcset} loading="${loading}" decoding="async">`;
}

function renderNode(node: ContentNode, assets: AssetResolver, root: string): string {
  switch (node.type) {
    case 'section':
      return `<section>\n${node.children.map((child) => renderNode(child, assets, root)).join('\n')}\n</section>`;
    case 'heading': {
      const level = Math.min(6, Math.max(1, Math.trunc(node.level)));
      return `<h${level}>${escapeHtml(node.text)}</h${level}>`;
    }
    case 'paragraph':
      return `<p>${escapeHtml(node.text)}</p>`;
    case 'image': {
      // An unresolved image placeholder (the content was not personalized) has no file to show.
      if (typeof node.image !== 'number') return '';
      const found = assets('image', node.image);
      return found ? `<figure>${img(`${root}assets/${segment(found.name)}`, found, node.alt, 'lazy')}</figure>` : '';
    }
    case 'video': {
      const found = assets('video', node.file);
      return found
        ? `<figure><video controls preload="metadata" src="${escapeHtml(`${root}assets/${segment(found.name)}`)}"></video></figure>`
        : '';
    }
    case 'button': {
      const href = safeHref(node.href);
      const text = escapeHtml(node.text);
      return href === undefined
        ? `<p class="button">${text}</p>`
        : `<p><a class="button" href="${escapeHtml(href)}" rel="noopener noreferrer nofollow">${text}</a></p>`;
    }
  }
}

function missing(kind: 'image' | 'video', id: number): never {
  throw new MissingAsset(kind, id);
}

/** Plain links to each network's own share page: no third-party script, nothing fetched until clicked. */
const SHARE_LINKS: Record<string, { name: string; href: (url: string, title: string) => string }> = {
  facebook: {
    name: 'Facebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  linkedin: {
    name: 'LinkedIn',
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  twitter: {
    name: 'X',
    href: (url, title) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  whatsapp: { name: 'WhatsApp', href: (url, title) => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  xing: { name: 'XING', href: (url) => `https://www.xing.com/spi/shares/new?url=${encodeURIComponent(url)}` },
  mail: {
    name: 'E-mail',
    href: (url, title) => `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
  },
};

function shareLinks(networks: readonly string[], url: string, title: string, locale: string): string {
  const links = networks
    .filter((network) => SHARE_LINKS[network] !== undefined)
    .map(
      (network) =>
        `<li><a href="${escapeHtml(SHARE_LINKS[network].href(url, title))}" rel="noopener noreferrer nofollow" target="_blank">${SHARE_LINKS[network].name}</a></li>`,
    );
  return links.length === 0
    ? ''
    : `<nav class="share" aria-label="${escapeHtml(label(locale, 'share'))}"><p>${escapeHtml(label(locale, 'share'))}</p><ul>${links.join('')}</ul></nav>`;
}

/**
 * The consent notice of `has_cookie_check`, hidden until the reader's script shows it (without
 * the script nothing is measured, so nothing needs asking). The script keeps the answer.
 */
function cookieNotice(options: RenderOptions): string {
  const title = options.cookie_check_message.title ?? label(options.locale, 'cookieTitle');
  const text = options.cookie_check_message.description ?? label(options.locale, 'cookieText');
  return [
    '<aside id="consent" class="consent" hidden aria-labelledby="consent-title">',
    `<p id="consent-title"><strong>${escapeHtml(title)}</strong></p>`,
    `<p>${escapeHtml(text)}</p>`,
    `<p><button type="button" data-consent="yes">${escapeHtml(label(options.locale, 'accept'))}</button> <button type="button" data-consent="no">${escapeHtml(label(options.locale, 'decline'))}</button></p>`,
    '</aside>',
  ].join('');
}

type Label = 'previous' | 'next' | 'contents' | 'share' | 'cookieTitle' | 'cookieText' | 'accept' | 'decline';

const LABELS: Record<string, Record<Label, string>> = {
  en: {
    previous: 'Previous',
    next: 'Next',
    contents: 'Contents',
    share: 'Share',
    cookieTitle: 'Your privacy',
    cookieText: 'May we count your visit? We measure which pages are read, without cookies and without any other site.',
    accept: 'Accept',
    decline: 'Decline',
  },
  de: {
    previous: 'Zurück',
    next: 'Weiter',
    contents: 'Inhalt',
    share: 'Teilen',
    cookieTitle: 'Ihre Privatsphäre',
    cookieText:
      'Dürfen wir Ihren Besuch zählen? Wir messen, welche Seiten gelesen werden, ohne Cookies und ohne andere Websites.',
    accept: 'Zustimmen',
    decline: 'Ablehnen',
  },
  fr: {
    previous: 'Précédent',
    next: 'Suivant',
    contents: 'Sommaire',
    share: 'Partager',
    cookieTitle: 'Votre vie privée',
    cookieText: 'Pouvons-nous compter votre visite ? Nous mesurons les pages lues, sans cookies et sans autre site.',
    accept: 'Accepter',
    decline: 'Refuser',
  },
  es: {
    previous: 'Anterior',
    next: 'Siguiente',
    contents: 'Índice',
    share: 'Compartir',
    cookieTitle: 'Su privacidad',
    cookieText: '¿Podemos contar su visita? Medimos qué páginas se leen, sin cookies y sin otros sitios.',
    accept: 'Aceptar',
    decline: 'Rechazar',
  },
  nl: {
    previous: 'Vorige',
    next: 'Volgende',
    contents: 'Inhoud',
    share: 'Delen',
    cookieTitle: 'Uw privacy',
    cookieText:
      'Mogen we uw bezoek tellen? We meten welke pagina’s gelezen worden, zonder cookies en zonder andere sites.',
    accept: 'Accepteren',
    decline: 'Weigeren',
  },
};

/** A label in the doc's language (its locale's first part), English when there is none. */
function label(locale: string, key: Label): string {
  return (LABELS[locale.slice(0, 2).toLowerCase()] ?? LABELS.en)[key];
}

/** Every Media Library id a tree references, in document order. */
export function contentRefs(content: PageContent): { kind: 'image' | 'video'; id: number }[] {
  const found: { kind: 'image' | 'video'; id: number }[] = [];
  const visit = (nodes: readonly ContentNode[]) => {
    for (const node of nodes) {
      // A placeholder still in the tree names no file.
      if (node.type === 'image') {
        if (typeof node.image === 'number') found.push({ kind: 'image', id: node.image });
      } else if (node.type === 'video') found.push({ kind: 'video', id: node.file });
      else if (node.type === 'section') visit(node.children);
    }
  };
  visit(content.children);
  return found;
}

/**
 * Names for the archive's `assets/`: each file under its Media Library filename, made safe for
 * any file system, and unique ignoring case (`photo.png`, `photo-2.png`), since two files may
 * share a name and a case-insensitive disk would merge `A.png` and `a.png`. `style.css` is taken.
 */
export function assetNames(files: readonly { id: number; filename: string }[]): Map<number, string> {
  const taken = new Set(['style.css']);
  const names = new Map<number, string>();
  for (const file of files) {
    const clean = safeFilename(file.filename) || `file-${file.id}`;
    const dot = clean.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
    let name = clean;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem}-${n}${ext}`;
    taken.add(name.toLowerCase());
    names.set(file.id, name);
  }
  return names;
}

/** A filename safe on any disk and in a URL path segment once encoded. */
export function safeFilename(filename: string): string {
  return filename
    .replace(/[\p{Cc}/\\:*?"<>|]/gu, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 200);
}
