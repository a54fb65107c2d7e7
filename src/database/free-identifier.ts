import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** Where an identifier must be unique: the rows whose `column` equals `id`; none means the whole table. */
export interface IdentifierScope {
  column: string;
  id: number;
}

/**
 * `base`, else `base-2`, `base-3`, ...: the first identifier no row of `entity` in `scope` holds.
 * One indexed read of the candidates; the unique index still decides a race (a 422 `recordFound`).
 */
export async function freeIdentifier<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  base: string,
  scope?: IdentifierScope,
): Promise<string> {
  const qb = manager
    .getRepository(entity)
    .createQueryBuilder('row')
    .select('row.identifier', 'identifier')
    .where('(row.identifier = :base OR row.identifier LIKE :pattern)', { base, pattern: `${base}-%` });
  if (scope) qb.andWhere(`row.${scope.column} = :scopeId`, { scopeId: scope.id });
  const taken = await qb.getRawMany<{ identifier: string }>();
  return firstFree(base, new Set(taken.map((row) => row.identifier)));
}

/** `base`, else `base-2`, `base-3`, ...: the first one not in `taken`. */
export function firstFree(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
