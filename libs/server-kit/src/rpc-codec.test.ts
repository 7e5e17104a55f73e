import { describe, expect, it } from '@jest/globals';
import { JsonReply, ReplyDeserializer, ReplySerializer } from './rpc-codec.js';

/** What a NATS message offers the deserializer. */
function received(data: string | Uint8Array) {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return { data: bytes, json: <T>() => JSON.parse(new TextDecoder().decode(bytes)) as T };
}
const roundTrip = (packet: Parameters<ReplySerializer['serialize']>[0]) =>
  new ReplyDeserializer().deserialize(received(new ReplySerializer().serialize(packet).data));

describe('reply codec', () => {
  it('carries a reply across as unparsed JSON that parses back to the same value', () => {
    const value = { title: 'Flexion de l\'épaule "debout"', n: [1, 2], nested: { ok: true } };
    const packet = roundTrip({ id: 'abc-1', isDisposed: true, response: value });
    expect(packet.id).toBe('abc-1');
    expect(packet.isDisposed).toBe(true);
    expect(packet.response).toBeInstanceOf(JsonReply);
    expect((packet.response as JsonReply).parse()).toEqual(value);
  });

  it('sends an already serialized reply without re-encoding it', () => {
    const bytes = new TextEncoder().encode('{"items":["épaule"],"total":1}');
    const packet = roundTrip({ id: 'x', isDisposed: true, response: JsonReply.fromBytes(bytes) });
    expect((packet.response as JsonReply).text).toBe('{"items":["épaule"],"total":1}');
  });

  it('keeps errors and empty replies as plain packets', () => {
    expect(roundTrip({ id: 'e', isDisposed: true, err: { code: 'ERRNOTFOUND', message: 'Not found' } })).toEqual({
      id: 'e', isDisposed: true, err: { code: 'ERRNOTFOUND', message: 'Not found' },
    });
    expect(roundTrip({ id: 'u', isDisposed: true })).toEqual({ id: 'u', isDisposed: true });
  });

  it("reads packets written by Nest's own serializer too", () => {
    const plain = JSON.stringify({ response: { a: 1 }, isDisposed: true, id: 'p' });
    expect(new ReplyDeserializer().deserialize(received(plain))).toEqual({ response: { a: 1 }, isDisposed: true, id: 'p' });
  });

  it('answers null for a reply of null, and JSON.stringify for plain values', () => {
    expect((roundTrip({ id: 'n', isDisposed: true, response: null }).response as JsonReply).parse()).toBeNull();
    expect(JsonReply.of([1, 'a']).text).toBe('[1,"a"]');
  });
});
