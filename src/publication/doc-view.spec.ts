import { describe, expect, it } from '@jest/globals';

import { resolveMedia } from './doc-view.js';

const file = (id: number, kind: string) => ({
  id,
  filename: `f${id}`,
  mime_type: kind === 'image' ? 'image/png' : 'video/mp4',
  kind,
  width: null,
  height: null,
});

describe('resolveMedia, the one policy for referenced files', () => {
  it('resolves a reference to the file of its id, an image reference only to an image', () => {
    const media = resolveMedia(
      [
        { kind: 'image', id: 1 },
        { kind: 'video', id: 2 },
        { kind: 'image', id: 2 },
      ],
      [file(1, 'image'), file(2, 'video')],
    );
    expect(media.file('image', 1)?.id).toBe(1);
    expect(media.file('video', 2)?.id).toBe(2);
    expect(media.file('image', 2)).toBeUndefined();
    // A video is no image: the image reference to it resolves to nothing.
    expect(media.missing).toEqual([{ kind: 'image', id: 2 }]);
  });

  it('lists each reference that resolves to nothing once, in the order given', () => {
    const media = resolveMedia(
      [
        { kind: 'image', id: 3 },
        { kind: 'image', id: 1 },
        { kind: 'video', id: 9 },
        { kind: 'image', id: 3 },
        { kind: 'image', id: 4 },
      ],
      [file(1, 'image'), file(4, 'video')],
    );
    expect(media.missing).toEqual([
      { kind: 'image', id: 3 },
      { kind: 'video', id: 9 },
      { kind: 'image', id: 4 },
    ]);
  });
});
