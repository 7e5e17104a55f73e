import type { Element, ElementListItem, ExerciseFolder } from '@openset/contracts';
import { useAppDispatch, useRunAction } from '@openset/web-kit';
import { useCallback } from 'react';
import {
  useCreateElementMutation,
  useCreateFolderMutation,
  useDeleteElementsMutation,
  useDeleteFolderMutation,
  useMoveToFolderMutation,
  useMoveToStackMutation,
  useReorderMutation,
  useSetFavouriteMutation,
  useUpdateElementMutation,
  useUpdateFolderMutation,
  type BrowserTab,
} from '../api/exercisesApi';
import type { EditorResult } from '../components/ElementEditorDialog';
import { BROWSER_NS, BROWSER_READ_ONLY } from '../i18n/strings';
import type { DropAction } from '../model/drop';
import { addToSet, selectionToggled } from '../state/browserSlice';

const ns = (key: string) => `${BROWSER_NS}:${key}`;

/** Every change the browser makes, each reporting success or the catalogue error. */
export function useBrowserActions(tab: BrowserTab, folderId: string | null) {
  const run = useRunAction(BROWSER_READ_ONLY);
  const dispatch = useAppDispatch();
  const [setFavourite, favouriteState] = useSetFavouriteMutation();
  const [createElement, createState] = useCreateElementMutation();
  const [updateElement, updateState] = useUpdateElementMutation();
  const [deleteElements, deleteState] = useDeleteElementsMutation();
  const [reorder] = useReorderMutation();
  const [moveToFolder] = useMoveToFolderMutation();
  const [moveToStack] = useMoveToStackMutation();
  const [createFolder, createFolderState] = useCreateFolderMutation();
  const [updateFolder, updateFolderState] = useUpdateFolderMutation();
  const [deleteFolder, deleteFolderState] = useDeleteFolderMutation();

  const toggleStar = useCallback(
    (element: ElementListItem) => run(() => setFavourite({ id: element.id, value: !element.favourite }).unwrap()),
    [run, setFavourite],
  );

  /** Creates in the open custom folder (or the clinician's own root from any other place). */
  const save = useCallback(
    async (mode: 'exercise' | 'stack', element: Element | null, result: EditorResult) => {
      const fields = {
        title: result.title,
        instructions: result.instructions,
        ...(mode === 'exercise'
          ? { reflect: result.reflect, parameters: result.parameters, resources: result.resources, thumbnailId: result.thumbnailId }
          : { exercises: result.exercises.map((member) => ({ id: member.id })) }),
      };
      if (!element) {
        const body = { kind: mode, folderId: tab === 'custom' ? folderId : null, ...fields };
        return run(() => createElement({ body }).unwrap(), 'common:flash.saved');
      }
      // Saving a stock exercise makes a personal copy (spec section 4): say so.
      const success = element.type === 'stockExercise' ? ns('editor.copiedToCustom') : 'common:flash.saved';
      return run(() => updateElement({ id: element.id, body: fields }).unwrap(), success);
    },
    [run, createElement, updateElement, tab, folderId],
  );

  const remove = useCallback((element: ElementListItem) => run(() => deleteElements([element.id]).unwrap(), ns('flash.deleted')), [run, deleteElements]);

  const drop = useCallback(
    (action: DropAction) => {
      switch (action.kind) {
        case 'moveToFolder':
          return run(() => moveToFolder({ ids: [action.id], folderId: action.folderId }).unwrap(), ns('flash.moved'));
        case 'moveToStack':
          return run(() => moveToStack({ ids: [action.id], stackId: action.stackId }).unwrap(), ns('flash.moved'));
        case 'reorder':
          return run(() => reorder({ id: action.id, targetId: action.targetId, side: action.side, favourite: tab === 'starred' }).unwrap());
      }
    },
    [run, moveToFolder, moveToStack, reorder, tab],
  );

  const newFolder = useCallback(
    (title: string, parent: ExerciseFolder | null) =>
      run(() => createFolder({ title, parentId: parent?.id ?? null, type: parent?.type ?? 'user' }).unwrap(), ns('flash.folderCreated')),
    [run, createFolder],
  );
  const renameFolder = useCallback(
    (folder: ExerciseFolder, title: string) => run(() => updateFolder({ id: folder.id, body: { title } }).unwrap(), 'common:flash.saved'),
    [run, updateFolder],
  );
  const moveFolder = useCallback(
    (folder: ExerciseFolder, parentId: string | null) => run(() => updateFolder({ id: folder.id, body: { parentId } }).unwrap(), ns('flash.moved')),
    [run, updateFolder],
  );
  const removeFolder = useCallback((folder: ExerciseFolder) => run(() => deleteFolder(folder.id).unwrap(), ns('flash.deleted')), [run, deleteFolder]);

  const sendToSet = useCallback((ids: string[]) => dispatch(addToSet({ ids, tab })), [dispatch, tab]);
  const toggleSelect = useCallback((id: string) => dispatch(selectionToggled(id)), [dispatch]);

  return {
    toggleStar,
    starBusyId: favouriteState.isLoading ? (favouriteState.originalArgs?.id ?? null) : null,
    save,
    saving: createState.isLoading || updateState.isLoading,
    remove,
    removing: deleteState.isLoading,
    drop,
    newFolder,
    renameFolder,
    moveFolder,
    removeFolder,
    folderBusy: createFolderState.isLoading || updateFolderState.isLoading || deleteFolderState.isLoading,
    sendToSet,
    toggleSelect,
  };
}
