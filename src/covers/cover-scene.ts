import { createHash } from 'node:crypto';

import type { ContentNode, PageContent } from '../editions/page-content.js';

/**
 * A page's top as the cover shows it: its blocks in reading order, up to and including its first
 * image, bounded (a few blocks, each text cut short), so what the renderer lays out is small
 * whatever the page holds.
 */
export type CoverBlock =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'button'; text: string }
  | { type: 'image'; id: number; alt: string };

/** What a cover is made from: a picture of the page's top, or the plain card (doc and project names). */
export type CoverScene =
  | { kind: 'page'; docName: string; projectName: string; blocks: CoverBlock[] }
  | { kind: 'card'; docName: string; projectName: string; reason: CardReason };

/** Why a doc gets the plain card: no visible page, nothing to show on it, a page too large, an image that cannot be read. */
export type CardReason = 'no-page' | 'empty' | 'too-large' | 'broken-image' | 'failed';

/**
 * A page of more nodes than this is not laid out: the card stands for it. The cover shows a few
 * blocks anyway; the bound keeps the walk (and a pathological tree) from costing more.
 */
export const COVER_NODES_MAX = 5_000;
/** Blocks the cover shows at most: more never fit in 630 px. */
const BLOCKS_MAX = 8;
/** Characters of one block's text the layout gets: three lines of a paragraph are fewer. */
const TEXT_MAX = 320;

/**
 * The scene of a doc's cover, from its first visible page as the plain reader sees it (null: the
 * doc shows no page). Pure: the same page and names give the same scene, and so the same hash.
 */
export function coverScene(docName: string, projectName: string, page: PageContent | null): CoverScene {
  const names = { docName: cut(docName), projectName: cut(projectName) };
  if (page === null) return { kind: 'card', ...names, reason: 'no-page' };
  if (countNodes(page.children, COVER_NODES_MAX) > COVER_NODES_MAX)
    return { kind: 'card', ...names, reason: 'too-large' };
  const blocks: CoverBlock[] = [];
  const visit = (nodes: readonly ContentNode[]): boolean => {
    for (const node of nodes) {
      if (blocks.length >= BLOCKS_MAX) return true;
      if (node.type === 'section') {
        if (visit(node.children)) return true;
        continue;
      }
      const block = toBlock(node);
      if (block === null) continue;
      blocks.push(block);
      if (block.type === 'image') return true;
    }
    return false;
  };
  visit(page.children);
  if (blocks.length === 0) return { kind: 'card', ...names, reason: 'empty' };
  return { kind: 'page', ...names, blocks };
}

/** The scene with a reason to show the card instead (a page whose image cannot be read, a render that failed). */
export function asCard(scene: CoverScene, reason: CardReason): CoverScene {
  return { kind: 'card', docName: scene.docName, projectName: scene.projectName, reason };
}

/** The image a page scene shows (its last block, when it is one), else null. */
export function sceneImage(scene: CoverScene): Extract<CoverBlock, { type: 'image' }> | null {
  if (scene.kind !== 'page') return null;
  const last = scene.blocks[scene.blocks.length - 1];
  return last.type === 'image' ? last : null;
}

/**
 * The version of everything a cover is made of: the scene and the bytes of its image (by the
 * file's checksum). The layout's own version is part of it, so a change of the layout makes every
 * cover again, once.
 */
export function sceneHash(scene: CoverScene, imageChecksum: string | null, layoutVersion: number): string {
  return createHash('sha256')
    .update(JSON.stringify({ layoutVersion, scene, imageChecksum }))
    .digest('base64url')
    .slice(0, 32);
}

function toBlock(node: ContentNode): CoverBlock | null {
  switch (node.type) {
    case 'heading':
      return visibleText(node.text) ? { type: 'heading', level: node.level, text: cut(node.text) } : null;
    case 'paragraph':
      return visibleText(node.text) ? { type: 'paragraph', text: cut(node.text) } : null;
    case 'button':
      return visibleText(node.text) ? { type: 'button', text: cut(node.text) } : null;
    case 'image':
      // A placeholder the reader did not resolve to an id shows nothing, as in the reader.
      return typeof node.image === 'number' ? { type: 'image', id: node.image, alt: cut(node.alt ?? '') } : null;
    default:
      return null;
  }
}

/** Nodes in the tree, counted up to just past `max` (a larger tree is not walked to its end). */
function countNodes(nodes: readonly ContentNode[], max: number): number {
  let count = 0;
  const stack: (readonly ContentNode[])[] = [nodes];
  while (stack.length > 0 && count <= max) {
    for (const node of stack.pop()!) {
      count++;
      if (node.type === 'section') stack.push(node.children);
    }
  }
  return count;
}

function visibleText(text: string): boolean {
  return text.trim().length > 0;
}

/** At most TEXT_MAX characters, whitespace folded, never a lone half of a surrogate pair. */
function cut(text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= TEXT_MAX) return folded;
  return `${Array.from(folded.slice(0, TEXT_MAX))
    .join('')
    .replace(/[\uD800-\uDBFF]$/, '')}…`;
}
