/** Lower-cased, trimmed login token: usernames and e-mails match case-insensitively. */
export const tokenKey = (token: string) => token.trim().toLowerCase();
