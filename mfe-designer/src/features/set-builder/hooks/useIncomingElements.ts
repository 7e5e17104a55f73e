import { nanoid } from '@reduxjs/toolkit';
import { actionErrorKey, flashAdded, useAppDispatch, useAppSelector, useAppStore } from '@openset/web-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyElementsByIdsQuery } from '../../exercise-browser/api/exercisesApi';
import { setExercisesFrom } from '../model/fromElement';
import { BROWSER_NS } from '../../exercise-browser/i18n/strings';
import { BUILDER_NS } from '../i18n/strings';
import { documentOpened, edited, incomingTaken, newDocument, selectIncoming } from '../state/builderSlice';

/** Full elements are asked at this image width: the builder's cards show 120 px thumbnails. */
const IMG_WIDTH = 120;

/**
 * Adds the browser elements asked for (the browser's "Add to set", a drop, its selection) to
 * the active document, one request at a time and in order: the full elements are fetched (list
 * rows carry no instructions, parameters or media) and copied (model/fromElement). With no
 * document open, a new one is opened. Answers what it is adding, for the builder's live region.
 */
export function useIncomingElements(): { adding: boolean; announcement: string } {
  const { t } = useTranslation(BUILDER_NS);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const incoming = useAppSelector(selectIncoming);
  const [fetchElements] = useLazyElementsByIdsQuery();
  const [adding, setAdding] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!incoming || adding) return;
    setAdding(true);
    dispatch(incomingTaken());
    void (async () => {
      try {
        const page = await fetchElements({ ids: incoming.ids, imgWidth: IMG_WIDTH }, true).unwrap();
        const resources = new Map(page.resources.map((resource) => [resource.id, resource]));
        const exercises = setExercisesFrom(
          incoming.ids,
          page.items,
          nanoid,
          (name) => t(`${BROWSER_NS}:parameterDefaults.${name}`),
          resources,
        );
        if (!exercises.length) return;
        let docId = store.getState().setBuilder?.activeId ?? null;
        if (!docId || store.getState().setBuilder?.documents[docId]?.status !== 'ready') {
          docId = nanoid();
          dispatch(documentOpened(newDocument(docId)));
        }
        dispatch(
          edited({
            docId,
            edit: {
              type: 'addElements',
              elements: exercises,
              ...(incoming.index === null ? {} : { index: incoming.index }),
            },
          }),
        );
        setAnnouncement(t('elements.added', { count: exercises.length, title: exercises[0]?.title ?? '' }));
      } catch (error) {
        const key = actionErrorKey(error);
        if (key) dispatch(flashAdded('error', key));
      } finally {
        setAdding(false);
      }
    })();
  }, [incoming, adding, dispatch, fetchElements, store, t]);

  return { adding, announcement };
}
