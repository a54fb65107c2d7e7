import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';

import { RowIdRules } from '../../common/dto/identifiers.js';
import { IsName } from '../../common/dto/name.js';
import { OptionalNotNull, OptionalNullable } from '../../common/dto/optional.js';

/** The fields no write may set: they exist on every personalization resource. */
export const READ_ONLY_FIELDS = ['id', 'created_on', 'modified_on', '_embedded', '_links'];

/** Positions sort; they are not kept dense (nothing shifts), so any value up to this will do. */
const POSITION_MAX = 1_000_000;

/** A required id of another resource of the workspace, as a bare integer (`"edition": 7`). */
export const RequiredId = () => applyDecorators(IsDefined(), RowIdRules());

/** A name people read: 1 to 255 characters, no control characters. */
export const RequiredName = () => applyDecorators(IsDefined(), IsString(), MaxLength(255), IsName());
export const OptionalName = () => applyDecorators(OptionalNotNull(), IsString(), MaxLength(255), IsName());

/** A string or null, at most `max` characters. */
export const NullableText = (max: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'string', nullable: true, maxLength: max }),
    OptionalNullable(),
    IsString(),
    MaxLength(max),
  );

/** 0 or more; default: after the last. */
export const OptionalPosition = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: POSITION_MAX }),
    OptionalNotNull(),
    IsInt(),
    Min(0),
    Max(POSITION_MAX),
  );
