import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new endpoint secret: `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

/**
 * `webhook-signature` by the Standard Webhooks scheme: `v1,` + base64 of HMAC-SHA256, keyed by
 * the secret's bytes (base64 after `whsec_`), of `{id}.{timestamp}.{body}`.
 */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}
