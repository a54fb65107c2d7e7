import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';

import { IsRowId } from '../../common/dto/identifiers.js';
import { IsName } from '../../common/dto/name.js';
import { OptionalNotNull } from '../../common/dto/optional.js';
import { UpdateEditionDto } from './update-edition.dto.js';

export class TitleRefDto {
  /**
   * a project of your workspace
   * @example 1
   */
  @ApiProperty({ type: 'integer' })
  @IsDefined()
  @IsRowId()
  id: number;
}

/** A reference may come as `{id}` or as the bare id, as the platform's clients send both. */
export const BareIdAsRef = <T extends { id: number }>(type: new () => T) =>
  Transform(({ value }) => (typeof value === 'number' ? Object.assign(new type(), { id: value }) : value));
const titleRef = BareIdAsRef(TitleRefDto);

/** Create needs `name` and `title`; the writable attributes may be set at creation too. */
export class CreateEditionDto extends OmitType(UpdateEditionDto, ['name'] as const) {
  static readonly readOnlyFields = UpdateEditionDto.readOnlyFields.filter((field) => field !== 'title');

  /** @example "Spring issue" */
  @ApiProperty({ minLength: 1 })
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  @IsName()
  name: string;

  /** the project; the bare id is accepted too */
  @IsDefined()
  @titleRef
  @IsObject()
  @ValidateNested()
  @Type(() => TitleRefDto)
  title: TitleRefDto;
}

/** Copy: optionally a name and another project of the workspace. */
export class CopyEditionDto {
  /** default "Copy of {name}" */
  @ApiPropertyOptional({ minLength: 1 })
  @OptionalNotNull()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  @IsName()
  name?: string;

  /** default the same project; the bare id is accepted too */
  @OptionalNotNull()
  @titleRef
  @IsObject()
  @ValidateNested()
  @Type(() => TitleRefDto)
  title?: TitleRefDto;
}
