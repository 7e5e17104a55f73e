// The registry of standard instruments: type key -> instrument (definition and scoring). One file per
// instrument beside this one; add yours to INSTRUMENTS. Every module follows frame.ts.
import type { InstrumentModule } from './frame.js';
import { lefs } from './lefs.js';

export const INSTRUMENTS: Readonly<Record<string, InstrumentModule>> = {
  lefs,
};

export function instrumentOf(type: string): InstrumentModule | undefined {
  return Object.hasOwn(INSTRUMENTS, type) ? INSTRUMENTS[type] : undefined;
}

export type { InstrumentModule } from './frame.js';
