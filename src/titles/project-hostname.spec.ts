import { HostnameRefused, normalizeHostname } from './project-hostname.js';

const OWN = ['api.example.com', 'localhost'];

function refusal(input: string): string {
  try {
    normalizeHostname(input, OWN);
  } catch (error) {
    expect(error).toBeInstanceOf(HostnameRefused);
    return (error as Error).message;
  }
  throw new Error(`${input} was accepted`);
}

describe('normalizeHostname', () => {
  it('lower-cases, trims, drops the final dot and IDNA-encodes', () => {
    expect(normalizeHostname('Docs.Example.COM', OWN)).toBe('docs.example.com');
    expect(normalizeHostname('  shop.example.  ', OWN)).toBe('shop.example');
    expect(normalizeHostname('Bücher.example', OWN)).toBe('xn--bcher-kva.example');
    expect(normalizeHostname('xn--bcher-kva.example', OWN)).toBe('xn--bcher-kva.example');
    expect(normalizeHostname('café.example.org', OWN)).toBe('xn--caf-dma.example.org');
    expect(normalizeHostname('a-b.c0.example', OWN)).toBe('a-b.c0.example');
  });

  it('names the rule a refused name breaks', () => {
    for (const ip of ['10.0.0.1', '127.1', '0x7f.0.0.1', '::1', '[::1]', '[2001:db8::1]:443', '2001:db8::1'])
      expect(refusal(ip)).toMatch(/is an IP address/);
    expect(refusal('docs.example.com:8080')).toMatch(/has a port/);
    for (const path of ['docs.example.com/', 'docs.example.com/read', 'docs.example.com?x', 'docs.example.com#x'])
      expect(refusal(path)).toMatch(/has a path/);
    expect(refusal('https://docs.example.com')).toMatch(/has a scheme/);
    expect(refusal('API.Example.com')).toMatch(/this service's own host/);
    expect(refusal('localhost')).toMatch(/own host|not a public domain name/);
    expect(refusal('intranet')).toMatch(/not a public domain name/);
    expect(refusal('1.2.3.4.5')).toMatch(/not a valid domain name/);
    expect(refusal('docs.example.123')).toMatch(/not a valid domain name|not a public domain name/);
    for (const bad of [
      'a_b.example',
      '-a.example',
      'a-.example',
      'a..example',
      'ex ample.com',
      `${'a'.repeat(64)}.example`,
    ])
      expect(refusal(bad)).toMatch(/not a valid domain name/);
    expect(refusal(`${'a.'.repeat(127)}example`)).toMatch(/not a valid domain name/);
    expect(refusal('   ')).toMatch(/empty/);
  });
});
