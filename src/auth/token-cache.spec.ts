import { describe, expect, it } from '@jest/globals';

import { TokenCache } from './token-cache.js';

const alice = { credentialId: 1, workspaceId: 10 };
const bob = { credentialId: 2, workspaceId: 20 };
const FAR = 10 ** 13;

describe('TokenCache', () => {
  it('answers within the TTL and not after it', () => {
    const cache = new TokenCache(5000);
    cache.set('a', alice, FAR, 1000);
    expect(cache.get('a', 1000)).toBe(alice);
    expect(cache.get('a', 5999)).toBe(alice);
    expect(cache.get('a', 6000)).toBeUndefined();
    // An expired entry is gone, not kept around.
    expect(cache.size).toBe(0);
  });

  it('never outlives the token itself', () => {
    const cache = new TokenCache(5000);
    cache.set('a', alice, 3000, 1000);
    expect(cache.get('a', 2999)).toBe(alice);
    expect(cache.get('a', 3000)).toBeUndefined();
    cache.set('b', bob, 1000, 1000);
    expect(cache.size).toBe(0);
  });

  it('a hit does not extend the TTL: the database is asked again after it', () => {
    const cache = new TokenCache(5000);
    cache.set('a', alice, FAR, 0);
    for (let now = 0; now < 5000; now += 1000) expect(cache.get('a', now)).toBe(alice);
    expect(cache.get('a', 5000)).toBeUndefined();
  });

  it('TTL 0 caches nothing', () => {
    const cache = new TokenCache(0);
    cache.set('a', alice, FAR, 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('drops the least recently used entry once full', () => {
    const cache = new TokenCache(5000, 2);
    cache.set('a', alice, FAR, 0);
    cache.set('b', bob, FAR, 0);
    expect(cache.get('a', 1)).toBe(alice); // a is now the younger
    cache.set('c', bob, FAR, 2);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe(alice);
    expect(cache.get('c', 3)).toBe(bob);
  });

  it('forgets every token of a revoked credential, and only those', () => {
    const cache = new TokenCache(5000);
    cache.set('a1', alice, FAR, 0);
    cache.set('a2', alice, FAR, 0);
    cache.set('b', bob, FAR, 0);
    cache.forgetCredential(alice.credentialId);
    expect(cache.get('a1', 1)).toBeUndefined();
    expect(cache.get('a2', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe(bob);
  });

  it('forgets every token of a suspended or deleted workspace, whichever credential issued it, and only those', () => {
    const cache = new TokenCache(5000);
    const aliceOther = { credentialId: 3, workspaceId: alice.workspaceId };
    cache.set('a1', alice, FAR, 0);
    cache.set('a3', aliceOther, FAR, 0);
    cache.set('b', bob, FAR, 0);
    cache.forgetWorkspace(alice.workspaceId);
    expect(cache.get('a1', 1)).toBeUndefined();
    expect(cache.get('a3', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe(bob);
  });
});
