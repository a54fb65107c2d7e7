import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

import { IsRowId } from '../../common/dto/identifiers.js';
import { IsName } from '../../common/dto/name.js';
import { OptionalNotNull, OptionalNullable } from '../../common/dto/optional.js';
import { GOAL_TYPES, type GoalType } from '../analytics.entities.js';

/** The fields no write may set. */
const READ_ONLY_FIELDS = ['id', 'created_on', 'modified_on', '_links'];
/** A click goal's pattern: long enough for a URL or a selector, short enough to match in bounded time. */
export const GOAL_PATTERN_MAX = 200;
/** A page position a goal may name (1-based). */
const POSITION_MAX = 10_000;
/** Printable, no control characters. */
const PRINTABLE = /^[^\p{Cc}]+$/u;

/**
 * What PATCH may change on a goal. The type's target is checked on the goal as it would be after
 * the change (goals.service.ts): a `page` goal names its `doc` and one of `position` or `page`, a
 * `click` goal a `pattern`, a `custom` goal an `event`.
 */
export class UpdateGoalDto {
  static readonly readOnlyFields = READ_ONLY_FIELDS;

  /** @example Signed up */
  @ApiPropertyOptional({ minLength: 1, maxLength: 255 })
  @OptionalNotNull()
  @IsString()
  @MaxLength(255)
  @IsName()
  name?: string;

  /** what reaches the goal: a page of a doc, a click, a custom event, or a doc read to its last visible page */
  @ApiPropertyOptional({ enum: GOAL_TYPES })
  @OptionalNotNull()
  @IsIn(GOAL_TYPES)
  type?: GoalType;

  /** the doc the goal is on: required for `page`, optional otherwise (any doc of the workspace) */
  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1 })
  @OptionalNullable()
  @IsRowId()
  doc?: number | null;

  /** `page`: the page reached, by its position in the doc (1-based) */
  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: POSITION_MAX })
  @OptionalNullable()
  @IsInt()
  @Min(1)
  @Max(POSITION_MAX)
  position?: number | null;

  /** `page`: the page reached, by its identifier */
  @ApiPropertyOptional({ type: 'string', nullable: true, minLength: 1, maxLength: 255 })
  @OptionalNullable()
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  @Matches(PRINTABLE, { message: 'page: printable characters only' })
  page?: string | null;

  /** `click`: the click target's pattern, `*` matching any run of characters (case-insensitive) */
  @ApiPropertyOptional({ type: 'string', nullable: true, minLength: 1, maxLength: GOAL_PATTERN_MAX })
  @OptionalNullable()
  @IsString()
  @MinLength(1)
  @MaxLength(GOAL_PATTERN_MAX)
  @Matches(PRINTABLE, { message: 'pattern: printable characters only' })
  pattern?: string | null;

  /** `custom`: the custom event's name, as the beacon sends it */
  @ApiPropertyOptional({ type: 'string', nullable: true, minLength: 1, maxLength: 120 })
  @OptionalNullable()
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  @Matches(PRINTABLE, { message: 'event: printable characters only' })
  event?: string | null;
}

export class CreateGoalDto extends OmitType(UpdateGoalDto, ['name', 'type'] as const) {
  static readonly readOnlyFields = READ_ONLY_FIELDS;

  /** @example Signed up */
  @ApiProperty({ minLength: 1, maxLength: 255 })
  @IsDefined()
  @IsString()
  @MaxLength(255)
  @IsName()
  name: string;

  @ApiProperty({ enum: GOAL_TYPES })
  @IsDefined()
  @IsIn(GOAL_TYPES)
  type: GoalType;
}
