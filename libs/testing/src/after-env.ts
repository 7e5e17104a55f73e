import { afterAll, jest } from '@jest/globals';
import { stopStartedProcesses } from './processes.js';
import { closeRpc } from './rpc.js';

// A whole stack on two cores: a browser test or a hook that starts an ORM may take its time. Jest
// has one limit for tests and hooks alike, and none per project, so it is set here.
jest.setTimeout(60_000);

// Each integration test file closes the NATS connection its `rpc` calls opened, and stops the
// processes of its own it started.
afterAll(closeRpc);
afterAll(stopStartedProcesses);
