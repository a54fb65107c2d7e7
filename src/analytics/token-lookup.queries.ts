import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { AnalyticsTokenLookup, TokenViews } from './token-lookup.js';

/**
 * AnalyticsTokenLookup over personalization's `personalization_token` table (id, edition_id,
 * key, expires_on, views, last_viewed_on), provided by the analytics module under
 * ANALYTICS_TOKEN_LOOKUP.
 */
@Injectable()
export class SqlAnalyticsTokenLookup implements AnalyticsTokenLookup {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findTokens(editionId: number, keys: readonly string[]): Promise<Map<string, { tokenId: number }>> {
    const found = new Map<string, { tokenId: number }>();
    if (keys.length === 0) return found;
    // `key` is a reserved word on MySQL.
    const key = `token.${this.dataSource.driver.escape('key')}`;
    const rows: { id: number; token_key: string }[] = await this.dataSource
      .createQueryBuilder()
      .select(['token.id AS id', `${key} AS token_key`])
      .from('personalization_token', 'token')
      .where('token.edition_id = :editionId', { editionId })
      .andWhere(`${key} IN (:...keys)`, { keys: [...keys] })
      .andWhere('(token.expires_on IS NULL OR token.expires_on > :now)', { now: new Date() })
      .getRawMany();
    for (const row of rows) found.set(row.token_key, { tokenId: Number(row.id) });
    return found;
  }

  async describeToken(tokenId: number): Promise<{ workspaceId: number; editionId: number } | null> {
    const row: { workspace_id: number; edition_id: number } | undefined = await this.dataSource
      .createQueryBuilder()
      .select(['token.workspace_id AS workspace_id', 'token.edition_id AS edition_id'])
      .from('personalization_token', 'token')
      .where('token.id = :tokenId', { tokenId })
      .getRawOne();
    return row ? { workspaceId: Number(row.workspace_id), editionId: Number(row.edition_id) } : null;
  }

  async recordViews(views: ReadonlyMap<number, TokenViews>): Promise<void> {
    for (const [tokenId, { views: count, lastViewedOn }] of views) {
      await this.dataSource
        .createQueryBuilder()
        .update('personalization_token')
        .set({ views: () => `views + ${Math.trunc(count)}` })
        .where('id = :tokenId', { tokenId })
        .execute();
      // Never backwards: two instances may record out of order.
      await this.dataSource
        .createQueryBuilder()
        .update('personalization_token')
        .set({ last_viewed_on: lastViewedOn })
        .where('id = :tokenId', { tokenId })
        .andWhere('(last_viewed_on IS NULL OR last_viewed_on < :lastViewedOn)', { lastViewedOn })
        .execute();
    }
  }
}
