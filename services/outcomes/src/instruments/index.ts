// The registry of standard instruments: type key -> instrument (definition and scoring). One file per
// instrument beside this one; add yours to INSTRUMENTS. Every module follows frame.ts.
import type { InstrumentModule } from './frame.js';
import { dass21 } from './dass21.js';
import { koos } from './koos.js';
import { lefs } from './lefs.js';
import { ndi } from './ndi.js';
import { nrs } from './nrs.js';
import { quickdash } from './quickdash.js';
import { rmdq } from './rmdq.js';
import { sf36 } from './sf36.js';
import { uefi } from './uefi.js';
import { vas } from './vas.js';

export const INSTRUMENTS: Readonly<Record<string, InstrumentModule>> = {
  lefs,
  uefi,
  vas,
  nrs,
  ndi,
  rmdq,
  quickdash,
  dass21,
  koos,
  sf36,
};

export function instrumentOf(type: string): InstrumentModule | undefined {
  return Object.hasOwn(INSTRUMENTS, type) ? INSTRUMENTS[type] : undefined;
}

export type { InstrumentModule } from './frame.js';
