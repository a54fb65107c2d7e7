/**
 * Every route the app serves, collected from Fastify's `onRoute` hook, so a 404 from the
 * router can be told apart from a 405 (path exists, method does not).
 */
export class RouteTable {
  private readonly routes: { pattern: RegExp; method: string }[] = [];

  add(method: string | string[], url: string): void {
    const source = url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : escapeRegExp(segment)))
      .join('/');
    for (const m of Array.isArray(method) ? method : [method]) {
      this.routes.push({ pattern: new RegExp(`^${source}/?$`), method: m.toUpperCase() });
    }
  }

  /** The methods routed for a request URL (query ignored), HEAD and OPTIONS left out. */
  methodsFor(url: string): string[] {
    const path = url.split('?', 1)[0];
    const methods = new Set<string>();
    for (const route of this.routes) {
      if (route.method !== 'HEAD' && route.method !== 'OPTIONS' && route.pattern.test(path)) methods.add(route.method);
    }
    return [...methods].sort();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
