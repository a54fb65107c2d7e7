import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { createHash } from 'node:crypto';
import { Public } from '../auth/public.decorator.js';
import { READER_SCRIPT } from '../reader/reader-script.js';

const ETAG = `"${createHash('sha256').update(READER_SCRIPT).digest('base64url').slice(0, 27)}"`;

/**
 * Serves the reader's script until the reader module does (CONTRACT 14): cacheable for an hour,
 * tagged by its bytes.
 */
@ApiExcludeController()
@Public()
@Controller('read/_')
export class ReaderScriptController {
  @Get('reader.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @Header('ETag', ETAG)
  script(): string {
    return READER_SCRIPT;
  }
}
