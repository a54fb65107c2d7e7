import { afterAll, describe, expect, it } from '@jest/globals';

import { ContentEditor } from './content-editor.js';

describe('ContentEditor', () => {
  const editor = new ContentEditor();
  afterAll(() => editor.onApplicationShutdown());

  it('edits on its worker thread: patches applied, the tree checked and written in key order', async () => {
    const stored = () =>
      new TextEncoder().encode(JSON.stringify({ children: [{ text: 'a', type: 'paragraph' }], type: 'page' }));
    const result = await editor.edit({
      stored: stored(),
      body: [{ op: 'add', path: ['children', 1], value: { type: 'image', alt: 'x', image: 7 } }],
      withCurrent: true,
    });
    expect(result).toEqual({
      ok: true,
      json: '{"type":"page","children":[{"type":"paragraph","text":"a"},{"type":"image","image":7,"alt":"x"}]}',
      refs: { images: [{ id: 7, path: 'content.children.1.image' }], videos: [] },
      media: [{ kind: 'image', id: 7 }],
      changed: true,
      current: '{"type":"page","children":[{"type":"paragraph","text":"a"}]}',
      currentMedia: [],
    });
    // The first edit waits for the thread to start (from the sources here, transpiled as they load).
  }, 60_000);

  it('gives back refusals as validation messages, and faults as errors', async () => {
    const json = JSON.stringify({ type: 'page', children: [] });
    const stored = () => new TextEncoder().encode(json);
    expect(await editor.edit({ stored: stored(), body: { op: 'add' }, withCurrent: false })).toEqual({
      ok: false,
      messages: { patches: { isArray: expect.any(String) } },
    });
    expect(await editor.edit({ stored: stored(), body: [], withCurrent: false })).toEqual({
      ok: true,
      json,
      refs: { images: [], videos: [] },
      media: [],
      changed: false,
    });
    expect(
      await editor.edit({ stored: stored(), body: [{ op: 'remove', path: ['children', 0] }], withCurrent: false }),
    ).toEqual({
      ok: false,
      messages: { 'patches.0.path': { pathExists: expect.any(String) } },
    });
    expect(
      await editor.edit({
        stored: stored(),
        body: [{ op: 'add', path: ['children', 0], value: { type: 'heading', level: 9, text: '' } }],
        withCurrent: false,
      }),
    ).toEqual({
      ok: false,
      messages: { 'content.children.0.level': { isInt: expect.any(String) } },
    });
    // Too deep to clone to the worker (the structured clone recursed: a 500): refused before, as the worker would.
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = { a: deep };
    for (const withCurrent of [false, true]) {
      expect(
        await editor.edit({ stored: stored(), body: [{ op: 'remove', path: [0], extra: deep }], withCurrent }),
      ).toEqual({
        ok: false,
        messages: { 'patches.0.extra': { maxDepth: expect.any(String) } },
        ...(withCurrent ? { current: json, currentMedia: [] } : {}),
      });
    }
    await expect(
      editor.edit({ stored: new TextEncoder().encode('{not json'), body: [], withCurrent: false }),
    ).rejects.toThrow(/content worker: SyntaxError/);
  });
});
