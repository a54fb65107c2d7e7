import { Readable } from 'node:stream';

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import { csvLine } from '../common/csv.js';
import type { HalCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { applyListQuery, parseListQuery } from '../common/list-query/list-query.js';
import { ProblemException, type ValidationMessages } from '../common/problem/problem.js';
import { newTokenKey } from '../common/random-key.js';
import { type ResourceKind, WorkspaceResources } from '../common/workspace-resources.js';
import { AppConfig } from '../config/app-config.js';
import { createWithFreeIdentifier } from '../database/free-identifier.js';
import { lockRow } from '../database/locks.js';
import { Transactions } from '../database/transactions.js';
import { publishedHref } from '../editions/edition.presenter.js';
import { EDITIONS } from '../editions/edition.queries.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import type { CreateTokenDto, UpdateTokenDto } from './dto/token.dto.js';
import type { Option } from './option.entity.js';
import { TOKEN_LIST_FIELDS } from './personalization.list-fields.js';
import { presentToken, type TokenContext } from './personalization.presenter.js';
import {
  answerSchema,
  answersOf,
  categoriesByKeys,
  docAddresses,
  imageInWorkspace,
  insertTokenWithValues,
  tokenCountOfDoc,
  TOKENS,
  tokensAfter,
  tokensByIds,
  updateRow,
  valueCounts,
  workspaceProperties,
} from './personalization.queries.js';
import type { PersonalizationTokenResource } from './personalization.resource.js';
import { checkValue, notFoundIn, tooMany } from './rules.js';
import { Token } from './token.entity.js';
import type { Value } from './value.entity.js';

@Injectable()
export class TokensService {
  private readonly kind: ResourceKind<Token, PersonalizationTokenResource, 'token'> = {
    scope: TOKENS,
    key: 'token',
    fields: TOKEN_LIST_FIELDS,
    present: (manager, rows) => this.present(manager, rows),
    beforeDelete: (manager, row) => this.beforeDelete(manager, row),
  };
  private readonly deleteHooks: ((manager: EntityManager, tokenId: number) => Promise<void>)[] = [];

  private readonly publishUrl: string;
  private readonly perDoc: number;

  private readonly base: string;

  constructor(
    private readonly resources: WorkspaceResources,
    private readonly transactions: Transactions,
    @InjectDataSource() private readonly dataSource: DataSource,
    config: AppConfig,
  ) {
    this.base = resources.base;
    this.publishUrl = config.publishUrl;
    this.perDoc = config.PERSONALIZATION_TOKENS_PER_DOC;
  }

  list(
    principal: Principal,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'token', PersonalizationTokenResource>> {
    return this.resources.list(this.kind, principal, query, requestUrl);
  }

  get(principal: Principal, id: number): Promise<PersonalizationTokenResource> {
    return this.resources.get(this.kind, principal, id);
  }

  /** Permanent; what hangs off the row goes by foreign key cascade. */
  remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    return this.resources.remove(this.kind, principal, id, conditions);
  }

  private async present(manager: EntityManager, tokens: Token[]): Promise<PersonalizationTokenResource[]> {
    const contexts = await this.contexts(manager, tokens);
    return tokens.map((token) => presentToken(token, contexts.get(token.id)!, this.base));
  }

  /**
   * The tokens of these ids as the API shows them, read in the caller's transaction (a
   * `token.viewed` webhook's data, docs/webhooks.md); ids that no longer exist are left out.
   */
  async presentByIds(manager: EntityManager, ids: number[]): Promise<Map<number, PersonalizationTokenResource>> {
    const tokens = await tokensByIds(manager, ids);
    const resources = await this.present(manager, tokens);
    return new Map(resources.map((resource) => [resource.id, resource]));
  }

  /**
   * The list as CSV for a mail merge (docs/personalization.md, "Campaigns"): every token the
   * filters select (paging aside), by id, with its personalized link (empty while the doc is not
   * published), views and every answer: one column per property key, then one per category key
   * (option keys, `|`-separated). Streamed, a thousand tokens per read.
   */
  csv(principal: Principal, query: Record<string, unknown>): Readable {
    // Validated before the first byte goes out: a bad query is still a 400 problem.
    const parsed = parseListQuery({ ...query, 'order-by': undefined }, TOKEN_LIST_FIELDS, 'token.id');
    const manager = this.dataSource.manager;
    const base = () => applyListQuery(TOKENS.query(manager, principal), { ...parsed, orderBy: [] });
    const rows = async function* (this: TokensService) {
      const { properties, categories, options } = await answerSchema(manager, principal, true);
      const optionOf = new Map(options.map((option) => [option.id, option]));
      yield csvLine([
        'id',
        'name',
        'external_id',
        'key',
        'link',
        'views',
        'last_viewed_on',
        ...properties.map((p) => p.key),
        ...categories.map((c) => c.key),
      ]);
      let after = 0;
      for (;;) {
        const tokens = await tokensAfter(base(), after, 1000);
        if (tokens.length === 0) return;
        after = tokens[tokens.length - 1].id;
        const contexts = await this.contexts(manager, tokens);
        const values = await answersOf(
          manager,
          tokens.map((token) => token.id),
        );
        const answers = new Map<number, Value[]>();
        for (const value of values)
          (answers.get(value.token_id) ?? answers.set(value.token_id, []).get(value.token_id)!).push(value);
        let chunk = '';
        for (const token of tokens) {
          const own = answers.get(token.id) ?? [];
          const published = contexts.get(token.id)?.published;
          chunk += csvLine([
            token.id,
            token.name,
            token.external_id,
            token.key,
            published === undefined ? '' : `${published}?t=${token.key}`,
            token.views,
            token.last_viewed_on?.toISOString() ?? '',
            ...properties.map((p) => own.find((v) => v.property_id === p.id)?.value ?? ''),
            ...categories.map((c) =>
              own
                .map((v) => (v.option_id === null ? undefined : optionOf.get(v.option_id)))
                .filter((o): o is Option => o !== undefined && o.category_id === c.id)
                .map((o) => o.key)
                .join('|'),
            ),
          ]);
        }
        yield chunk;
      }
    };
    return Readable.from(rows.call(this), { objectMode: false });
  }

  /**
   * A token of a doc whose personalization is on, with its answers inline (`values` by property
   * key, `options` by category key), all in one transaction: any refused answer leaves no token.
   */
  async create(
    principal: Principal,
    dto: CreateTokenDto,
    recorder?: CreateRecorder<PersonalizationTokenResource>,
  ): Promise<PersonalizationTokenResource> {
    // Only the key can clash (the answers were checked for duplicates), about 2^-100 likely: a
    // new one is drawn then, as a generated identifier is.
    return createWithFreeIdentifier(this.transactions, async (manager) => {
      await recorder?.claim(manager);
      // The doc's row, locked: concurrent creates for one doc count one after the other.
      const edition = await lockRow(EDITIONS.queryById(manager, principal, dto.edition));
      if (!edition) throw notFoundIn('edition', 'doc');
      if (edition.options?.has_personalization !== true) {
        throw ProblemException.invalidField(
          'edition',
          'personalizationDisabled',
          "The doc's options.has_personalization must be true to make tokens for it",
        );
      }
      const count = await tokenCountOfDoc(manager, edition.id);
      if (count >= this.perDoc) throw tooMany('edition', `A doc has at most ${this.perDoc} tokens`);
      const answers = await this.inlineAnswers(manager, principal, dto);
      const now = new Date();
      const token = manager.create(Token, {
        workspace_id: principal.workspaceId,
        edition_id: edition.id,
        key: newTokenKey(),
        name: dto.name,
        external_id: dto.external_id ?? null,
        expires_on: dto.expires_on ? new Date(dto.expires_on) : null,
        views: 0,
        last_viewed_on: null,
        created_on: now,
        modified_on: null,
      });
      token.id = await insertTokenWithValues(
        manager,
        token,
        answers.map((answer) => ({
          workspace_id: principal.workspaceId,
          ...answer,
          created_on: now,
          modified_on: null,
        })),
      );
      const resource = await this.resources.presentOne(this.kind, manager, token);
      await recorder?.complete(manager, resource);
      return resource;
    });
  }

  async update(
    principal: Principal,
    id: number,
    dto: UpdateTokenDto,
    conditions = Preconditions.NONE,
  ): Promise<PersonalizationTokenResource> {
    return this.transactions.run(async (manager) => {
      const token = await this.resources.locked(this.kind, manager, principal, id, conditions);
      if (dto.name !== undefined) token.name = dto.name;
      if (dto.external_id !== undefined) token.external_id = dto.external_id;
      if (dto.expires_on !== undefined) token.expires_on = dto.expires_on === null ? null : new Date(dto.expires_on);
      return this.save(manager, token);
    });
  }

  /** A new key; the old one reads the plain doc from the moment this commits. */
  async rotate(
    principal: Principal,
    id: number,
    conditions = Preconditions.NONE,
  ): Promise<PersonalizationTokenResource> {
    return createWithFreeIdentifier(this.transactions, async (manager) => {
      const token = await this.resources.locked(this.kind, manager, principal, id, conditions);
      token.key = newTokenKey();
      return this.save(manager, token);
    });
  }

  /** The token's id leaves the modules that keep it (whenDeleted) before the row goes. */
  private async beforeDelete(manager: EntityManager, token: Token): Promise<void> {
    for (const hook of this.deleteHooks) await hook(manager, token.id);
  }

  /**
   * Runs `hook` inside the transaction that deletes a token, before the row goes: a module that
   * keeps the token's id (analytics clears it from its events) does so in the same commit.
   */
  whenDeleted(hook: (manager: EntityManager, tokenId: number) => Promise<void>): void {
    this.deleteHooks.push(hook);
  }

  private async save(manager: EntityManager, token: Token): Promise<PersonalizationTokenResource> {
    token.modified_on = new Date();
    const { id, workspace: _w, edition: _e, views: _v, last_viewed_on: _l, ...columns } = token;
    // Not views and last_viewed_on: analytics writes them, and a PATCH must not put back a stale count.
    await updateRow(manager, Token, id, columns);
    return this.resources.presentOne(this.kind, manager, token);
  }

  /** Each token's values count and its doc's published link: two statements for a whole page. */
  private async contexts(manager: EntityManager, tokens: Token[]): Promise<Map<number, TokenContext>> {
    const contexts = new Map<number, TokenContext>();
    if (tokens.length === 0) return contexts;
    const countOf = await valueCounts(
      manager,
      tokens.map((token) => token.id),
    );
    const editions = await docAddresses(manager, [...new Set(tokens.map((token) => token.edition_id))]);
    const publishedOf = new Map(
      editions.map((row) => [
        Number(row.id),
        publishedHref(
          row,
          { identifier: row.project, hostname: row.hostname, workspace: row.workspace },
          this.publishUrl,
        ),
      ]),
    );
    for (const token of tokens)
      contexts.set(token.id, { valuesCount: countOf.get(token.id) ?? 0, published: publishedOf.get(token.edition_id) });
    return contexts;
  }

  /**
   * The inline answers as value rows, every problem named at once (`values.first_name`,
   * `options.industry.0`): unknown keys, values refused by their property, a required property
   * left out of `values`, an unknown option, two options of a category that is not is_multiple.
   */
  private async inlineAnswers(
    manager: EntityManager,
    principal: Principal,
    dto: CreateTokenDto,
  ): Promise<{ property_id: number | null; option_id: number | null; value: string | null }[]> {
    const messages: ValidationMessages = {};
    const fail = (path: string, rule: string, message: string) =>
      ((messages[path] ??= {})[rule] = `${path} ${message}`);
    const answers: { property_id: number | null; option_id: number | null; value: string | null }[] = [];

    const properties = await workspaceProperties(manager, principal);
    const values = dto.values ?? {};
    for (const [key, raw] of Object.entries(values)) {
      const property = properties.find((p) => p.key === key);
      if (!property) {
        fail(`values.${key}`, 'notFound', 'is not a property key of your workspace');
        continue;
      }
      const checked = checkValue(property, raw);
      if ('rule' in checked) fail(`values.${key}`, checked.rule, checked.message);
      else if (property.type === 'image' && !(await imageInWorkspace(manager, principal.workspaceId, checked.ok))) {
        fail(`values.${key}`, 'notFound', 'must be an image id of your workspace');
      } else answers.push({ property_id: property.id, option_id: null, value: checked.ok });
    }
    // A create that carries its answers carries the required ones; a token made without `values`
    // gets its answers afterwards, one by one (POST /personalization/value).
    if (dto.values !== undefined) {
      for (const property of properties) {
        if (property.is_required && !Object.hasOwn(values, property.key))
          fail(`values.${property.key}`, 'isDefined', 'is required (the property is_required)');
      }
    }

    const chosen = Object.entries(dto.options ?? {});
    if (chosen.length > 0) {
      const { categories, options } = await categoriesByKeys(
        manager,
        principal,
        chosen.map(([key]) => key),
      );
      for (const [key, keys] of chosen) {
        const path = `options.${key}`;
        const category = categories.find((c) => c.key === key);
        if (!category) fail(path, 'notFound', 'is not a category key of your workspace');
        else if (!Array.isArray(keys) || keys.some((k) => typeof k !== 'string'))
          fail(path, 'isArray', 'must be an array of option keys');
        else if (new Set(keys).size !== keys.length) fail(path, 'arrayUnique', 'must not repeat an option');
        else if (keys.length > 1 && !category.is_multiple)
          fail(path, 'notMultiple', 'may hold one option: the category is not is_multiple');
        else {
          (keys as string[]).forEach((optionKey, n) => {
            const option = options.find((o) => o.category_id === category.id && o.key === optionKey);
            if (!option) fail(`${path}.${n}`, 'notFound', 'is not an option key of this category');
            else answers.push({ property_id: null, option_id: option.id, value: null });
          });
        }
      }
    }
    if (Object.keys(messages).length > 0) throw ProblemException.validation(messages);
    return answers;
  }
}
