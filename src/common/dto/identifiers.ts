import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

import { SLUG } from '../slug.js';

/** The largest row id: ids are MySQL's signed INT, so anything above is no row of ours. */
export const ROW_ID_MAX = 2_147_483_647;

/** The longest identifier a row keeps (its column is VARCHAR(255)). */
const IDENTIFIER_MAX = 255;

/**
 * A client-chosen identifier (projects, docs, pages, workspaces): lower-case letters, digits and
 * single dashes, as `slugify` writes the generated ones. Optional-ness stays with the field.
 */
export const IsSlug = () =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: IDENTIFIER_MAX, pattern: SLUG.source }),
    IsString(),
    MaxLength(IDENTIFIER_MAX),
    Matches(SLUG, { message: '$property must be a slug: lower-case letters, digits and single dashes' }),
  );

/** The rules of a row id in a body, without its documentation (for composites that document their own). */
export const RowIdRules = () => applyDecorators(IsInt(), Min(1), Max(ROW_ID_MAX));

/** A reference to a row by id in a body: a positive integer no larger than the id columns hold. */
export const IsRowId = () => applyDecorators(ApiProperty({ minimum: 1, maximum: ROW_ID_MAX }), RowIdRules());

/** A row id written as text (a path segment, a form field): digits only, no sign, no leading zero. */
export function isRowIdText(value: string): boolean {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= ROW_ID_MAX;
}
