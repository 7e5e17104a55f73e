import type { Provider } from '@nestjs/common';
import { createFileStore } from './file-store.js';

export const FILE_STORE = Symbol('FILE_STORE');
export const fileStoreProvider: Provider = { provide: FILE_STORE, useFactory: createFileStore };
