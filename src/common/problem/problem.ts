import { STATUS_CODES } from 'node:http';

import { HttpException } from '@nestjs/common';

/** Field -> rule -> message, nested fields as dotted paths (`vendorB_code.hub_id`). */
export type ValidationMessages = Record<string, Record<string, string>>;

/** An API Problem body (RFC 9457), as the platform's Laminas stack writes it. */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  [extension: string]: unknown;
}

export interface ProblemOptions {
  /** Overrides the status phrase, e.g. the OAuth error code on `/oauth`. */
  title?: string;
  extensions?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * The one exception every layer throws. The global filter turns it (and everything else)
 * into `application/problem+json`.
 */
export class ProblemException extends HttpException {
  readonly headers: Record<string, string>;

  constructor(status: number, detail: string, options: ProblemOptions = {}) {
    super(problemBody(status, detail, options.title, options.extensions), status);
    this.headers = options.headers ?? {};
  }

  get body(): ProblemBody {
    return this.getResponse() as ProblemBody;
  }

  static notFound(): ProblemException {
    return new ProblemException(404, 'Entity not found.');
  }

  /** No route has this path: said apart from a missing entity, so a typo does not read as one. */
  static routeNotFound(): ProblemException {
    return new ProblemException(404, 'Route not found.');
  }

  static badRequest(detail: string): ProblemException {
    return new ProblemException(400, detail);
  }

  static validation(messages: ValidationMessages): ProblemException {
    return new ProblemException(422, 'Failed Validation', {
      extensions: { validation_messages: messages },
    });
  }

  /** A 422 for one field and one rule. */
  static invalidField(field: string, rule: string, message: string): ProblemException {
    return ProblemException.validation({ [field]: { [rule]: message } });
  }
}

export function statusTitle(status: number): string {
  return STATUS_CODES[status] ?? 'Unknown Error';
}

export function problemBody(
  status: number,
  detail: string,
  title?: string,
  extensions: Record<string, unknown> = {},
): ProblemBody {
  return { type: 'about:blank', title: title ?? statusTitle(status), status, detail, ...extensions };
}
