import { ValidateBy } from 'class-validator';

/**
 * A name is a label people read: at least one visible character (a name made only of
 * invisible or format characters, U+200B or U+061C alone, shows nothing), and no control character
 * (C0 including NUL, DEL, C1), nor a bidirectional embedding, override or isolate (U+202A to
 * U+202E, U+2066 to U+2069), which make a name display as other text than it holds (the marks
 * U+200E and U+200F, which right-to-left text needs, stay allowed). One rule for every named
 * resource (workspaces, projects, users, folders, docs, pages), so they all refuse the same
 * inputs with the same 422 `isName`.
 */
const NAME_TEXT =
  // The visible character: not a space, nor a format character (\p{Cf}: U+200B, U+200E, U+061C,
  // U+2060, U+FEFF...), nor a blank letter (the Hangul fillers, U+2800), which alone show nothing.
  // eslint-disable-next-line no-control-regex
  /^(?=[\s\S]*[^\s\p{Cf}\u115f\u1160\u3164\uffa0\u2800])[^\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/u;

export function isName(value: unknown): boolean {
  return typeof value === 'string' && NAME_TEXT.test(value);
}

/** Put beside the field's type and length rules (`@IsString() @MaxLength(255) @IsName()`). */
export const IsName = (): PropertyDecorator =>
  ValidateBy({
    name: 'isName',
    validator: {
      validate: isName,
      defaultMessage: (args) =>
        `${args?.property ?? 'name'} must have a visible character and no control or bidirectional override characters`,
    },
  });
