import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { ApiDelete, ApiList, ApiRead } from '../common/api-stacks.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { ApiJsonBody } from '../common/dto/api-json-body.js';
import type { HalCollection } from '../common/hal/hal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import { ETAG_HEADER, type Preconditions, RequestPreconditions } from '../common/http/etag.js';
import { OptionalBody } from '../common/http/optional-body.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { binaryContent, Produces } from '../common/http/produces.js';
import { ApiProblems } from '../common/problem/api-responses.js';
import { ContentSender } from '../storage/content-sender.js';
import { ExportDocDto } from './export-doc.dto.js';
import { JOB_ERROR_LIST_FIELDS, JOB_LIST_FIELDS } from './job.list-fields.js';
import { JobCollection, JobErrorCollection, JobResource } from './job.resource.js';
import { ARCHIVE_TYPE, JobsService } from './jobs.service.js';

const JobId = () => ApiParam({ name: 'job_id', schema: { type: 'integer', minimum: 1 } });

const RETRY_AFTER_HEADER = {
  'Retry-After': {
    description: 'While the job is queued or running: seconds until it is worth reading the job again',
    schema: { type: 'integer', minimum: 1 },
  },
};

/** Tells a client watching a queued or running job when to look again. */
function watchable(reply: FastifyReply, seconds: number | undefined): void {
  if (seconds !== undefined) reply.header('Retry-After', String(seconds));
}

/** `POST /v2/magazine/edition/{id}/export`: the export of a doc starts here, and is a job (docs/export-jobs.md, "Export jobs"). */
@ApiTags('Jobs')
@Authenticated()
@HalResponses()
@Controller('v2/magazine/edition')
export class DocExportController {
  constructor(private readonly jobs: JobsService) {}

  @Post(':edition_id/export')
  @HttpCode(202)
  @ApiParam({ name: 'edition_id', schema: { type: 'integer', minimum: 1 } })
  @ApiOperation({
    operationId: 'exportDoc',
    summary: 'Export a Doc as a tar.gz web package (a job; Location names it)',
    description:
      'Queues an export of the doc as a tar.gz web package that opens from disk: the plain doc, or with `{"token": id}` that token\'s personalized copy. Answers 202 with the job and its `Location`; poll the job (`Retry-After` says when), then download its archive. At most 3 exports per workspace queued or running (429 with `Retry-After` past that).',
  })
  @ApiAcceptedResponse({
    type: JobResource,
    headers: {
      ...ETAG_HEADER,
      ...RETRY_AFTER_HEADER,
      Location: { description: '/v2/job/{id}', schema: { type: 'string', format: 'uri' } },
    },
    description: 'Queued',
  })
  @ApiJsonBody(ExportDocDto, {}, 'The plain doc; {"token": id} exports that token\'s personalized copy', false)
  @ApiProblems(400, 404, 413, 415, 422, 429)
  async export(
    @CurrentPrincipal() principal: Principal,
    @Param('edition_id', ParseIdPipe) id: number,
    @OptionalBody() dto: ExportDocDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JobResource> {
    const job = await this.jobs.startExport(principal, id, dto.token);
    reply.header('Location', job._links.self.href);
    watchable(reply, this.jobs.retryAfter(job));
    return job;
  }
}

@ApiTags('Jobs')
@Authenticated()
@Controller('v2/job')
export class JobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly sender: ContentSender,
  ) {}

  @Get()
  @HalResponses()
  @ApiOperation({
    operationId: 'listJobs',
    summary: 'List jobs (exports)',
    description: 'The export jobs of your workspace, filterable by `edition`, `type`, `status` and `created_on`.',
  })
  @ApiList(JOB_LIST_FIELDS, JobCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
  ): Promise<HalCollection<'job', JobResource>> {
    return this.jobs.list(principal, query, request.url);
  }

  @Get(':job_id')
  @HalResponses()
  @ApiOperation({
    operationId: 'getJob',
    summary: 'Retrieve a job: its status, progress and, once done, its archive link',
    description:
      "A job's status (`queued`, `running`, `succeeded`, `failed`), progress from 0 to 100 (saved at most once a second), and once " +
      "succeeded its archive's size, sha256 and download link. While the job is queued or running, `Retry-After` says in how many seconds to read it again.",
  })
  @ApiRead(JobResource, JobId())
  async get(
    @CurrentPrincipal() principal: Principal,
    @Param('job_id', ParseIdPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JobResource> {
    const job = await this.jobs.get(principal, id);
    watchable(reply, this.jobs.retryAfter(job));
    return job;
  }

  @Get(':job_id/errors')
  @HalResponses()
  @JobId()
  @ApiOperation({
    operationId: 'listJobErrors',
    summary: "List an import job's per-row errors",
    description:
      "Every per-row error of an import job (`{row, column, rule, message}`, rows counted from 1 after the header), in row order, a page at a time: the job's own `result.errors` lists only the first 200. Filterable by `row`, `column` and `rule`. An export job's list is empty.",
  })
  @ApiList(JOB_ERROR_LIST_FIELDS, JobErrorCollection)
  @ApiProblems(404)
  errors(
    @CurrentPrincipal() principal: Principal,
    @Param('job_id', ParseIdPipe) id: number,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
  ): Promise<HalCollection<'error', JobErrorCollection['_embedded']['error'][number]>> {
    return this.jobs.errors(principal, id, query, request.url);
  }

  @Delete(':job_id')
  @HalResponses()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteJob',
    summary: 'Delete a job and its archive (a running job is cancelled)',
    description: 'Deletes the job and its archive; a running job is cancelled. Answers 204.',
  })
  @ApiDelete(JobId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('job_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.jobs.remove(principal, id, conditions);
  }

  @Get(':job_id/download')
  @JobId()
  @ApiOperation({
    operationId: 'downloadJobArchive',
    summary: "Download an export's archive (tar.gz)",
    description:
      'The archive of a succeeded export (`application/gzip`), named `{project}-{doc}.tar.gz`, with its sha256 as ETag and Range support. 404 before it succeeds or after it expires.',
  })
  @Produces(ARCHIVE_TYPE)
  @ApiResponse({
    status: 200,
    description:
      'The archive, with ETag (its sha256), Content-Length, Accept-Ranges and Content-Disposition: attachment; filename="{project}-{doc}.tar.gz"',
    headers: ETAG_HEADER,
    content: binaryContent([ARCHIVE_TYPE]),
  })
  @ApiResponse({
    status: 206,
    description: 'One byte range (Range: bytes=...)',
    content: binaryContent([ARCHIVE_TYPE]),
  })
  @ApiResponse({ status: 304, description: 'If-None-Match matched' })
  @ApiProblems(404, 416)
  download(
    @CurrentPrincipal() principal: Principal,
    @Param('job_id', ParseIdPipe) id: number,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.jobs.archive(principal, id).then((archive) => this.sender.send(request, reply, archive));
  }
}
