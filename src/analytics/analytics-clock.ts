import { Injectable } from '@nestjs/common';

/**
 * The time analytics reads: the server decides every event's time, the day's salt, the closed
 * minutes and the report's "today". Tests set it instead of sleeping.
 */
@Injectable()
export class AnalyticsClock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Tests: `now()` reads this instant until set again (null: the real time). */
  set(instant: Date | null): void {
    this.fixed = instant ? new Date(instant) : null;
  }
}
