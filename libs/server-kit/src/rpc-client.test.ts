import { describe, expect, it } from '@jest/globals';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception.js';
import { TimeoutError } from 'rxjs';
import { RpcClient } from './rpc-client.js';

// What a failed attempt says decides whether the request may be sent again: a write is sent again
// only when nobody can have received it.
describe('RpcClient.failureOf', () => {
  it('knows a request nobody received: no copy subscribed, or the connection down before publishing', () => {
    expect(RpcClient.failureOf(new EmptyResponseException('auth.login'))).toBe('not-delivered');
    expect(RpcClient.failureOf('Error: Connection lost. Trying to reconnect...')).toBe('not-delivered');
  });

  it('treats a timeout as a request that may have been handled', () => {
    expect(RpcClient.failureOf(new TimeoutError())).toBe('no-answer');
    expect(RpcClient.failureOf(new Error('socket hang up'))).toBe('no-answer');
  });

  it('never retries a refusal of the service', () => {
    expect(RpcClient.failureOf({ code: 'ERROPERATION', message: 'Only empty folders can be deleted.' })).toBe('refused');
  });
});
