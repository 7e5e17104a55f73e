import { isApiError, newUuid, useAppDispatch, useAppSelector, useAppStore, useClinicianProfileQuery } from '@openset/web-kit';
import { useEffect, useRef } from 'react';
import { useSaveDraftMutation } from '../../sets-api/setsApi';
import { AutosaveScheduler, autosaveTiming, type SaveOutcome } from '../model/autosave';
import { draftFailed, draftSaved, draftSaveStarted, selectDocument } from '../state/builderSlice';

/** Spec sections 4 and 6: no drafts for restrictPhi profiles, demo and student accounts. */
export function useDraftsAllowed(): boolean {
  const { data: profile } = useClinicianProfileQuery();
  return Boolean(profile && !profile.restrictPhi && profile.type !== 'demo' && profile.type !== 'student');
}

/**
 * The draft autosave of one open document (model/autosave): after an edit, a draft save of the
 * content as it is then, at most every 30 s, each with its revision; the status shows in the
 * builder. A refused save (ERROPERATION, ERRPERMISSION) resets the draft ids (spec section 8).
 */
export function useAutosave(docId: string, allowed: boolean): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [saveDraft] = useSaveDraftMutation();
  const scheduler = useRef<AutosaveScheduler | null>(null);
  // A new document's first draft is named here, so a first save sent again stores one draft.
  const firstDraftId = useRef<string | null>(null);
  const needsSave = useAppSelector((state) => {
    const doc = selectDocument(state, docId);
    return doc?.status === 'ready' && doc.fresh && doc.revision > doc.draftRevision ? doc.revision : null;
  });

  useEffect(() => {
    const autosave = new AutosaveScheduler({
      timing: autosaveTiming(),
      save: async (signal): Promise<SaveOutcome> => {
        const current = selectDocument(store.getState(), docId);
        if (!current || current.status !== 'ready' || !current.fresh || current.revision <= current.draftRevision) {
          return 'saved';
        }
        dispatch(draftSaveStarted(docId));
        const call = saveDraft({
          draftId: current.draftId ?? (firstDraftId.current ??= newUuid()),
          originalId: current.originalId,
          revision: current.revision,
          content: current.content,
        });
        signal.addEventListener('abort', () => call.abort());
        try {
          const saved = await call.unwrap();
          firstDraftId.current = null;
          dispatch(
            draftSaved({ docId, draftId: saved.draftId, originalId: saved.originalId, revision: saved.revision }),
          );
          return 'saved';
        } catch (error) {
          const refused = isApiError(error) && (error.code === 'ERROPERATION' || error.code === 'ERRPERMISSION');
          if (refused) firstDraftId.current = null;
          dispatch(draftFailed({ docId, resetIds: refused }));
          return refused ? 'refused' : 'retry';
        }
      },
    });
    scheduler.current = autosave;
    return () => autosave.dispose();
  }, [docId, dispatch, store, saveDraft]);

  useEffect(() => {
    if (allowed && needsSave !== null) scheduler.current?.changed();
  }, [allowed, needsSave]);
}
