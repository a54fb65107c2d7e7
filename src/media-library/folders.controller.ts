import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';

import { ApiCreate, ApiDelete, ApiList, ApiRead, ApiUpdate } from '../common/api-stacks.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { ApiJsonBody } from '../common/dto/api-json-body.js';
import type { HalCollection } from '../common/hal/hal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import { type Preconditions, RequestPreconditions } from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { RequestUrl } from '../common/http/request-url.js';
import { Created } from '../idempotency/create.interceptor.js';
import { CreateFolderDto } from './dto/create-folder.dto.js';
import { UpdateFolderDto } from './dto/update-folder.dto.js';
import { FOLDER_LIST_FIELDS } from './folder.list-fields.js';
import { FoldersService } from './folders.service.js';
import { FolderCollection, FolderResource } from './media.resource.js';

const TopiaryId = () => ApiParam({ name: 'topiary_id', schema: { type: 'integer', minimum: 1 } });

@ApiTags('Media Library')
@Authenticated()
@HalResponses()
@Controller('topiary')
export class FoldersController {
  constructor(private readonly folders: FoldersService) {}

  @Get()
  @ApiOperation({
    operationId: 'listTopiaryFolders',
    summary: "List the workspace's Topiary Folders",
    description:
      "The folders of your workspace's Media Library, root included, with the list query grammar (filters, order, paging).",
  })
  @ApiList(FOLDER_LIST_FIELDS, FolderCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'folder', FolderResource>> {
    return this.folders.list(principal, query, url);
  }

  @Get(':topiary_id')
  @ApiOperation({
    operationId: 'getTopiaryFolder',
    summary: 'Retrieve a Topiary Folder',
    description: 'A folder with its parent, child folders, first 100 files and counts (files, folders, bytes).',
  })
  @ApiRead(FolderResource, TopiaryId())
  get(@CurrentPrincipal() principal: Principal, @Param('topiary_id', ParseIdPipe) id: number): Promise<FolderResource> {
    return this.folders.get(principal, id);
  }

  @Post()
  @ApiOperation({
    operationId: 'createTopiaryFolder',
    summary: 'Create a Topiary Folder',
    description:
      'A new folder under `parent` (a folder id of your workspace), or under the root. A foreign parent is a 422 `notFound` on `parent`.',
  })
  @ApiJsonBody(CreateFolderDto, { name: 'Photos' })
  @ApiCreate(FolderResource, { names: 'the new folder' })
  @Created()
  create(@CurrentPrincipal() principal: Principal, @Body() dto: CreateFolderDto): Promise<FolderResource> {
    return this.folders.create(principal, dto);
  }

  @Patch(':topiary_id')
  @ApiOperation({
    operationId: 'updateTopiaryFolder',
    summary: 'Rename or move a Topiary Folder',
    description:
      'Rename a folder or move it under another parent. A move into its own subtree is a 422. `If-Match` guards against lost updates.',
  })
  @ApiJsonBody(UpdateFolderDto, { name: 'Photos 2026' })
  @ApiUpdate(FolderResource, TopiaryId())
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('topiary_id', ParseIdPipe) id: number,
    @Body() dto: UpdateFolderDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<FolderResource> {
    return this.folders.update(principal, id, dto, conditions);
  }

  @Delete(':topiary_id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteTopiaryFolder',
    summary: 'Delete an empty Topiary Folder',
    description: 'Deletes an empty folder. A folder that still holds files or folders, and the root folder, are 409.',
  })
  @ApiDelete(TopiaryId(), 409)
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('topiary_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.folders.remove(principal, id, conditions);
  }
}
