import { Module } from '@nestjs/common';

import { PublicationService } from './publication.service.js';

/**
 * The publication (docs/reader.md): a doc as one reader sees it, shared by the reader, the exports
 * and the covers. It reads the Docs' and the Media Library's tables, and finds the personalization
 * hook (READER_PERSONALIZATION) in the app; it imports no feature module and renders nothing.
 */
@Module({
  providers: [PublicationService],
  exports: [PublicationService],
})
export class PublicationModule {}
