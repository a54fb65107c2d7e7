import type { EntityManager } from 'typeorm';

import type { RowSink } from '../database/row-sink.js';
import { enqueueGoalConversions, type GoalConvertedData } from '../webhooks/webhook-events.js';
import { type AnalyticsGoal, AnalyticsGoalConversion } from './analytics.entities.js';
import { conversionKey, type ConversionRow, recordedConversions } from './goals.queries.js';
import type { SessionState } from './sessionizer.js';

/** A conversion a fold found: the first event of a visit that reached a goal (in this fold). */
export interface FoundConversion {
  goal: AnalyticsGoal;
  visit: SessionState;
  /** The page of the event that reached it. */
  pageId: number | null;
  at: Date;
}

/** Rows per INSERT. */
const CHUNK = 200;

/**
 * Records the fold's conversions that no earlier fold recorded (each visit's first of each goal)
 * and writes their `goal.converted` deliveries, in the fold's transaction: a fold folded twice
 * is refused whole, and a visit that goes on over several folds converts once.
 */
export async function recordConversions(
  manager: EntityManager,
  found: readonly FoundConversion[],
  present: {
    goal(goal: AnalyticsGoal): unknown;
    tokens(manager: EntityManager, ids: number[]): Promise<Map<number, { external_id: string | null }>>;
  },
  insert: RowSink,
): Promise<number> {
  if (found.length === 0) return 0;
  const rowOf = (conversion: FoundConversion): ConversionRow => ({
    workspace_id: conversion.goal.workspace_id,
    goal_id: conversion.goal.id,
    edition_id: conversion.visit.edition_id,
    visitor: conversion.visit.visitor,
    visit_started_on: conversion.visit.started_on,
    converted_on: conversion.at,
  });
  const recorded = await recordedConversions(manager, found.map(rowOf));
  const fresh = found.filter((conversion) => !recorded.has(conversionKey(rowOf(conversion))));
  for (let at = 0; at < fresh.length; at += CHUNK)
    await insert(AnalyticsGoalConversion, fresh.slice(at, at + CHUNK).map(rowOf));
  const tokenIds = [...new Set(fresh.map((c) => c.visit.token_id).filter((id): id is number => id !== null))];
  const tokens = tokenIds.length > 0 ? await present.tokens(manager, tokenIds) : new Map();
  const events = fresh
    .toSorted((a, b) => a.at.getTime() - b.at.getTime())
    .map((conversion) => {
      const { visit } = conversion;
      const token = visit.token_id === null ? undefined : tokens.get(visit.token_id);
      const data: GoalConvertedData = {
        goal: present.goal(conversion.goal),
        visit: {
          started_on: visit.started_on.toISOString(),
          converted_on: conversion.at.toISOString(),
          project: visit.project_id,
          doc: visit.edition_id,
          page: conversion.pageId,
          entry_page: visit.entry_page_id,
          is_returning: visit.is_returning,
          country: visit.country,
          device: visit.device,
          browser: visit.browser,
          os: visit.os,
          referrer_domain: visit.referrer_domain,
          utm_source: visit.utm_source,
          utm_medium: visit.utm_medium,
          utm_campaign: visit.utm_campaign,
        },
        ...(token ? { token, external_id: token.external_id } : {}),
      };
      return { workspaceId: conversion.goal.workspace_id, data, at: conversion.at };
    });
  await enqueueGoalConversions(manager, events, insert);
  return fresh.length;
}
