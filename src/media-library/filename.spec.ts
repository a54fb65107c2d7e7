import { describe, expect, it } from '@jest/globals';

import { displayName, safeFilename } from './filename.js';

describe('displayName', () => {
  it.each([
    ['photo.png', 'photo.png'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\cv.pdf', 'cv.pdf'],
    ['..', 'file'],
    ['', 'file'],
    [undefined, 'file'],
    ['  spaced  ', 'spaced'],
    ['nul\u0000byte\r\n.png', 'nulbyte.png'],
    ['evil\u202Egnp.exe', 'evilgnp.exe'],
    ['e\u0301te\u0301.jpg', 'été.jpg'],
  ])('%p -> %p', (input, expected) => {
    expect(displayName(input)).toBe(expected);
  });

  it('keeps at most 255 characters', () => {
    expect(Array.from(displayName('é'.repeat(300)))).toHaveLength(255);
  });
});

describe('safeFilename', () => {
  it.each([
    ['Holiday Snap.PNG', 'png', 'Holiday-Snap.png'],
    ['report.exe', 'pdf', 'report.pdf'],
    ['.htaccess', 'pdf', 'htaccess.pdf'],
    ['Résumé final.pdf', 'pdf', 'Resume-final.pdf'],
    ['日本語.png', 'png', 'file.png'],
    ['a..b.tar.gz', 'webm', 'a..b.tar.webm'],
    ['---', 'gif', 'file.gif'],
  ])('%p as %s -> %p', (name, extension, expected) => {
    expect(safeFilename(name, extension)).toBe(expected);
  });

  it('is never a path and never longer than 100 characters plus the extension', () => {
    const name = safeFilename(`${'a/'.repeat(80)}x.png`, 'png');
    expect(name).not.toMatch(/[/\\]/);
    expect(name.length).toBeLessThanOrEqual(104);
  });
});
