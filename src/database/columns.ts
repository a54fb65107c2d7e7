import { Column, ColumnOptions } from 'typeorm';

/**
 * Millisecond date-times, stored and read as UTC on both drivers: `modified_on` must move even
 * when two changes land within one second.
 */
export function DateTimeColumn(options: Omit<ColumnOptions, 'type' | 'precision'> = {}): PropertyDecorator {
  return Column({ type: 'datetime', precision: 3, ...options });
}

/** JSON kept as text, so the same column works on SQLite and MySQL. */
export function JsonColumn(options: Omit<ColumnOptions, 'type'> = {}): PropertyDecorator {
  return Column({ type: 'simple-json', ...options });
}
