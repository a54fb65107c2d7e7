import { ApiProperty } from '@nestjs/swagger';

import { CollectionDto, HalLinkDto, RelatedListDto, ResourceStubDto } from '../common/hal/hal.dto.js';
import { WORKSPACE_STATUSES, type WorkspaceStatus } from './workspace.entity.js';

/** The Workspace (account) resource as it goes on the wire (docs/workspaces-and-users.md, Workspaces), for types and OpenAPI. */
class WorkspaceEmbeddedDto {
  @ApiProperty({
    type: RelatedListDto,
    description: "the workspace's projects: /v2/magazine/title filtered by account",
  })
  titles: RelatedListDto;
  @ApiProperty({ type: RelatedListDto, description: "the workspace's users: /v2/user filtered by account" })
  users: RelatedListDto;
  @ApiProperty({ type: ResourceStubDto, nullable: true, description: "the Media Library's root folder, /topiary/{id}" })
  root_folder: ResourceStubDto | null;
}

class WorkspaceLinksDto {
  @ApiProperty({ type: HalLinkDto }) self: HalLinkDto;
}

class WorkspaceComputedDto {
  @ApiProperty({ type: 'integer' }) titles_count: number;
  @ApiProperty({ type: 'integer' }) editions_count: number;
  @ApiProperty({ type: 'integer', description: 'members of the workspace' }) users_count: number;
  @ApiProperty({ type: 'integer' }) files_count: number;
  @ApiProperty({ type: 'integer', description: "the sum of the workspace's stored file sizes, in bytes" })
  storage_bytes: number;
}

/** The platform's agency relations; this service has none, so always `{}`. */
const NO_RELATIONS = {
  type: 'object',
  properties: {},
  description: "the platform's agency relations; always {} here",
} as const;

export class WorkspaceResource {
  @ApiProperty({ minLength: 1, maxLength: 255 }) name: string;
  @ApiProperty({ maxLength: 255, description: 'a slug, unique across the platform' }) identifier: string;
  @ApiProperty({ enum: WORKSPACE_STATUSES }) status: WorkspaceStatus;
  @ApiProperty() is_trial: boolean;
  @ApiProperty({ type: 'string', nullable: true, maxLength: 64 }) industry: string | null;
  @ApiProperty() is_company: boolean;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'a JSON object of at most 16 KiB' })
  meta: Record<string, unknown>;
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_on: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'null until the first change' })
  modified_on: string | null;
  @ApiProperty(NO_RELATIONS) clients: Record<string, never>;
  @ApiProperty(NO_RELATIONS) partners: Record<string, never>;
  @ApiProperty({ type: 'string', nullable: true, pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2' })
  billing_country: string | null;
  @ApiProperty({ type: WorkspaceEmbeddedDto }) _embedded: WorkspaceEmbeddedDto;
  @ApiProperty({ type: WorkspaceLinksDto }) _links: WorkspaceLinksDto;
  @ApiProperty({ type: WorkspaceComputedDto }) _computed: WorkspaceComputedDto;
}

class WorkspaceListEmbeddedDto {
  @ApiProperty({ type: [WorkspaceResource] }) account: WorkspaceResource[];
}

export class WorkspaceCollection extends CollectionDto {
  @ApiProperty({ type: WorkspaceListEmbeddedDto }) _embedded: WorkspaceListEmbeddedDto;
}
