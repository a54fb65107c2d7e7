/**
 * The Node versions the server runs on (docs/node-versions.md): `engines` and `devEngines` in
 * package.json (npm refuses `npm ci` and `npm start` on another), and this check at start-up for
 * `node dist/src/main.js` run by hand. 24.19 to 24.21 are refused too: better-sqlite3 12 aborts
 * the process on them.
 */
const SUPPORTED_NODE = 'Node 22 (22.12 or later) or Node 24 (not 24.19 to 24.21)';

/** Why this Node cannot run the server, or undefined when it can. */
export function unsupportedNode(version: string): string | undefined {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  const broken = major === 24 && minor >= 19 && minor <= 21;
  if ((major === 22 && minor >= 12) || (major === 24 && !broken)) return undefined;
  const why = broken ? ', whose ObjectWrap cleanup hook aborts better-sqlite3 (docs/node-versions.md)' : '';
  return `This is Node ${version.replace(/^v/, '')}${why}; the server runs on ${SUPPORTED_NODE}.`;
}
