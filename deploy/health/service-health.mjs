// The probe of one service copy, run inside its container by Kubernetes (an exec probe): the
// services speak NATS, not HTTP, so it asks this copy's own health subject over NATS,
// `<prefix>.<service>.health.<host>` (server-kit's instanceHealthSubject: in a pod the host name
// is the pod's name, so no other copy can answer for this one).
//
//   node deploy/health/service-health.mjs <service> ready   answers, and its database answers
//   node deploy/health/service-health.mjs <service> live    answers at all
//
// Exit 0: healthy; 1: not. Liveness never fails for what is not this copy's fault: a database
// that is down (readiness takes the copy out of nothing, it serves no HTTP, but the rollout
// waits) or a NATS that this probe cannot reach either (restarting every copy would not bring
// NATS back). Readiness fails in both cases, which holds a rolling update until they are back.
import { hostname } from 'node:os';
import { connect } from '@nats-io/transport-node';

const [service, mode = 'ready'] = process.argv.slice(2);
if (!service || !['ready', 'live'].includes(mode)) {
  console.error('usage: service-health.mjs <service> ready|live');
  process.exit(2);
}
const timeoutMs = Number(process.env.HEALTH_PROBE_TIMEOUT_MS ?? 3000);
const prefix = process.env.NATS_PREFIX ?? 'openset';
const servers = (process.env.NATS_URL ?? 'nats://127.0.0.1:4222')
  .split(',')
  .map((server) => server.trim())
  .filter(Boolean);
const subject = `${prefix}.${service}.health.${hostname().replace(/[^A-Za-z0-9_-]/g, '_')}`;

function done(healthy, message) {
  console.log(`${service} ${mode}: ${healthy ? 'ok' : 'FAILED'}: ${message}`);
  process.exit(healthy ? 0 : 1);
}

let connection;
try {
  connection = await connect({ servers, timeout: timeoutMs, name: `probe@${hostname()}`, maxReconnectAttempts: 0 });
} catch (error) {
  done(mode === 'live', `NATS not reachable from this pod (${error.message})${mode === 'live' ? ', the copy is not judged' : ''}`);
}
try {
  // Nest's request packet: the reply comes back as {id, response} or {id, err}.
  const request = JSON.stringify({ pattern: subject, data: {}, id: `probe-${process.pid}` });
  const reply = await connection.request(subject, request, { timeout: timeoutMs });
  const packet = reply.json();
  if (packet.err) done(false, `answered an error: ${JSON.stringify(packet.err)}`);
  const health = packet.response;
  if (health?.status !== 'up') done(false, `answered ${JSON.stringify(health)}`);
  if (mode === 'ready' && health.database === 'down') done(false, 'its database does not answer');
  done(true, `instance ${health.instance}, database ${health.database}, up ${health.uptimeSeconds} s`);
} catch (error) {
  // No responders: the process is not subscribed (stuck starting, or stopped listening); a
  // timeout: it does not answer in time.
  done(false, `no answer on ${subject} (${error.message})`);
} finally {
  await connection.close().catch(() => undefined);
}
