import {
  applyDecorators,
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { catchError, defer, finalize, type Observable, switchMap } from 'rxjs';

import { principalOf } from '../common/auth/principal.js';
import { Idempotent, type RequestFingerprints } from '../idempotency/create.interceptor.js';
import type { Fingerprint } from '../idempotency/fingerprint.js';
import { FilesService } from './files.service.js';
import { type Upload, UploadReader } from './upload-reader.js';

/** Each request's upload, for the handler's `@UploadedFiles()`. */
const uploads = new WeakMap<object, Upload>();

/**
 * Reads a multipart upload into storage before the handler runs, and removes what it stored
 * when the handler fails (a foreign folder, the database, a twin's key): whatever happens after
 * the first byte, a failed upload leaves nothing behind.
 */
@Injectable()
export class UploadInterceptor implements NestInterceptor {
  constructor(
    private readonly reader: UploadReader,
    private readonly files: FilesService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const principal = principalOf(request);
    return defer(() =>
      this.reader.read(request, principal.workspaceId, (target) => this.files.targetFolder(principal, target)),
    ).pipe(
      switchMap((upload) => {
        uploads.set(request, upload);
        return next.handle().pipe(
          catchError(async (error: unknown) => {
            await this.reader.abandon(
              request,
              upload.files.map((file) => file.key),
            );
            throw error;
          }),
          // The handler has committed the rows (or failed, and abandon released the keys).
          finalize(() => void this.reader.release(upload)),
        );
      }),
    );
  }
}

/** The upload `UploadInterceptor` read: its files (already stored), target and fingerprint. */
export const UploadedFiles = createParamDecorator((_: unknown, context: ExecutionContext): Upload | undefined =>
  uploads.get(context.switchToHttp().getRequest<object>()),
);

/** An upload's Idempotency-Key fingerprint: its form fields and each file's name and sha256. */
@Injectable()
export class UploadFingerprints implements RequestFingerprints {
  constructor(private readonly reader: UploadReader) {}

  /** A possible replay: the parts are hashed as they stream past, and never stored. */
  beforeHandler(request: FastifyRequest, operation: string): Promise<Fingerprint> {
    return this.reader.fingerprint(request, operation);
  }

  ofHandled(request: FastifyRequest, operation: string): Fingerprint {
    const upload = uploads.get(request);
    if (!upload) throw new Error('the upload was not read before its create');
    return upload.fingerprint(operation);
  }
}

/**
 * An upload route: a create under an optional Idempotency-Key like any other (a 201 without
 * Location: the answer is a collection), whose body `UploadInterceptor` reads once the key is
 * known not to be a replay's.
 */
export const AcceptsUpload = (operation: string) =>
  // In this order: the idempotency check runs first, around the reading.
  applyDecorators(
    Idempotent(operation, { location: false, fingerprints: UploadFingerprints }),
    UseInterceptors(UploadInterceptor),
  );
