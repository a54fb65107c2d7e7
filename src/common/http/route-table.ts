/**
 * Every route the app serves, collected from Fastify's `onRoute` hook, so a 404 from the
 * router can be told apart from a 405 (path exists, method does not).
 */
export class RouteTable {
  private readonly routes: { pattern: RegExp; method: string; url: string; isStatic: boolean }[] = [];

  add(method: string | string[], url: string): void {
    const source = url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : escapeRegExp(segment)))
      .join('/');
    const isStatic = !url.includes(':') && !url.includes('*');
    for (const m of Array.isArray(method) ? method : [method]) {
      this.routes.push({ pattern: new RegExp(`^${source}/?$`), method: m.toUpperCase(), url, isStatic });
    }
  }

  /** Every route as Fastify registered it (`GET /topiary/:topiary_id`), HEAD and OPTIONS left out. */
  entries(): { method: string; url: string }[] {
    return this.routes
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .map(({ method, url }) => ({ method, url }));
  }

  /** The methods routed for a request URL (query ignored), HEAD and OPTIONS left out. */
  methodsFor(url: string): string[] {
    return this.collect(url, () => true);
  }

  /**
   * The methods of routes whose path is exactly this URL, without parameters. `POST /topiary/file`
   * makes `GET /topiary/file` a 405, even though `GET /topiary/:id` also matches it.
   */
  staticMethodsFor(url: string): string[] {
    return this.collect(url, (route) => route.isStatic);
  }

  private collect(url: string, include: (route: RouteTable['routes'][number]) => boolean): string[] {
    const path = url.split('?', 1)[0];
    const methods = new Set<string>();
    for (const route of this.routes) {
      if (route.method !== 'HEAD' && route.method !== 'OPTIONS' && include(route) && route.pattern.test(path)) {
        methods.add(route.method);
      }
    }
    return [...methods].sort();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
