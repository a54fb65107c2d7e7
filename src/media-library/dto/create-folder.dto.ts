import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsInt, IsNotEmpty, IsString, Matches, MaxLength, Min } from 'class-validator';

import { IsName } from '../../common/dto/name.js';
import { OptionalNotNull } from '../../common/dto/optional.js';

/** A folder name is a name (IsName) without slashes, 1 to 255 characters. */
export const FOLDER_NAME = /^[^/\\]+$/;
export const FOLDER_NAME_MESSAGE = 'name must have no slashes';

export class CreateFolderDto {
  static readonly readOnlyFields = ['id', 'account', 'created_on', 'modified_on', '_embedded', '_links', '_computed'];

  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  @IsName()
  @Matches(FOLDER_NAME, { message: FOLDER_NAME_MESSAGE })
  name: string;

  /** the parent folder's id; default the workspace's root folder */
  @ApiPropertyOptional({ type: 'integer' })
  @OptionalNotNull()
  @IsInt()
  @Min(1)
  parent?: number;
}
