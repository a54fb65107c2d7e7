/** The API Problem body (RFC 9457) every error carries, for the OpenAPI document. */
export class ProblemDto {
  /** @example about:blank */
  type: string;

  /** @example "Unprocessable Entity" */
  title: string;

  /** @example 422 */
  status: number;

  /** @example "Failed Validation" */
  detail: string;

  /**
   * field (dotted for nested) -> rule -> message; 422 only
   * @example {"name": {"isNotEmpty": "name should not be empty"}}
   */
  validation_messages?: Record<string, Record<string, string>>;
}
