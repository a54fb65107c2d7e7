import type { EntityManager, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * The row, locked for the rest of the transaction on MySQL (`SELECT ... FOR UPDATE`). On SQLite
 * the Transactions queue already runs one unit of work at a time.
 */
export function lockRow<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<T | null> {
  if (qb.connection.options.type !== 'better-sqlite3') qb.setLock('pessimistic_write');
  return qb.getOne();
}

/** `base`, else `base-2`, `base-3`, ...: the first identifier free among the rows where `scope = scopeId`. */
export async function freeIdentifier<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  scope: string,
  scopeId: number,
  base: string,
): Promise<string> {
  const taken = new Set(
    (
      await manager
        .getRepository(entity)
        .createQueryBuilder('row')
        .select('row.identifier', 'identifier')
        .where(`row.${scope} = :scopeId`, { scopeId })
        .andWhere('(row.identifier = :base OR row.identifier LIKE :pattern)', { base, pattern: `${base}-%` })
        .getRawMany<{ identifier: string }>()
    ).map((row) => row.identifier),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
