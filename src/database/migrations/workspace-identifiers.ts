/**
 * The identifiers a migration gives workspaces that existed before they had one: a slug of the
 * name, `-2`, `-3` on a clash, in id order. Kept here, frozen, rather than imported from the app,
 * so the migration means the same thing whatever the app's slug rules become.
 */
export function workspaceIdentifiers(rows: { id: number | string; name: string }[]): [number, string][] {
  const taken = new Set<string>();
  return rows.map((row) => {
    const base =
      row.name
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 200)
        .replace(/^-+|-+$/g, '') || 'workspace';
    let identifier = base;
    for (let n = 2; taken.has(identifier); n++) identifier = `${base}-${n}`;
    taken.add(identifier);
    return [Number(row.id), identifier];
  });
}
