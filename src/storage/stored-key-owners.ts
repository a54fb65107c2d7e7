import { Injectable } from '@nestjs/common';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** A row about to be deleted, in its workspace. */
export interface DoomedRow {
  entity: EntityTarget<ObjectLiteral>;
  id: number;
  workspaceId: number;
}

/**
 * A column that holds storage keys. A key no registered column holds is an orphan, and the sweep
 * removes its bytes: a module that stores bytes registers the column that names them (in its
 * `onModuleInit`), or the sweep takes them.
 */
export interface StoredKeyOwner {
  entity: EntityTarget<ObjectLiteral>;
  column: string;
  /**
   * For bytes kept under a key derived from a stored one (an image's variants): the key it derives
   * from, else null. Such bytes are an orphan only when the key they derive from is.
   */
  derivedFrom?: (key: string) => string | null;
  /**
   * The keys this column holds in rows that a delete of `parent` removes by foreign key cascade
   * (a doc's export jobs, say), read inside the deleting transaction before the delete: the
   * owner's hook, so whoever deletes the parent can remove the bytes after commit without knowing
   * what hangs below it. An empty list for parents it does not hang below.
   */
  keysBelow?: (manager: EntityManager, parent: DoomedRow) => Promise<string[]>;
}

/** Which tables and columns own stored keys: what the orphan sweep must leave alone. */
@Injectable()
export class StoredKeyOwners {
  private readonly owners: StoredKeyOwner[] = [];

  register(owner: StoredKeyOwner): void {
    if (this.owners.some((known) => known.entity === owner.entity && known.column === owner.column)) return;
    this.owners.push(owner);
  }

  all(): readonly StoredKeyOwner[] {
    return this.owners;
  }

  /** Every registered column's keys below `parent` (see `StoredKeyOwner.keysBelow`). */
  async keysBelow(manager: EntityManager, parent: DoomedRow): Promise<string[]> {
    const keys: string[] = [];
    for (const owner of this.owners) if (owner.keysBelow) keys.push(...(await owner.keysBelow(manager, parent)));
    return keys;
  }

  /** The keys whose row would own `key`: itself, and any key it derives from. */
  candidates(key: string): string[] {
    const derived = this.owners
      .map((owner) => owner.derivedFrom?.(key) ?? null)
      .filter((from): from is string => from !== null);
    return [key, ...new Set(derived)];
  }
}
