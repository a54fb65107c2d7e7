import { editionCountColumns } from '../src/titles/title.queries.js';

/**
 * The statements the raw baseline sends, the same the API sends: one round trip per resource
 * (the `_computed` counts are counter columns of `title` and `user`); per list one COUNT, one SELECT of the page's ids and
 * one SELECT of those rows (a late row lookup: the sort and the OFFSET walk ids, not rows).
 */
const TITLE_COLUMNS =
  't.id, t.workspace_id, t.name, t.identifier, t.hostname, t.ua_code, t.vendor_a_code, t.vendor_b_code, t.vendor_c_code, ' +
  't.vendor_d_code, t.vendor_e_config, t.security_profile, t.website, t.license, t.has_secure_socket_layer, t.affected_on, ' +
  't.options, t.certificate, t.certificate_chain, t.certificate_key, t.automated_certificate, t.created_on, t.modified_on, ' +
  't.logo, t.icon, t.splash, t.rules, t.background_color, ' +
  '(SELECT w.identifier FROM workspace w WHERE w.id = t.workspace_id) AS workspace_identifier';

/** The API's own expressions (`src/titles/title.queries.ts`): counter columns kept by triggers on `edition`. */
const EDITION_COUNTS = editionCountColumns('t');

export const TITLE_ROW_SQL = `SELECT ${TITLE_COLUMNS}, ${EDITION_COUNTS} FROM title t WHERE t.id = ? AND t.workspace_id = ?`;

export const TITLE_LOCK_SQL = `SELECT ${TITLE_COLUMNS}, ${EDITION_COUNTS} FROM title t WHERE t.id = ? AND t.workspace_id = ? FOR UPDATE`;

export const TITLE_LIST_WHERE = 't.workspace_id = ? AND (t.name LIKE ? AND t.has_secure_socket_layer = ?)';

export const TITLE_COUNT_SQL = `SELECT COUNT(*) AS total FROM title t WHERE ${TITLE_LIST_WHERE}`;

export const TITLE_PAGE_SQL = `SELECT t.id FROM title t WHERE ${TITLE_LIST_WHERE} ORDER BY t.name DESC, t.id ASC LIMIT ? OFFSET ?`;

export const TITLE_ROWS_SQL = `SELECT ${TITLE_COLUMNS}, ${EDITION_COUNTS} FROM title t WHERE t.workspace_id = ? AND t.id IN (?)`;

const EDITION_COLUMNS =
  'e.id, e.workspace_id, e.title_id, e.name, e.identifier, e.uid, e.status, e.published_on, e.first_published_on, e.affected_on, ' +
  'e.is_visible, e.is_default, e.has_header, e.is_starred, e.category, e.options, e.screenshot_id, e.preview_key, e.created_on, e.modified_on, ' +
  't.identifier AS title_identifier, t.hostname AS title_hostname, w.identifier AS workspace_identifier, (SELECT COUNT(*) FROM page p WHERE p.edition_id = e.id) AS pages_count';

const EDITION_SCOPE =
  'edition e INNER JOIN title t ON t.id = e.title_id INNER JOIN workspace w ON w.id = e.workspace_id';

export const EDITION_ROW_SQL = `SELECT ${EDITION_COLUMNS} FROM ${EDITION_SCOPE} WHERE e.id = ? AND e.workspace_id = ?`;

export const EDITION_LIST_WHERE = 'e.workspace_id = ? AND (e.title_id = ? AND e.name LIKE ?)';

export const EDITION_COUNT_SQL = `SELECT COUNT(*) AS total FROM edition e WHERE ${EDITION_LIST_WHERE}`;

export const EDITION_PAGE_SQL = `SELECT e.id FROM edition e WHERE ${EDITION_LIST_WHERE} ORDER BY e.affected_on DESC, e.id ASC LIMIT ? OFFSET ?`;

export const EDITION_ROWS_SQL = `SELECT ${EDITION_COLUMNS} FROM ${EDITION_SCOPE} WHERE e.workspace_id = ? AND e.id IN (?)`;

const USER_COLUMNS =
  'u.id, u.first_name, u.last_name, u.email, u.phone, u.activated_on, u.verified_on, u.activity_on, u.status, u.options, ' +
  'u.created_on, u.modified_on, u.country, u.password_hash, u.num_accounts, m.roles';

const USER_SCOPE = 'user u INNER JOIN membership m ON m.user_id = u.id AND m.workspace_id = ?';

export const USER_ROW_SQL = `SELECT ${USER_COLUMNS} FROM ${USER_SCOPE} WHERE u.id = ?`;

export const USER_COUNT_SQL = `SELECT COUNT(*) AS total FROM ${USER_SCOPE} WHERE (u.email LIKE ?)`;

export const USER_PAGE_SQL = `SELECT u.id FROM ${USER_SCOPE} WHERE (u.email LIKE ?) ORDER BY u.id ASC LIMIT ? OFFSET ?`;

export const USER_ROWS_SQL = `SELECT ${USER_COLUMNS} FROM ${USER_SCOPE} WHERE u.id IN (?)`;
