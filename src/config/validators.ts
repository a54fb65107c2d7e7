import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** A URL that parses, with a port (when given) from 1 to 65535. */
export function isServiceUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const port = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?(?:\[[^\]]*\]|[^:/]*)(?::(\d*))?/i.exec(value)?.[1];
  return port === undefined || (port !== '' && Number(port) >= 1 && Number(port) <= 65535);
}
export const IsServiceUrl = (options: ValidationOptions) =>
  ValidateBy({ name: 'isServiceUrl', validator: { validate: isServiceUrl } }, options);

export const MYSQL_URL = /^(mysql|mariadb):\/\/[^/]+\/[^/?]+/;

/** A share of the body memory budget: no more than the budget itself. */
export const NotAboveBudget = () =>
  ValidateBy(
    {
      name: 'notAboveBudget',
      validator: {
        validate: (value: unknown, args) =>
          typeof value === 'number' &&
          value <= (args?.object as { BODY_MEMORY_BUDGET_BYTES: number }).BODY_MEMORY_BUDGET_BYTES,
      },
    },
    { message: ({ property }) => `${property} must not be above BODY_MEMORY_BUDGET_BYTES` },
  );

/** An unset or empty variable takes the default; anything else is read as a number and validated. */
export const NumberOr = (fallback: number) =>
  Transform(({ value }) => (value === undefined || value === '' ? fallback : Number(value)));

/** `true`/`false`/`1`/`0`; anything else is left as is for the validator to name. */
export function parseBoolean(value: unknown): unknown {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}
