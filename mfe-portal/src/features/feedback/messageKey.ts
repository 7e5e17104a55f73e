/** A message as it was sent: its text, what it is about, and the Idempotency-Key it went with. */
export interface SentMessage {
  text: string;
  about: string;
  key: string;
}

/**
 * The Idempotency-Key of a message about to be sent: the last attempt's when it is the same
 * message sent again (its answer was lost: the server stores it once), a new one when the client
 * changed it since. Reusing the key for a corrected message would be refused as another request
 * with the same key, and the client could never send it.
 */
export function keyForMessage(last: SentMessage | null, text: string, about: string, newKey: () => string): string {
  return last !== null && last.text === text && last.about === about ? last.key : newKey();
}
