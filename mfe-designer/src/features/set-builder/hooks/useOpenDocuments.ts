import { nanoid } from '@reduxjs/toolkit';
import {
  flashAdded,
  profilePreferences,
  selectSession,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useStillHere,
} from '@openset/web-kit';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { setsApi } from '../../sets-api/setsApi';
import { builderPath, formatTokens, parseToken, parseTokens } from '../model/tokens';
import { initialUrlSync, urlSyncStep } from '../model/urlSync';
import {
  documentClosed,
  documentFromSet,
  documentLoaded,
  documentOpened,
  documentToken,
  newDocument,
  restoredFrom,
  selectDocuments,
  selectOrder,
  type SetBuilderState,
} from '../state/builderSlice';

/** Stored as a list of tokens (`openset.setBuilder.open.<profileId>`); a token that does not read is dropped. */
const OPEN_DOCUMENTS = 'setBuilder.open';
const NO_TOKENS: string[] = [];
const parseStoredTokens = (stored: unknown) =>
  Array.isArray(stored) && stored.every((token) => typeof token === 'string') ? parseTokens(stored.join(',')) : undefined;

/** The open documents remembered for this profile (the designer's default route opens them). */
export function rememberedTokens(accountId: string | null): string[] {
  return profilePreferences.read(accountId, OPEN_DOCUMENTS, NO_TOKENS, parseStoredTokens);
}

/**
 * Keeps the open documents and the URL's `setBuilder/:setIds` the same. When the URL changes
 * (a link, a reload, back), the documents follow it: the ones it no longer names close, the
 * new ones open (a set is fetched, with its draft if it has one; a new document's draft is
 * restored). When the builder changes them (a new document, a draft id, a save), the URL
 * follows (replaced, so back leaves the designer as before). The open documents are also
 * remembered per profile for the default route.
 */
export function useOpenDocuments(): void {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const documents = useAppSelector(selectDocuments);
  const order = useAppSelector(selectOrder);
  const { accountId } = useAppSelector(selectSession);

  const urlKey = formatTokens(parseTokens(params.setIds));
  const storeTokens = useMemo(
    () => order.flatMap((id) => (documents[id] ? [documentToken(documents[id])] : [])),
    [order, documents],
  );
  const storeKey = formatTokens(storeTokens);
  const sync = useRef(initialUrlSync);
  const stillHere = useStillHere();

  useEffect(() => {
    const next = urlSyncStep(sync.current, urlKey, storeKey);
    // A set that finished loading after the person clicked away must not bring them back: the
    // URL follows the documents only while the builder is where the person is (else this runs
    // again when their navigation ends, or never, the builder being gone).
    if (next.step.kind === 'navigate' && !stillHere()) return;
    sync.current = next.sync;
    if (next.step.kind === 'follow') {
      const wanted = parseTokens(urlKey);
      const state: Pick<SetBuilderState, 'order' | 'documents'> = store.getState().setBuilder ?? {
        order: [],
        documents: {},
      };
      for (const docId of state.order) {
        const doc = state.documents[docId];
        if (doc && !doc.tokens.some((token) => wanted.includes(token))) dispatch(documentClosed(docId));
      }
      for (const token of wanted) {
        if (!state.order.some((docId) => state.documents[docId]?.tokens.includes(token))) void open(token);
      }
    } else if (next.step.kind === 'navigate') {
      void navigate(builderPath(location.pathname, storeTokens) + location.search, { replace: true });
    }
  }, [urlKey, storeKey, stillHere]); // either side changing is what this effect is about

  useEffect(() => {
    profilePreferences.write(accountId, OPEN_DOCUMENTS, storeTokens);
  }, [accountId, storeTokens]);

  async function open(text: string) {
    const token = parseToken(text);
    if (!token) return;
    if (token.kind === 'new') {
      // The clients manager's "Create a client set" names the client (`?client=`) for Assign.
      const clientId = new URLSearchParams(location.search).get('client');
      dispatch(documentOpened(newDocument(token.id, { tokens: [text], clientId: clientId || null })));
      return;
    }
    const docId = nanoid();
    dispatch(documentOpened(newDocument(docId, { status: 'loading', tokens: [text] })));
    try {
      const drafts = await dispatch(
        setsApi.endpoints.drafts.initiate(undefined, { forceRefetch: true, subscribe: false }),
      ).unwrap();
      if (token.kind === 'draft') {
        const draft = drafts.items.find((item) => item.draftId === token.id);
        dispatch(documentLoaded({ docId, fields: draft ? restoredFrom(draft) : { status: 'missing' } }));
        return;
      }
      const found = await dispatch(setsApi.endpoints.setsByIds.initiate([token.id], { subscribe: false })).unwrap();
      const set = found.items[0];
      if (!set) {
        dispatch(documentLoaded({ docId, fields: { status: 'missing' } }));
        return;
      }
      // Spec section 8: a read-only set is opened as a new document, with a flash.
      if (set.readOnly) dispatch(flashAdded('info', 'flash.readOnlySetAsNew'));
      const draft = set.readOnly ? undefined : drafts.items.find((item) => item.originalId === set.id);
      dispatch(documentLoaded({ docId, fields: documentFromSet(docId, set, draft) }));
    } catch {
      dispatch(documentLoaded({ docId, fields: { status: 'missing' } }));
    }
  }
}
