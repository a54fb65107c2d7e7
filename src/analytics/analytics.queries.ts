import { WorkspaceScope } from '../common/workspace-scope.js';
import {
  AnalyticsEvent,
  AnalyticsGoal,
  AnalyticsRollup,
  AnalyticsSession,
  AnalyticsShare,
} from './analytics.entities.js';

/** The workspace's events, sessions and rollups: reports and purges read them through these. */
export const EVENTS = new WorkspaceScope(AnalyticsEvent, 'event');
export const SESSIONS = new WorkspaceScope(AnalyticsSession, 'session');
export const ROLLUPS = new WorkspaceScope(AnalyticsRollup, 'rollup');
export const SHARES = new WorkspaceScope(AnalyticsShare, 'share');
export const GOALS = new WorkspaceScope(AnalyticsGoal, 'goal');
