import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { TOKEN_KEY } from '../common/random-key.js';
import { hotRead } from '../database/hot-reads.js';
import { hydrate } from '../database/hydrate.js';
import type { PageContent } from '../editions/page-content.js';
import { imagesAmong, PROPERTIES, tokenOfDoc, TOKENS } from './personalization.queries.js';
import { personalize } from './personalize.js';
import type { PropertyType } from './property.entity.js';
import type { PersonalizationContext, ReaderPersonalization } from './reader-personalization.js';
import { Token } from './token.entity.js';

/* The reads of a personalized page, the same text on both drivers (`key`, `default` and `option` quoted). */
const TOKEN_COLUMNS = 'SELECT t.id, t.`key`, t.expires_on FROM personalization_token t';
const TOKEN_BY_KEY = `${TOKEN_COLUMNS} WHERE t.\`key\` = ? AND t.edition_id = ? AND ${TOKENS.sql('t')}`;
const TOKEN_BY_ID = `${TOKEN_COLUMNS} WHERE t.id = ? AND t.edition_id = ? AND ${TOKENS.sql('t')}`;
const PROPERTIES_OF_WORKSPACE = `SELECT p.\`key\`, p.type, p.\`default\` FROM personalization_property p WHERE ${PROPERTIES.sql('p')}`;
const ANSWERS_OF_TOKEN =
  'SELECT v.value AS value, p.`key` AS property, o.`key` AS `option`, c.`key` AS category ' +
  'FROM personalization_value v ' +
  'LEFT JOIN personalization_property p ON p.id = v.property_id ' +
  'LEFT JOIN personalization_option o ON o.id = v.option_id ' +
  'LEFT JOIN personalization_category c ON c.id = o.category_id ' +
  'WHERE v.token_id = ?';

/**
 * ReaderPersonalization (docs/reader.md and docs/personalization.md) on the database: a reader's key to the token's answers,
 * and the page as that reader sees it. Every way a key can fail (absent, malformed, unknown,
 * rotated, expired, another doc's or another workspace's) ends in the same plain context, after
 * the same work, so the answer never tells a key guesser anything.
 */
@Injectable()
export class ReaderPersonalizationService implements ReaderPersonalization {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async contextFor(
    edition: { readonly id: number; readonly workspaceId: number },
    key: string | undefined,
  ): Promise<PersonalizationContext> {
    const token = typeof key === 'string' && TOKEN_KEY.test(key) ? await this.liveToken(edition, { key }) : null;
    // MySQL's collation matches keys ignoring case: only the exact key names the token.
    return this.context(edition.workspaceId, token !== null && token.key === key ? token : null);
  }

  /** The context of a token by id (an export of its copy); the plain context when it is not this doc's. */
  async contextForToken(
    edition: { readonly id: number; readonly workspaceId: number },
    tokenId: number,
  ): Promise<PersonalizationContext & { found: boolean }> {
    const token = await tokenOfDoc(this.dataSource.manager, edition, tokenId);
    return { ...(await this.context(edition.workspaceId, token)), found: token !== null };
  }

  apply(content: PageContent, context: PersonalizationContext): PageContent | null {
    return personalize(content, context);
  }

  async liveKey(
    edition: { readonly id: number; readonly workspaceId: number },
    tokenId: number,
  ): Promise<string | null> {
    return (await this.liveToken(edition, { id: tokenId }))?.key ?? null;
  }

  private async liveToken(
    edition: { readonly id: number; readonly workspaceId: number },
    where: { key: string } | { id: number },
  ): Promise<Pick<Token, 'id' | 'key' | 'expires_on'> | null> {
    const [row] = await hotRead(this.dataSource, 'key' in where ? TOKEN_BY_KEY : TOKEN_BY_ID, [
      'key' in where ? where.key : where.id,
      edition.id,
      edition.workspaceId,
    ]);
    if (row === undefined) return null;
    const token = hydrate(this.dataSource, Token, row);
    if (token.expires_on !== null && token.expires_on.getTime() <= Date.now()) return null;
    return token;
  }

  private async context(workspaceId: number, token: Pick<Token, 'id'> | null): Promise<PersonalizationContext> {
    // Fixed statements, not the query builder: a personalized page runs them on every read.
    const [rows, answers] = await Promise.all([
      hotRead(this.dataSource, PROPERTIES_OF_WORKSPACE, [workspaceId]),
      token === null ? [] : hotRead(this.dataSource, ANSWERS_OF_TOKEN, [token.id]),
    ]);
    const values = new Map<string, string>();
    const choices = new Map<string, Set<string>>();
    for (const answer of answers as {
      value: string | null;
      property: string | null;
      option: string | null;
      category: string | null;
    }[]) {
      if (answer.property !== null && answer.value !== null) values.set(answer.property, answer.value);
      else if (answer.category !== null && answer.option !== null) {
        let chosen = choices.get(answer.category);
        if (!chosen) choices.set(answer.category, (chosen = new Set()));
        chosen.add(answer.option);
      }
    }
    const properties: Map<string, { type: PropertyType; default: string }> = new Map(
      (rows as { key: string; type: PropertyType; default: string }[]).map((row) => [
        row.key,
        { type: row.type, default: row.default },
      ]),
    );
    await this.dropMissingImages(workspaceId, properties, values);
    return { tokenId: token?.id ?? null, values, choices, properties };
  }

  /**
   * An image answer (or default) whose image has left the Media Library since it was written is
   * dropped here, so the page falls back (or leaves the image out) instead of linking nothing.
   */
  private async dropMissingImages(
    workspaceId: number,
    properties: Map<string, { type: PropertyType; default: string }>,
    values: Map<string, string>,
  ): Promise<void> {
    const ids = new Set<number>();
    for (const [key, property] of properties) {
      if (property.type !== 'image') continue;
      if (property.default !== '') ids.add(Number(property.default));
      const value = values.get(key);
      if (value !== undefined) ids.add(Number(value));
    }
    if (ids.size === 0) return;
    const found = await imagesAmong(this.dataSource.manager, { workspaceId }, [...ids]);
    for (const [key, property] of properties) {
      if (property.type !== 'image') continue;
      if (property.default !== '' && !found.has(Number(property.default)))
        properties.set(key, { ...property, default: '' });
      const value = values.get(key);
      if (value !== undefined && !found.has(Number(value))) values.delete(key);
    }
  }
}
