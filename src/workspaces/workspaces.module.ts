import { Module } from '@nestjs/common';

import { AuthModule } from '../auth/auth.module.js';
import { MediaLibraryModule } from '../media-library/media-library.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { WorkspacesController } from './workspaces.controller.js';
import { WorkspacesService } from './workspaces.service.js';

@Module({
  imports: [AuthModule, MediaLibraryModule, StorageModule],
  controllers: [WorkspacesController],
  providers: [WorkspacesService],
  exports: [WorkspacesService],
})
export class WorkspacesModule {}
