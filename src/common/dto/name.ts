import { ValidateBy } from 'class-validator';

/**
 * A name is a label people read: at least one visible character, and no control character
 * (C0 including NUL, DEL, C1). One rule for every named resource (projects, users, folders,
 * docs, pages), so they all refuse the same inputs with the same 422 `isName`.
 */
// eslint-disable-next-line no-control-regex
export const NAME_TEXT = /^(?=[\s\S]*\S)[^\u0000-\u001f\u007f-\u009f]*$/;

export function isName(value: unknown): boolean {
  return typeof value === 'string' && NAME_TEXT.test(value);
}

/** Put beside the field's type and length rules (`@IsString() @MaxLength(255) @IsName()`). */
export const IsName = (): PropertyDecorator =>
  ValidateBy({
    name: 'isName',
    validator: {
      validate: isName,
      defaultMessage: (args) => `${args?.property ?? 'name'} must have a visible character and no control characters`,
    },
  });
