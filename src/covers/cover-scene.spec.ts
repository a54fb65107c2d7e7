import { describe, expect, it } from '@jest/globals';

import type { PageContent } from '../editions/page-content.js';
import { asCard, COVER_NODES_MAX, coverScene, sceneHash, sceneImage } from './cover-scene.js';

const page = (...children: PageContent['children']): PageContent => ({ type: 'page', children });
const p = (text: string) => ({ type: 'paragraph' as const, text });

describe('coverScene', () => {
  it('takes the blocks in reading order, through sections, up to and including the first image', () => {
    const scene = coverScene(
      'Doc',
      'Project',
      page(
        { type: 'heading', level: 1, text: 'Title' },
        {
          type: 'section',
          children: [p('In a section'), { type: 'video', file: 3 }, { type: 'image', image: 7, alt: 'A' }],
        },
        p('After the image'),
      ),
    );
    expect(scene).toEqual({
      kind: 'page',
      docName: 'Doc',
      projectName: 'Project',
      blocks: [
        { type: 'heading', level: 1, text: 'Title' },
        { type: 'paragraph', text: 'In a section' },
        { type: 'image', id: 7, alt: 'A' },
      ],
    });
    expect(sceneImage(scene)).toEqual({ type: 'image', id: 7, alt: 'A' });
  });

  it('is the card for no page, a page that shows nothing, and a page of more than COVER_NODES_MAX nodes', () => {
    expect(coverScene('D', 'P', null)).toMatchObject({ kind: 'card', reason: 'no-page' });
    expect(coverScene('D', 'P', page(p('  '), { type: 'image', image: '{{logo}}', alt: '' }))).toMatchObject({
      kind: 'card',
      reason: 'empty',
    });
    const huge = page(...Array.from({ length: COVER_NODES_MAX + 1 }, () => p('x')));
    expect(coverScene('D', 'P', huge)).toMatchObject({ kind: 'card', reason: 'too-large' });
    const nested = page({ type: 'section', children: Array.from({ length: COVER_NODES_MAX }, () => p('x')) });
    expect(coverScene('D', 'P', nested)).toMatchObject({ kind: 'card', reason: 'too-large' });
    expect(sceneImage(coverScene('D', 'P', null))).toBeNull();
  });

  it('keeps a few blocks and cuts long texts, never inside a surrogate pair', () => {
    const scene = coverScene('D', 'P', page(...Array.from({ length: 20 }, (_, n) => p(`${n} ${'😀'.repeat(400)}`))));
    if (scene.kind !== 'page') throw new Error('a page scene');
    expect(scene.blocks).toHaveLength(8);
    const text = (scene.blocks[0] as { text: string }).text;
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(321);
    expect(/[\uD800-\uDBFF]…$/.test(text)).toBe(false);
  });

  it('hashes what the cover shows: a change of text, image bytes, names or layout is a new hash', () => {
    const base = coverScene('D', 'P', page(p('One')));
    const hash = sceneHash(base, 'abc', 1);
    expect(sceneHash(coverScene('D', 'P', page(p('One'))), 'abc', 1)).toBe(hash);
    expect(sceneHash(coverScene('D', 'P', page(p('Two'))), 'abc', 1)).not.toBe(hash);
    expect(sceneHash(base, 'abd', 1)).not.toBe(hash);
    expect(sceneHash(coverScene('E', 'P', page(p('One'))), 'abc', 1)).not.toBe(hash);
    expect(sceneHash(base, 'abc', 2)).not.toBe(hash);
    expect(asCard(base, 'broken-image')).toEqual({
      kind: 'card',
      docName: 'D',
      projectName: 'P',
      reason: 'broken-image',
    });
  });
});
