import type { ContentNode, PageContent } from '../editions/page-content.js';

/** A page as the navigation lists it. */
export interface NavPage {
  /** The archive directory its index.html is in (its identifier, unless that cannot be one: see export-runner). */
  dir: string;
  name: string;
}

/** The archive name of each referenced Media Library file, by id; undefined for one it does not hold. */
export type AssetNames = (kind: 'image' | 'video', id: number) => string | undefined;

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
 * No script, from anywhere: `default-src 'none'` with no `script-src`. Styles, images and videos
 * come only from the archive itself: `'self'` when it is served over HTTP, `file:` when it is
 * opened from disk (a file URL's origin is opaque, so `'self'` alone would not match it).
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self' file:; img-src 'self' file:; media-src 'self' file:; base-uri 'none'; form-action 'none'";

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values alike: every character HTML gives a meaning is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * Only http(s) and mailto links are written (the page content rules, docs/docs-and-pages.md "Pages", check this on every write; checked
 * again here, since the archive outlives this service's rules). Anything else becomes no link.
 */
export function safeHref(href: string): string | undefined {
  if (!URL.canParse(href)) return undefined;
  const protocol = new URL(href).protocol;
  return protocol === 'http:' || protocol === 'https:' || protocol === 'mailto:' ? href : undefined;
}

/** A path segment of a relative URL: an asset or page name, percent-encoded. */
const segment = (name: string) => encodeURIComponent(name);

export interface PageView {
  docName: string;
  locale: string;
  pages: readonly NavPage[];
  /** Index into `pages` of the page rendered. */
  current: number;
  content: PageContent;
  assets: AssetNames;
  /** Where the archive's root is, relative to this file: `''` for `index.html`, `'../'` for a page's. */
  root: '' | '../';
}

/** One visible page as a standalone HTML document: navigation, then the content tree. */
export function renderPage(view: PageView): string {
  const { pages, current, root } = view;
  const page = pages[current];
  const pageHref = (p: NavPage) => `${root}${segment(p.dir)}/index.html`;
  const nav = pages
    .map((p, n) => `<li><a href="${escapeHtml(pageHref(p))}"${n === current ? ' aria-current="page"' : ''}>${escapeHtml(p.name)}</a></li>`)
    .join('');
  const previous = current > 0 ? `<a rel="prev" href="${escapeHtml(pageHref(pages[current - 1]))}">&larr; ${escapeHtml(pages[current - 1].name)}</a>` : '';
  const next = current < pages.length - 1 ? `<a rel="next" href="${escapeHtml(pageHref(pages[current + 1]))}">${escapeHtml(pages[current + 1].name)} &rarr;</a>` : '';
  const body = view.content.children.map((node) => renderNode(node, view.assets, root)).join('\n');
  return document(view, `${escapeHtml(page.name)} · ${escapeHtml(view.docName)}`, [
    `<header><p class="doc">${escapeHtml(view.docName)}</p><nav aria-label="Pages"><ol>${nav}</ol></nav></header>`,
    `<main>\n${body}\n</main>`,
    `<footer><nav aria-label="Previous and next">${previous} ${next}</nav></footer>`,
  ]);
}

/** The archive's `index.html` when the doc has no visible page. */
export function renderEmptyDoc(docName: string, locale: string): string {
  return document({ docName, locale, root: '' }, escapeHtml(docName), [`<main><h1>${escapeHtml(docName)}</h1><p>This doc has no visible pages.</p></main>`]);
}

function document(view: { docName: string; locale: string; root: '' | '../' }, title: string, parts: string[]): string {
  // `en_gb` is the platform's form; HTML wants `en-gb`. Anything odd falls back to no language.
  const lang = /^[a-z]{2,3}(?:_[a-z0-9]{2,8})*$/i.test(view.locale) ? view.locale.replace(/_/g, '-') : '';
  return [
    '<!doctype html>',
    `<html${lang ? ` lang="${lang}"` : ''}>`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${title}</title>`,
    `<link rel="stylesheet" href="${view.root}assets/style.css">`,
    '</head>',
    '<body>',
    ...parts,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function renderNode(node: ContentNode, assets: AssetNames, root: string): string {
  switch (node.type) {
    case 'section':
      return `<section>\n${node.children.map((child) => renderNode(child, assets, root)).join('\n')}\n</section>`;
    case 'heading': {
      const level = Math.min(6, Math.max(1, Math.trunc(node.level)));
      return `<h${level}>${escapeHtml(node.text)}</h${level}>`;
    }
    case 'paragraph':
      return `<p>${escapeHtml(node.text)}</p>`;
    case 'image':
      // An unresolved image placeholder has no file to show.
      if (typeof node.image !== 'number') return '';
      return `<figure><img src="${escapeHtml(assetHref(assets, 'image', node.image, root))}" alt="${escapeHtml(node.alt)}" loading="lazy"></figure>`;
    case 'video':
      return `<figure><video controls preload="metadata" src="${escapeHtml(assetHref(assets, 'video', node.file, root))}"></video></figure>`;
    case 'button': {
      const href = safeHref(node.href);
      const text = escapeHtml(node.text);
      return href === undefined
        ? `<p class="button">${text}</p>`
        : `<p><a class="button" href="${escapeHtml(href)}" rel="noopener noreferrer nofollow">${text}</a></p>`;
    }
  }
}

function assetHref(assets: AssetNames, kind: 'image' | 'video', id: number, root: string): string {
  const name = assets(kind, id);
  if (name === undefined) throw new MissingAsset(kind, id);
  return `${root}assets/${segment(name)}`;
}

/** Every Media Library id a tree references, in document order. */
export function contentRefs(content: PageContent): { kind: 'image' | 'video'; id: number }[] {
  const found: { kind: 'image' | 'video'; id: number }[] = [];
  const visit = (nodes: readonly ContentNode[]) => {
    for (const node of nodes) {
      // A placeholder still in the tree (the content was not personalized) names no file.
      if (node.type === 'image') {
        if (typeof node.image === 'number') found.push({ kind: 'image', id: node.image });
      }
      else if (node.type === 'video') found.push({ kind: 'video', id: node.file });
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
    const clean = file.filename.replace(/[\p{Cc}/\\:*?"<>|]/gu, '_').replace(/^[.\s]+/, '').slice(0, 200) || `file-${file.id}`;
    const dot = clean.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
    let name = clean;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem}-${n}${ext}`;
    taken.add(name.toLowerCase());
    names.set(file.id, name);
  }
  return names;
}

/** Readable and quiet; no web fonts, nothing fetched. */
export const STYLE_CSS = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0 auto; max-width: 48rem; padding: 1rem; }
header .doc { font-weight: 600; margin: 0 0 .5rem; }
header nav ol { display: flex; flex-wrap: wrap; gap: .25rem 1rem; list-style: none; margin: 0; padding: 0; }
header nav a[aria-current="page"] { font-weight: 600; text-decoration: none; }
main { margin: 2rem 0; }
figure { margin: 1rem 0; }
img, video { max-width: 100%; height: auto; }
a.button { display: inline-block; padding: .5rem 1rem; border: 1px solid currentColor; border-radius: .25rem; text-decoration: none; }
footer nav { display: flex; justify-content: space-between; }
`;
