import type { IncomingResponse, ProducerDeserializer, Serializer } from '@nestjs/microservices';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const CLOSE = encoder.encode('}');
/** The HTTP success wrapper of the contract: `{"status":"success","body":<json>}`. */
const WRAP_HEAD = encoder.encode('{"status":"success","body":');

/** A reply's JSON inside the success wrapper, as the gateway sends it. */
export function wrapSuccess(body: Uint8Array): Uint8Array {
  return concatBytes(WRAP_HEAD, body, CLOSE);
}

/**
 * A reply that is already JSON. Replies cross the bus as JSON text anyway; a service that keeps
 * an answer serialized returns it as a JsonReply and nobody re-encodes it, and the gateway writes
 * a forwarded reply's bytes into the HTTP answer without parsing and re-encoding them (a 50 KB
 * page cost more in JSON.parse/JSON.stringify than in everything else the gateway does).
 */
export class JsonReply<T = unknown> {
  /** Only carries T for the type checker: a handler returns `Reply | JsonReply<Reply>`. */
  declare private readonly type?: T;

  private constructor(private readonly json: string | Uint8Array) {}

  static fromText<T = unknown>(text: string): JsonReply<T> {
    return new JsonReply<T>(text);
  }

  /** `bytes` must hold exactly one UTF-8 JSON value. */
  static fromBytes<T = unknown>(bytes: Uint8Array): JsonReply<T> {
    return new JsonReply<T>(bytes);
  }

  static of<T>(value: T | JsonReply<T>): JsonReply<T> {
    return value instanceof JsonReply ? value : new JsonReply<T>(JSON.stringify(value ?? null));
  }

  get bytes(): Uint8Array {
    return typeof this.json === 'string' ? encoder.encode(this.json) : this.json;
  }

  get text(): string {
    return typeof this.json === 'string' ? this.json : decoder.decode(this.bytes);
  }

  parse(): T {
    return JSON.parse(this.text) as T;
  }
}

interface OutgoingPacket {
  id?: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

const HEAD_START = '{"id":';
/** The head of a packet written by ReplySerializer; ids are Nest's random strings. */
const HEAD = /^\{"id":("[^"\\]*"),"isDisposed":(true|false),"response":/;
/** Enough bytes to hold any head. */
const HEAD_PEEK = 200;

function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Server side: a successful reply is written as `{"id":..,"isDisposed":..,"response":<json>}`,
 * with the response last so a receiver can take its bytes without parsing them. Errors and
 * empty replies keep Nest's plain JSON packet.
 */
export class ReplySerializer implements Serializer<OutgoingPacket, { data: string | Uint8Array }> {
  serialize(packet: OutgoingPacket): { data: string | Uint8Array } {
    const { response } = packet;
    if (packet.err !== undefined || response === undefined || typeof packet.id !== 'string') {
      return { data: JSON.stringify(packet) };
    }
    const id = `${HEAD_START}${JSON.stringify(packet.id)},"isDisposed":${packet.isDisposed === true}`;
    if (!(response instanceof JsonReply)) {
      return { data: `${id},"response":${JSON.stringify(response)}}` };
    }
    return { data: concatBytes(encoder.encode(`${id},"response":`), response.bytes, CLOSE) };
  }
}

interface NatsMessageLike {
  data: Uint8Array;
  json<T>(): T;
}

/**
 * Client side: a reply in ReplySerializer's shape comes out as a JsonReply over the received
 * bytes (nothing parsed); anything else (errors, replies of other senders) is
 * parsed as usual.
 */
export class ReplyDeserializer implements ProducerDeserializer {
  deserialize(message: NatsMessageLike): IncomingResponse {
    const data = message.data;
    const peek = decoder.decode(data.subarray(0, HEAD_PEEK));
    const head = HEAD.exec(peek);
    if (head && data[data.length - 1] === CLOSE[0]) {
      return {
        id: JSON.parse(head[1]!) as string,
        isDisposed: head[2] === 'true',
        response: JsonReply.fromBytes(data.subarray(encoder.encode(head[0]).length, data.length - 1)),
      };
    }
    return message.json<IncomingResponse>();
  }
}
