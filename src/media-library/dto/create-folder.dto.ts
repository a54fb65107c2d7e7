import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsInt, IsNotEmpty, IsString, Matches, MaxLength, Min } from 'class-validator';
import { OptionalNotNull } from '../../common/dto/optional.js';

/** A folder name is a label: any text but control characters and slashes, 1 to 255 characters. */
// eslint-disable-next-line no-control-regex
export const FOLDER_NAME = /^(?=.*\S)[^\u0000-\u001f\u007f/\\]+$/;
export const FOLDER_NAME_MESSAGE = 'name must have a visible character and no slashes or control characters';

export class CreateFolderDto {
  static readonly readOnlyFields = ['id', 'account', 'created_on', 'modified_on', '_embedded', '_links', '_computed'];

  @ApiProperty({ maxLength: 255 })
  @IsDefined() @IsString() @IsNotEmpty() @MaxLength(255) @Matches(FOLDER_NAME, { message: FOLDER_NAME_MESSAGE })
  name: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: "the parent folder's id; default the workspace's root folder" })
  @OptionalNotNull() @IsInt() @Min(1)
  parent?: number;
}
