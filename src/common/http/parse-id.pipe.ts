import { Injectable, PipeTransform } from '@nestjs/common';

import { isRowIdText } from '../dto/identifiers.js';
import { ProblemException } from '../problem/problem.js';

/** A path id that is not a positive integer cannot name any entity: 404, as for an unknown id. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!isRowIdText(value)) throw ProblemException.notFound();
    return Number(value);
  }
}
