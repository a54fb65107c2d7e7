/**
 * Query parameters whose values are capabilities (a personalized link's key `t`): a log line or
 * a span keeps that they were there, never their value.
 */
const SECRET_KEYS = /([?&]t=)[^&#]*/g;

export function maskQueryKeys(url: string): string {
  return url.includes('t=') ? url.replace(SECRET_KEYS, '$1***') : url;
}
