import { ValidateBy } from 'class-validator';

/**
 * A key is the name content refers to a thing by (`{{first_name}}`, `visible_if.category`): a
 * lower-case letter, then up to 63 lower-case letters, digits or underscores. Fixed at creation,
 * so a page written against it keeps meaning the same thing.
 */
export const KEY = /^[a-z][a-z0-9_]{0,63}$/;

export function isKey(value: unknown): value is string {
  return typeof value === 'string' && KEY.test(value);
}

/** The one rule and message every keyed resource shares (422 `isKey`). */
export const IsKey = (): PropertyDecorator =>
  ValidateBy({
    name: 'isKey',
    validator: {
      validate: isKey,
      defaultMessage: (args) =>
        `${args?.property ?? 'key'} must be a lower-case letter, then up to 63 lower-case letters, digits or underscores`,
    },
  });
