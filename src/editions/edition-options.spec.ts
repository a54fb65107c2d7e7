import { describe, expect, it } from '@jest/globals';

import type { EditionOptionsDto } from './dto/edition-options.dto.js';
import { defaultOptions, mergeOptions, presentOptions, verifyPassword } from './edition-options.js';

describe('doc options', () => {
  it('hashes a password, verifies it, never presents it, and keeps it when null is sent back', async () => {
    const set = await mergeOptions(defaultOptions(), {
      authentication: { method: 'password', params: { username: 'u', password: 'pw-123456' } },
    } as EditionOptionsDto);
    const stored = set.authentication as { method: 'password'; params: { username: string; password_hash: string } };
    expect(stored.params.password_hash).not.toContain('pw-123456');
    expect(await verifyPassword('pw-123456', stored.params.password_hash)).toBe(true);
    expect(await verifyPassword('wrong', stored.params.password_hash)).toBe(false);
    expect(presentOptions(set).authentication).toEqual({
      method: 'password',
      params: { username: 'u', password: null, has_password: true },
    });
    const kept = await mergeOptions(set, {
      authentication: { method: 'password', params: { username: 'v', password: null } },
    } as EditionOptionsDto);
    expect(kept.authentication).toEqual({
      method: 'password',
      params: { username: 'v', password_hash: stored.params.password_hash },
    });
  });

  it('merges key by key and fills every default', async () => {
    const merged = await mergeOptions({ ...defaultOptions(), has_search: true }, {
      cookie_check_message: { title: 'T' },
      share: ['xing'],
    } as EditionOptionsDto);
    expect(merged).toEqual({
      ...defaultOptions(),
      has_search: true,
      cookie_check_message: { title: 'T', description: null },
      share: ['xing'],
    });
  });
});
