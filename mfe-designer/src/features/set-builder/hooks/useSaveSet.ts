import { exerciseCount, type HistoryPoint } from '@openset/contracts';
import { nanoid } from '@reduxjs/toolkit';
import { errorFlashKey, flashAdded, isApiError, useAppDispatch, useAppStore } from '@openset/web-kit';
import { useCreateSetMutation, useUpdateSetMutation } from '../../sets-api/setsApi';
import type { TemplateDestination } from '../components/SaveTemplateDialog';
import type { AssignChoice } from '../components/AssignDialog';
import { BUILDER_NS } from '../i18n/strings';
import { documentOpened, newDocument, selectDocument, setSaved } from '../state/builderSlice';

/** The catalogue message of a failed save (folderSetTooLarge, clientSetTooLarge, setChanged, signatureRequired...). */
export function saveErrorKey(error: unknown): string | null {
  return isApiError(error) ? errorFlashKey(error) : 'errors.general';
}

/**
 * Saving a document: as a template into a folder, over the set it edits, or for a client. A
 * save clears the document's draft on the server (the draft id goes with it) and here.
 */
export function useSaveSet(docId: string) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [createSet, createState] = useCreateSetMutation();
  const [updateSet, updateState] = useUpdateSetMutation();

  type Saved = Parameters<typeof setSaved>[0]['set'];
  const run = async (
    call: (doc: NonNullable<ReturnType<typeof selectDocument>>) => Promise<Saved>,
    /** What the flash says was saved: the general "Saved." unless told. */
    said: (set: Saved, created: boolean) => [string, Record<string, string>?] = () => ['flash.saved'],
  ): Promise<boolean> => {
    const doc = selectDocument(store.getState(), docId);
    if (!doc) return false;
    try {
      const set = await call(doc);
      const created = set.id !== doc.setId;
      dispatch(setSaved({ docId, set, revision: doc.revision }));
      const [key, values] = said(set, created);
      dispatch(flashAdded('success', key, values));
      return true;
    } catch (error) {
      const key = saveErrorKey(error);
      if (key) dispatch(flashAdded('error', key));
      return false;
    }
  };

  const contentOf = (doc: NonNullable<ReturnType<typeof selectDocument>>) => ({ ...doc.content, draftId: doc.draftId });

  return {
    busy: createState.isLoading || updateState.isLoading,
    saveTemplate: (destination: TemplateDestination) =>
      run((doc) =>
        createSet({
          ...contentOf(doc),
          type: 'folderSet',
          savename: destination.savename,
          folderId: destination.folderId,
          folderKind: destination.folderKind,
        }).unwrap(),
      ),
    /** Over the set it edits (from the version it was opened at). */
    saveOver: () =>
      run((doc) => {
        if (!doc.setId || doc.version === null) throw new Error('not a saved set');
        return updateSet({ id: doc.setId, body: { ...contentOf(doc), version: doc.version } }).unwrap();
      }),
    /** For a client: the flash names the program and the client, and says whether it is new. */
    assign: ({ clientId, clientName, signature }: AssignChoice) =>
      run(
        (doc) =>
          doc.setId && doc.setType === 'clientSet' && doc.clientId === clientId && doc.version !== null
            ? updateSet({ id: doc.setId, body: { ...contentOf(doc), version: doc.version, signature } }).unwrap()
            : createSet({ ...contentOf(doc), type: 'clientSet', clientId }).unwrap(),
        (set, created) => {
          const values = { title: set.title || set.savename, client: clientName };
          if (!created) return [`${BUILDER_NS}:save.assignedUpdated`, values];
          return [`${BUILDER_NS}:save.${set.enabled ? 'assignedNew' : 'assignedNewHidden'}`, values];
        },
      ),
    canSave: () => {
      const doc = selectDocument(store.getState(), docId);
      return Boolean(doc && exerciseCount(doc.content) > 0);
    },
  };
}

/** A history point opened as a new document (spec sections 4 and 8), with its flash. */
export function useOpenHistoryPoint() {
  const dispatch = useAppDispatch();
  return (point: HistoryPoint) => {
    const { savename, title, instructions, elements, education } = point;
    dispatch(
      documentOpened(
        newDocument(nanoid(), { sourceSetId: point.setId, content: { savename, title, instructions, elements, education } }),
      ),
    );
    dispatch(flashAdded('info', 'flash.historyPointAsNew'));
  };
}
