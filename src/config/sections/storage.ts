import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUrl, ValidateIf } from 'class-validator';

import { parseBoolean } from '../validators.js';

/** Where the service keeps files: DATA_DIR (SQLite, local media), and the media driver, local or S3. */
export class StorageConfig {
  @IsString()
  DATA_DIR = './data';

  /** Where uploaded media bytes go: `local` (under DATA_DIR/media) or `s3`. */
  @IsIn(['local', 's3'])
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  /** Required with STORAGE_DRIVER=s3. */
  @ValidateIf((config: StorageConfig) => config.STORAGE_DRIVER === 's3')
  @IsString()
  @IsNotEmpty({ message: 'S3_BUCKET is required when STORAGE_DRIVER=s3' })
  S3_BUCKET?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  /** An S3-compatible server (MinIO, Ceph, R2, ...); unset means AWS itself. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  /** `bucket` in the path instead of the host name, as most S3-compatible servers need. */
  @Transform(({ value }) => (value === undefined || value === '' ? false : parseBoolean(value)))
  @IsBoolean({ message: 'S3_FORCE_PATH_STYLE must be true, false, 1 or 0' })
  S3_FORCE_PATH_STYLE = false;

  /** Both or neither; neither uses the SDK's default chain (instance role, AWS_* variables). */
  @ValidateIf((config: StorageConfig) => config.S3_SECRET_ACCESS_KEY !== undefined)
  @IsString()
  @IsNotEmpty({ message: 'S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY' })
  S3_ACCESS_KEY_ID?: string;

  @ValidateIf((config: StorageConfig) => config.S3_ACCESS_KEY_ID !== undefined)
  @IsString()
  @IsNotEmpty({ message: 'S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID' })
  S3_SECRET_ACCESS_KEY?: string;
}
