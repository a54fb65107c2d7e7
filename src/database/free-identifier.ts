import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

import { isUniqueViolation } from './errors.js';
import type { Transactions } from './transactions.js';

/** Where an identifier must be unique: the rows whose `column` equals `id`; none means the whole table. */
export interface IdentifierScope {
  column: string;
  id: number;
}

/**
 * `base`, else `base-2`, `base-3`, ...: the first identifier no row of `entity` in `scope` holds
 * and that is not `reserved`. One indexed read of the candidates; the unique index still decides a
 * race (a 422 `recordFound`).
 */
export async function freeIdentifier<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  base: string,
  scope?: IdentifierScope,
  reserved: ReadonlySet<string> = new Set(),
): Promise<string> {
  const qb = manager
    .getRepository(entity)
    .createQueryBuilder('row')
    .select('row.identifier', 'identifier')
    .where('(row.identifier = :base OR row.identifier LIKE :pattern)', { base, pattern: `${base}-%` });
  if (scope) qb.andWhere(`row.${scope.column} = :scopeId`, { scopeId: scope.id });
  const taken = await qb.getRawMany<{ identifier: string }>();
  return firstFree(base, new Set([...reserved, ...taken.map((row) => row.identifier)]));
}

/** `base`, else `base-2`, `base-3`, ...: the first one not in `taken`. */
function firstFree(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** How many times a generated identifier is picked again after losing a race. */
const IDENTIFIER_ATTEMPTS = 5;

/**
 * Runs `work` (a create that writes a unique identifier) in a transaction, and runs it again when
 * the unique index refuses the row: a generated identifier (`freeIdentifier` inside `work`) can
 * lose a race to a concurrent create on MySQL, and the next attempt picks the next free one.
 * A `chosen` identifier (the client's) is not retried: its clash is final. A clash that is final
 * becomes `taken()` when given, else the error as it is.
 */
export async function createWithFreeIdentifier<R>(
  transactions: Pick<Transactions, 'run'>,
  work: (manager: EntityManager) => Promise<R>,
  options: { chosen?: string; taken?: () => Error } = {},
): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactions.run(work);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (options.chosen !== undefined || attempt >= IDENTIFIER_ATTEMPTS) throw options.taken?.() ?? error;
    }
  }
}
