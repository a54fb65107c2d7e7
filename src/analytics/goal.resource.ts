import { ApiProperty } from '@nestjs/swagger';

import { CollectionDto, SelfLinksDto } from '../common/hal/hal.dto.js';
import { GOAL_TYPES, type GoalType } from './analytics.entities.js';

/**
 * A goal as it goes on the wire (docs/analytics.md, "Goals"), fields in alphabetical order. Every
 * property keeps its decorator: the plugin does not read `*.resource.ts` files.
 */
export class AnalyticsGoalResource {
  @ApiProperty({ type: SelfLinksDto }) _links: SelfLinksDto;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_on: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'the doc the goal is on; null: any doc' })
  doc: number | null;
  @ApiProperty({ type: 'string', nullable: true, description: '`custom`: the event name' }) event: string | null;
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'null until the first change' })
  modified_on: string | null;
  @ApiProperty() name: string;
  @ApiProperty({ type: 'string', nullable: true, description: '`page`: the page identifier' }) page: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: '`click`: the target pattern, `*` a wildcard' })
  pattern: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: '`page`: the page position, 1-based' })
  position: number | null;
  @ApiProperty({ enum: GOAL_TYPES }) type: GoalType;
}

class AnalyticsGoalListEmbeddedDto {
  @ApiProperty({ type: [AnalyticsGoalResource] }) goal: AnalyticsGoalResource[];
}
export class AnalyticsGoalCollection extends CollectionDto {
  @ApiProperty({ type: AnalyticsGoalListEmbeddedDto }) _embedded: AnalyticsGoalListEmbeddedDto;
}
