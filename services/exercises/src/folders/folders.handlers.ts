import { exerciseRoutes } from '@openset/contracts';
import { folderHandlers } from '@openset/server-kit';
import { FoldersService } from './folders.service.js';

/** Folder calls of /api/clinician/exercises: the folder tree's handlers (server-kit). */
export class FoldersHandlers extends folderHandlers(exerciseRoutes, FoldersService) {}
