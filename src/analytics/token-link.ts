import { Injectable, type OnModuleInit } from '@nestjs/common';

import { TokensService } from '../personalization/tokens.service.js';
import { AnalyticsReports } from './analytics-reports.js';

/**
 * Deleting a token keeps its events with the token cleared (docs/analytics.md): the clearing runs in the
 * token delete's own transaction, so a failed delete clears nothing.
 */
@Injectable()
export class TokenAnalyticsLink implements OnModuleInit {
  constructor(
    private readonly tokens: TokensService,
    private readonly reports: AnalyticsReports,
  ) {}

  onModuleInit(): void {
    this.tokens.whenDeleted((manager, tokenId) => this.reports.forgetToken(manager, tokenId));
  }
}
