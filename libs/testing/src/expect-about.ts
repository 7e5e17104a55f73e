import { expect } from '@jest/globals';

/**
 * `expect(value)` whose failure message starts with `about`: which item of a loop failed (an
 * exercise key, a route's subject, a query). Jest's own `expect` takes no message argument.
 */
export function expectAbout<T>(value: T, about: string): ReturnType<typeof expect<T>> {
  return labelled(expect(value), about);
}

function labelled<M extends object>(matchers: M, about: string): M {
  return new Proxy(matchers, {
    get(target, property, receiver) {
      const member: unknown = Reflect.get(target, property, receiver);
      if (typeof member === 'function') {
        return (...args: unknown[]) => {
          try {
            const result: unknown = member.apply(target, args);
            return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(withAbout(error, about))) : result;
          } catch (error) {
            throw withAbout(error, about);
          }
        };
      }
      // `.not`, `.resolves`, `.rejects` hold matchers of their own.
      return member !== null && typeof member === 'object' ? labelled(member, about) : member;
    },
  });
}

function withAbout(error: unknown, about: string): unknown {
  if (error instanceof Error) error.message = `${about}\n\n${error.message}`;
  return error;
}
