/**
 * An e-mail address shown before sign-in completes (secondary authentication): enough for the
 * owner to recognise it, too little to learn it. `pat@example.test` -> `p***@example.test`.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) {
    return '***';
  }
  return `${email[0]}***${email.slice(at)}`;
}
