import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsString, Matches, MaxLength, Min } from 'class-validator';

import { IsName } from '../../common/dto/name.js';
import { OptionalNotNull } from '../../common/dto/optional.js';
import { CreateFolderDto, FOLDER_NAME, FOLDER_NAME_MESSAGE } from './create-folder.dto.js';

/** Rename (`name`), move (`parent`), or both. The root folder can be renamed but not moved. */
export class UpdateFolderDto {
  static readonly readOnlyFields = CreateFolderDto.readOnlyFields;

  @OptionalNotNull()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  @IsName()
  @Matches(FOLDER_NAME, { message: FOLDER_NAME_MESSAGE })
  name?: string;

  /** the new parent folder; not the folder itself or one below it */
  @ApiPropertyOptional({ type: 'integer' })
  @OptionalNotNull()
  @IsInt()
  @Min(1)
  parent?: number;
}
