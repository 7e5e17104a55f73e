// A signed-in session on a running stack, the way a browser holds one: the `sid` cookie and the
// CSRF token for writes. For scripts that use the product's own API (demo data, benches).

/** Signs in with a username (or e-mail) and password. */
export async function signIn(baseUrl, token, password = 'Password-123') {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  const json = await res.json();
  const sid = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`login as ${token} failed: ${JSON.stringify(json)}`);
  return { cookie: sid, token: decodeURIComponent(sid.slice(4)), csrfToken: json.body.csrfToken };
}

/** One API call of a session: the success body, or an error naming the call and the answer. */
export async function apiCall(baseUrl, session, method, path, body) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (json.status !== 'success') throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json.error)}`);
  return json.body;
}
