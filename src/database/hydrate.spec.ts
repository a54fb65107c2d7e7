import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver.js';
import { AbstractSqliteDriver } from 'typeorm/driver/sqlite-abstract/AbstractSqliteDriver.js';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

import { ENTITIES } from './data-source.js';
import { convertedColumn, hydrate } from './hydrate.js';

/**
 * hydrate() takes a value as read where neither driver's `prepareHydratedValue` would convert it.
 * That is only true while the drivers convert by the column's type and transformer alone, for the
 * types convertedColumn knows: read from the drivers' own code, so a TypeORM that converts one
 * more type fails here rather than in a response.
 */
const DRIVERS: [string, (value: unknown, column: ColumnMetadata) => unknown][] = [
  ['MySQL', MysqlDriver.prototype.prepareHydratedValue],
  ['SQLite', AbstractSqliteDriver.prototype.prepareHydratedValue],
];
const CONSTRUCTORS: Record<string, unknown> = { Boolean, Date, Number, String };
const SAMPLES = [null, 'text', '', '2026-01-01 00:00:00', '{"a":1}', '1', 0, 7, 1.5, true];

describe('hydrate', () => {
  describe.each(DRIVERS)("%s driver's prepareHydratedValue", (_name, prepare) => {
    const source = prepare.toString();

    it('reads nothing of a column but its type, transformer, utc and enum', () => {
      const read = new Set([...source.matchAll(/columnMetadata\.(\w+)/g)].map((match) => match[1]));
      expect(read).toContain('type');
      for (const property of read) expect(['type', 'transformer', 'utc', 'enum']).toContain(property);
    });

    it('converts only the types hydrate() converts', () => {
      const types = [...source.matchAll(/columnMetadata\.type === ("[^"]+"|\w+)/g)].map((match) =>
        match[1].startsWith('"') ? JSON.parse(match[1]) : CONSTRUCTORS[match[1]],
      );
      expect(types.length).toBeGreaterThan(5);
      for (const type of types) {
        expect(type).toBeDefined();
        expect(convertedColumn({ type } as ColumnMetadata)).toBe(true);
      }
    });
  });

  describe("on the app's entities", () => {
    let dataSource: DataSource;
    beforeAll(async () => {
      dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: ENTITIES });
      await dataSource.initialize();
    });
    afterAll(async () => {
      await dataSource.destroy();
    });

    it('leaves a value as read exactly where both drivers give it back unchanged', () => {
      let asRead = 0;
      for (const metadata of dataSource.entityMetadatas) {
        for (const column of metadata.columns) {
          if (convertedColumn(column)) continue;
          asRead++;
          for (const [, prepare] of DRIVERS)
            for (const value of SAMPLES) expect(prepare.call({}, value, column)).toBe(value);
        }
      }
      // Most columns are plain text and numbers: the point of the shortcut.
      expect(asRead).toBeGreaterThan(100);
    });

    it('hydrates a row as the driver converts each column', () => {
      const metadata = dataSource.getMetadata('Title');
      const row: Record<string, unknown> = {};
      for (const column of metadata.columns)
        row[column.databaseName] = convertedColumn(column)
          ? column.type === 'simple-json'
            ? '{"a":[1,2]}'
            : column.type === Boolean || column.type === 'boolean'
              ? 1
              : '2026-01-02 03:04:05.006'
          : 'v';
      const entity = hydrate(dataSource, 'Title', row) as Record<string, unknown>;
      for (const column of metadata.columns)
        expect(entity[column.propertyName]).toEqual(
          dataSource.driver.prepareHydratedValue(row[column.databaseName], column),
        );
    });
  });
});
