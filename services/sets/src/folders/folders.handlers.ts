import { setRoutes } from '@openset/contracts';
import { folderHandlers } from '@openset/server-kit';
import { SetFoldersService } from './folders.service.js';

/** Folder calls of /api/clinician/sets/folders: the folder tree's handlers (server-kit). */
export class SetFoldersHandlers extends folderHandlers(setRoutes, SetFoldersService) {}
