import { afterAll, expect, jest } from '@jest/globals';
import { BROWSER_CPU_THROTTLE } from './cpu-throttle.js';
import { stopStartedProcesses } from './processes.js';
import { closeRpc } from './rpc.js';

// A whole stack on two cores: a browser test or a hook that starts an ORM may take its time. Jest
// has one limit for tests and hooks alike, and none per project, so it is set here.
const browserTest = /[\\/]e2e[\\/]/.test(expect.getState().testPath ?? '');
// A browser test slowed down on purpose (E2E_CPU_THROTTLE) gets time to match.
jest.setTimeout(60_000 * (browserTest ? BROWSER_CPU_THROTTLE : 1));

// A browser test gets a second try (decision 022): on two shared cores a page can miss a 20 s wait
// once in a thousand runs without anything being wrong. The first failure is printed, and the
// closing summary names every test that passed only on its second try; a real fault fails both.
if (browserTest) jest.retryTimes(1, { logErrorsBeforeRetry: true });

// Each integration test file closes the NATS connection its `rpc` calls opened, and stops the
// processes of its own it started.
afterAll(closeRpc);
afterAll(stopStartedProcesses);
