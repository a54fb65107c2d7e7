import { IsOptional, ValidateIf } from 'class-validator';

/**
 * The key may be left out, but when present it must be valid: `null` is not a way to skip
 * validation (class-validator's IsOptional would let it through).
 */
export const OptionalNotNull = () => ValidateIf((_object, value) => value !== undefined);

/** The key may be left out or be null. */
export const OptionalNullable = () => IsOptional();
