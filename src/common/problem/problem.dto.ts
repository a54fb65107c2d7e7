import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The API Problem body (RFC 9457) every error carries, for the OpenAPI document. */
export class ProblemDto {
  @ApiProperty({ example: 'about:blank' })
  type: string;

  @ApiProperty({ example: 'Unprocessable Entity' })
  title: string;

  @ApiProperty({ example: 422 })
  status: number;

  @ApiProperty({ example: 'Failed Validation' })
  detail: string;

  @ApiPropertyOptional({
    description: 'field (dotted for nested) -> rule -> message; 422 only',
    type: 'object',
    additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
    example: { name: { isNotEmpty: 'name should not be empty' } },
  })
  validation_messages?: Record<string, Record<string, string>>;
}
