import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsNotEmpty, IsObject, IsString, MaxLength, Min, ValidateNested } from 'class-validator';

import { IsName } from '../../common/dto/name.js';
import { UpdateTitleDto } from './update-title.dto.js';

export class AccountRefDto {
  /** the target workspace */
  @ApiProperty({ type: 'integer' })
  @IsDefined()
  @IsInt()
  @Min(1)
  id: number;
}

/**
 * Create needs `name` and `account.id`. The updatable attributes may be set at creation too;
 * everything else is refused.
 */
export class CreateTitleDto extends OmitType(UpdateTitleDto, ['name'] as const) {
  static readonly readOnlyFields = UpdateTitleDto.readOnlyFields.filter((field) => field !== 'account');

  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  @IsName()
  name: string;

  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => AccountRefDto)
  account: AccountRefDto;
}
