import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import { ApiConditionalWrite, ETAG_HEADER, type Preconditions, RequestPreconditions } from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { ApiProblems } from '../common/problem/api-responses.js';
import { CONTENT_PATCHES_SCHEMA } from './dto/page.dto.js';
import { PageResource } from './page.resource.js';
import { PageId } from './pages.controller.js';
import { PagesService } from './pages.service.js';

/** Editing Content (README, Editing Content): its own tag in the docs, the pages' path and service. */
@ApiTags('Editing')
@Authenticated()
@HalResponses()
@Controller('v2/magazine/page')
export class PageContentController {
  constructor(private readonly pages: PagesService) {}

  @Patch(':page_id/content')
  @ApiConditionalWrite()
  @PageId()
  @ApiOperation({
    operationId: 'patchPageContent',
    summary: "Edit a Page's content tree with Immer patches",
    description:
      'The patches are applied in order, as Immer applies them, all or nothing: with the page locked, the resulting tree is ' +
      'validated as a whole (as on create) and only then written. A path that does not exist is a 422 naming the patch ' +
      '(`patches.3.path`); a result that breaks the content rules is a 422 naming the content path ' +
      '(`content.children.0.level`), a tree over 1 MiB one naming `content`. At most 1,000 patches. An empty array changes nothing.',
  })
  @ApiBody({
    schema: CONTENT_PATCHES_SCHEMA,
    examples: {
      example: {
        summary: 'A heading before the first node (works on a new, empty page)',
        value: [{ op: 'add', path: ['children', 0], value: { type: 'heading', level: 1, text: 'Welcome' } }],
      },
      edit: {
        summary: "Two paragraphs in, the first one's text changed, the second one out again",
        value: [
          { op: 'add', path: ['children', 0], value: { type: 'paragraph', text: 'Draft' } },
          { op: 'add', path: ['children', 1], value: { type: 'paragraph', text: 'Second thoughts' } },
          { op: 'replace', path: ['children', 0, 'text'], value: 'Final' },
          { op: 'remove', path: ['children', 1] },
        ],
      },
    },
  })
  @ApiOkResponse({ type: PageResource, headers: ETAG_HEADER, description: 'The page with its new content tree' })
  @ApiProblems(400, 404, 409, 413, 415, 422)
  patchContent(
    @CurrentPrincipal() principal: Principal,
    @Param('page_id', ParseIdPipe) id: number,
    @Body() patches: unknown,
    @RequestPreconditions() conditions: Preconditions,
    // The page's JSON text, made without parsing the tree on the event loop (PagesService.patchContent).
  ): Promise<string> {
    return this.pages.patchContent(principal, id, patches, conditions);
  }
}
