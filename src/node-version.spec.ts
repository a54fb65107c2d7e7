import { describe, expect, it } from '@jest/globals';

import { unsupportedNode } from './node-version.js';

describe('unsupportedNode', () => {
  it.each(['v22.12.0', 'v22.23.3', 'v24.0.0', 'v24.18.1', 'v24.22.0'])('runs on %s', (version) => {
    expect(unsupportedNode(version)).toBeUndefined();
  });

  it.each(['v20.20.2', 'v22.11.0', 'v23.1.0', 'v25.0.0', 'v18.0.0'])(
    'refuses %s, naming the supported versions',
    (version) => {
      expect(unsupportedNode(version)).toBe(
        `This is Node ${version.slice(1)}; the server runs on Node 22 (22.12 or later) or Node 24 (not 24.19 to 24.21).`,
      );
    },
  );

  it('refuses 24.19 to 24.21 and says why', () => {
    expect(unsupportedNode('v24.20.0')).toContain('aborts better-sqlite3');
  });
});
