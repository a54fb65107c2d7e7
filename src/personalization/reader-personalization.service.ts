import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';

import type { PageContent } from '../editions/page-content.js';
import { MediaFile } from '../media-library/file.entity.js';
import { FILES } from '../media-library/media.queries.js';
import { Category } from './category.entity.js';
import { Option } from './option.entity.js';
import { PROPERTIES, TOKENS } from './personalization.queries.js';
import { personalize } from './personalize.js';
import { Property, type PropertyType } from './property.entity.js';
import type { PersonalizationContext, ReaderPersonalization } from './reader-personalization.js';
import { Token } from './token.entity.js';
import { TOKEN_KEY } from './token-key.js';
import { Value } from './value.entity.js';

/**
 * ReaderPersonalization (CONTRACT 14, 15) on the database: a reader's key to the token's answers,
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
    const token = await this.dataSource.manager.findOne(Token, {
      where: TOKENS.where(edition, { id: tokenId, edition_id: edition.id }),
    });
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
  ): Promise<Token | null> {
    const token = await this.dataSource.manager.findOne(Token, {
      select: { id: true, key: true, expires_on: true },
      where: TOKENS.where(edition, { ...where, edition_id: edition.id }),
    });
    if (token === null || (token.expires_on !== null && token.expires_on.getTime() <= Date.now())) return null;
    return token;
  }

  private async context(workspaceId: number, token: Pick<Token, 'id'> | null): Promise<PersonalizationContext> {
    const manager = this.dataSource.manager;
    const rows = await manager.find(Property, {
      select: { id: true, key: true, type: true, default: true },
      where: PROPERTIES.where({ workspaceId }),
    });
    const values = new Map<string, string>();
    const choices = new Map<string, Set<string>>();
    if (token !== null) {
      const answers = (await manager
        .getRepository(Value)
        .createQueryBuilder('value')
        .leftJoin(Property, 'property', 'property.id = value.property_id')
        .leftJoin(Option, 'option', 'option.id = value.option_id')
        .leftJoin(Category, 'category', 'category.id = option.category_id')
        .select([
          'value.value AS value',
          'property.key AS property',
          'option.key AS option',
          'category.key AS category',
        ])
        .where('value.token_id = :tokenId', { tokenId: token.id })
        .getRawMany()) as {
        value: string | null;
        property: string | null;
        option: string | null;
        category: string | null;
      }[];
      for (const answer of answers) {
        if (answer.property !== null && answer.value !== null) values.set(answer.property, answer.value);
        else if (answer.category !== null && answer.option !== null) {
          let chosen = choices.get(answer.category);
          if (!chosen) choices.set(answer.category, (chosen = new Set()));
          chosen.add(answer.option);
        }
      }
    }
    const properties: Map<string, { type: PropertyType; default: string }> = new Map(
      rows.map((row) => [row.key, { type: row.type, default: row.default }]),
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
    const found = new Set(
      (
        await this.dataSource.manager.find(MediaFile, {
          select: { id: true },
          where: FILES.where({ workspaceId }, { id: In([...ids]), kind: 'image' }),
        })
      ).map((file) => file.id),
    );
    for (const [key, property] of properties) {
      if (property.type !== 'image') continue;
      if (property.default !== '' && !found.has(Number(property.default)))
        properties.set(key, { ...property, default: '' });
      const value = values.get(key);
      if (value !== undefined && !found.has(Number(value))) values.delete(key);
    }
  }
}
