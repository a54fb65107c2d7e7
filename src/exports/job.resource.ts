import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { CollectionDto, HalLinkDto, ResourceStubDto } from '../common/hal/hal.dto.js';
import { JOB_STATUSES, type JobStatus } from './job.entity.js';

class JobEmbeddedDto {
  @ApiProperty({ type: ResourceStubDto }) edition: ResourceStubDto;
}

export class ImportErrorDto {
  @ApiProperty({ type: 'integer', description: 'counted from 1 after the header' }) row: number;
  @ApiProperty() column: string;
  @ApiProperty() rule: string;
  @ApiProperty() message: string;
}

class ImportResultDto {
  @ApiProperty({ type: 'integer' }) created: number;
  @ApiProperty({ type: 'integer' }) updated: number;
  @ApiProperty({ type: [ImportErrorDto] }) errors: ImportErrorDto[];
  @ApiPropertyOptional({
    type: 'integer',
    description: 'errors past the 200 listed; every error is at _links.errors',
  })
  errors_omitted?: number;
  @ApiProperty({ type: 'integer', description: 'rows in the file' }) rows: number;
  @ApiProperty({
    type: 'integer',
    description: 'rows 1 to this one are done: stored, or listed in errors (the rest were not stored)',
  })
  stored_through_row: number;
}

class JobLinksDto {
  @ApiProperty({ type: HalLinkDto }) self: HalLinkDto;
  @ApiPropertyOptional({ type: HalLinkDto, description: 'the archive: only once the job succeeded, until it expires' })
  download?: HalLinkDto;
  @ApiPropertyOptional({
    type: HalLinkDto,
    description: "an import job's every per-row error, paged (GET /v2/job/{id}/errors)",
  })
  errors?: HalLinkDto;
}

/** A job as it goes on the wire (docs/export-jobs.md, "Export jobs"). */
export class JobResource {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: ['export', 'import'] }) type: 'export' | 'import';
  @ApiProperty({ enum: JOB_STATUSES }) status: JobStatus;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty({ type: 'string', nullable: true, description: 'why it failed, in words the caller can act on' }) error:
    string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'bytes of the archive, once it succeeded' }) size:
    number | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    pattern: '^[0-9a-f]{64}$',
    description: 'sha256 of the archive, once it succeeded',
  })
  checksum: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_on: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) started_on: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) finished_on: string | null;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'once finished: when the archive and this job are removed',
  })
  expires_on: string | null;
  @ApiPropertyOptional({
    type: ImportResultDto,
    description: 'An import job (docs/personalization.md, "Campaigns"): what it stored so far, and its per-row errors',
  })
  result?: ImportResultDto;
  @ApiPropertyOptional({
    type: [String],
    description:
      'Only in the 202 of an export, and only when there is something to know: a protected doc (password or whitelist) exports to a package with no protection (docs/exports.md)',
  })
  notes?: string[];
  @ApiProperty({ type: JobEmbeddedDto }) _embedded: JobEmbeddedDto;
  @ApiProperty({ type: JobLinksDto }) _links: JobLinksDto;
}

class JobListEmbeddedDto {
  @ApiProperty({ type: [JobResource] }) job: JobResource[];
}

export class JobCollection extends CollectionDto {
  @ApiProperty({ type: JobListEmbeddedDto }) _embedded: JobListEmbeddedDto;
}

class JobErrorListEmbeddedDto {
  @ApiProperty({ type: [ImportErrorDto] }) error: ImportErrorDto[];
}

/** Every per-row error of an import job, in row order (docs/personalization.md, "Campaigns"). */
export class JobErrorCollection extends CollectionDto {
  @ApiProperty({ type: JobErrorListEmbeddedDto }) _embedded: JobErrorListEmbeddedDto;
}
