import { ApiClient, stackInfo } from '@openset/testing';
import { describe, expect, it } from '@jest/globals';
import { expectAbout } from '@openset/testing/expect';

describe('gateway: the HTTP contract', () => {
  it('answers health with every service and the database', async () => {
    const res = await fetch(`${stackInfo().baseUrl}/api/health`);
    const json = (await res.json()) as { status: string; body: { database: string; services: Record<string, { status: string }> } };
    expect(res.status).toBe(200);
    expect(json.status).toBe('success');
    expect(json.body.database).toBe('up');
    for (const name of ['auth', 'teams', 'exercises', 'sets', 'clients', 'outcomes', 'notifications']) {
      expectAbout(json.body.services[name]?.status, name).toBe('up');
    }
  });

  it('refuses a body that is not JSON with ERRVALIDATION, not a 500', async () => {
    const res = await new ApiClient().raw('POST', '/api/login', '{"token": "pro", ');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ status: 'error', error: { code: 'ERRVALIDATION' } });
  });

  it('refuses a 10 kB username, missing fields and extra fields with ERRVALIDATION', async () => {
    const api = new ApiClient();
    const huge = await api.post('/api/login', { token: 'x'.repeat(10_000), password: 'whatever-1' });
    const missing = await api.post('/api/login', { token: 'pro' });
    const extra = await api.post('/api/login', { token: 'pro', password: 'Password-123', admin: true });
    for (const res of [huge, missing, extra]) {
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ status: 'error', error: { code: 'ERRVALIDATION' } });
    }
    expect(JSON.stringify(missing.json)).toContain('password');
  });

  it('answers unknown API paths with ERRNOTFOUND in the wrapper', async () => {
    const res = await new ApiClient().get('/api/no/such/route');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status: 'error', error: { code: 'ERRNOTFOUND' } });
  });

  it('needs a session for clinician calls', async () => {
    const res = await new ApiClient().get('/api/clinician');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ status: 'error', error: { code: 'ERRAUTH' } });
  });

  it('publishes the OpenAPI document generated from the contract', async () => {
    const res = await fetch(`${stackInfo().baseUrl}/api/docs.json`);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/clinician', '/api/health']));
    const html = await (await fetch(`${stackInfo().baseUrl}/api/docs`)).text();
    expect(html).toContain('/api/login');
  });

  it('sends security headers', async () => {
    const res = await fetch(`${stackInfo().baseUrl}/api/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
