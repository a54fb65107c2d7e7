import { IsName } from '../../common/dto/name.js';
import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsNotEmpty, IsObject, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { UpdateTitleDto } from './update-title.dto.js';

export class AccountRefDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'the target workspace' })
  @IsDefined() @IsInt() @Min(1)
  id: number;
}

/**
 * Create needs `name` and `account.id`. The updatable attributes may be set at creation too;
 * everything else is refused.
 */
export class CreateTitleDto extends OmitType(UpdateTitleDto, ['name'] as const) {
  static readonly readOnlyFields = UpdateTitleDto.readOnlyFields.filter((field) => field !== 'account');

  @ApiProperty({ maxLength: 255 })
  @IsDefined() @IsString() @IsNotEmpty() @MaxLength(255) @IsName()
  name: string;

  @ApiProperty({ type: AccountRefDto })
  @IsDefined() @IsObject() @ValidateNested() @Type(() => AccountRefDto)
  account: AccountRefDto;
}
