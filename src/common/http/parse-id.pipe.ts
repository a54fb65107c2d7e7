import { Injectable, PipeTransform } from '@nestjs/common';

import { ProblemException } from '../problem/problem.js';

const MAX_ID = 2_147_483_647;

/** A path id that is not a positive integer cannot name any entity: 404, as for an unknown id. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID) throw ProblemException.notFound();
    return Number(value);
  }
}
