/**
 * Every route the app serves, collected from Fastify's `onRoute` hook, so a 404 from the
 * router can be told apart from a 405 (path exists, method does not). Twins (the same route
 * with or without `/v2`, see route-twins.ts) are in it too, each knowing the route it copies.
 */
export interface RouteEntry {
  method: string;
  url: string;
  /** Set on a twin: the route as its controller declared it. */
  twinOf?: string;
}

export class RouteTable {
  private readonly routes: { pattern: RegExp; method: string; url: string; isStatic: boolean; twinOf?: string }[] = [];
  private roots: Set<string> | undefined;

  add(method: string | string[], url: string, twinOf?: string): void {
    const source = url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : escapeRegExp(segment)))
      .join('/');
    const isStatic = !url.includes(':') && !url.includes('*');
    for (const m of Array.isArray(method) ? method : [method]) {
      this.routes.push({ pattern: new RegExp(`^${source}/?$`), method: m.toUpperCase(), url, isStatic, twinOf });
    }
    this.roots = undefined;
  }

  /**
   * Every route as Fastify registered it (`GET /topiary/:topiary_id`), HEAD and OPTIONS left out;
   * a twin carries `twinOf`, the route as declared.
   */
  entries(): RouteEntry[] {
    return this.routes
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .map(({ method, url, twinOf }) => (twinOf === undefined ? { method, url } : { method, url, twinOf }));
  }

  /** The twin of a declared route (`/magazine/title` for `/v2/magazine/title`), if it has one. */
  twinFor(method: string, url: string): string | undefined {
    return this.routes.find((route) => route.method === method && route.twinOf === url)?.url;
  }

  /**
   * The first path segments (`magazine`, `user`, `topiary`) of the routes that answer both with
   * and without `/v2`: a link under one of them follows the prefix of the request.
   */
  versionedRoots(): ReadonlySet<string> {
    this.roots ??= new Set(
      this.routes
        .filter((route) => route.twinOf !== undefined)
        .map((route) => route.url.replace(/^\/v2(?=\/)/, '').split('/')[1]),
    );
    return this.roots;
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
