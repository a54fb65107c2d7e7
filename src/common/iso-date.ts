/** `00` to `99`, and `000` to `999`: the fields of a timestamp, looked up rather than padded. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, value) => String(value).padStart(3, '0'));

const DAY_MS = 86_400_000;

/**
 * `date.toISOString()`, the same characters (`YYYY-MM-DDTHH:mm:ss.sssZ`), worked out from the
 * time value. V8 formats each one through its date cache and a C `snprintf`, several times what
 * this arithmetic costs, and every resource carries two to five timestamps. Years outside
 * 0000–9999 (written `±YYYYYY`) and invalid dates (a RangeError) are left to `toISOString`.
 */
export function isoString(date: Date): string {
  const time = date.getTime();
  // Before 0000-01-01 or after 9999-12-31, or NaN.
  if (!(time >= -62_167_219_200_000 && time <= 253_402_300_799_999)) return date.toISOString();
  const days = Math.floor(time / DAY_MS);
  let ms = time - days * DAY_MS;
  // Days since 1970-01-01 to a proleptic Gregorian date, by 400-year eras starting in March
  // (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms").
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(ms / 3_600_000);
  ms -= hours * 3_600_000;
  const minutes = Math.floor(ms / 60_000);
  ms -= minutes * 60_000;
  const seconds = Math.floor(ms / 1000);
  ms -= seconds * 1000;
  const yyyy = year >= 1000 ? String(year) : String(year).padStart(4, '0');
  return `${yyyy}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}T${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${THREE_DIGITS[ms]}Z`;
}
