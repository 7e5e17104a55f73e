import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { nanoid } from '@reduxjs/toolkit';
import { exerciseCount, type SetExercise } from '@openset/contracts';
import { addAppStrings, ConfirmDialog, LoadingState, useAppDispatch, useAppSelector, visuallyHidden } from '@openset/web-kit';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresetsOpen } from '../../shared/designerPreferences';
import { AddIcon, CloseIcon } from '../../shared/icons';
import { AttachedEducation } from '../education/components/AttachedEducation';
import { SafeTextField } from '../exercise-browser/components/SafeTextField';
import { PdfActions } from '../set-pdf/PdfActions';
import { EmailButton } from '../set-email/EmailButton';
import { DocumentTabTitle } from './components/DocumentTabTitle';
import { DraftsOffer } from './components/DraftsOffer';
import { ElementCard } from './components/ElementCard';
import { PresetsPanel } from './components/PresetsPanel';
import { BUILDER_DROP_ID } from './components/SetBuilderDnd';
import { useAutosave, useDraftsAllowed } from './hooks/useAutosave';
import { useIncomingElements } from './hooks/useIncomingElements';
import { useOpenDocuments } from './hooks/useOpenDocuments';
import { useOpenHistoryPoint, useSaveSet } from './hooks/useSaveSet';
import { BUILDER_NS, builderStrings } from './i18n/strings';
import type { ContentEdit } from './model/edits';
import {
  documentActivated,
  documentClosed,
  documentOpened,
  edited,
  mediaSetOf,
  newDocument,
  redone,
  selectActiveId,
  selectDocuments,
  selectionToggled,
  selectOrder,
  undone,
  type SetDocument,
} from './state/builderSlice';

addAppStrings(BUILDER_NS, builderStrings);

// Dialogs download when first opened.
const SaveTemplateDialog = lazy(() => import('./components/SaveTemplateDialog'));
const AssignDialog = lazy(() => import('./components/AssignDialog'));
const HistoryDialog = lazy(() => import('./components/HistoryDialog'));
const EmailSetDialog = lazy(() => import('../set-email/EmailSetDialog'));

const docTitle = (doc: SetDocument, untitled: string) => doc.content.savename || doc.content.title || untitled;

/**
 * The designer's right pane (spec section 2): tabs of the open documents (their ids in the
 * URL), and the active one's coversheet, elements, parameters, media, presets, undo and redo,
 * draft status, saving and history. Keyboard: Ctrl+Z, Ctrl+Shift+Z; elements reorder with
 * their handle (Space, arrows, Space).
 */
export function SetBuilder() {
  const { t } = useTranslation(BUILDER_NS);
  const dispatch = useAppDispatch();
  const order = useAppSelector(selectOrder);
  const documents = useAppSelector(selectDocuments);
  const activeId = useAppSelector(selectActiveId);
  const allowed = useDraftsAllowed();
  useOpenDocuments();
  const incoming = useIncomingElements();
  const active = activeId ? documents[activeId] : undefined;
  // A document with unsaved changes asks before it closes; a saved one closes at once.
  const [closing, setClosing] = useState<string | null>(null);
  const closingDoc = closing ? documents[closing] : undefined;
  const requestClose = (docId: string) => {
    if (documents[docId]?.fresh) setClosing(docId);
    else dispatch(documentClosed(docId));
  };

  // Ctrl+Z and Ctrl+Shift+Z anywhere in the builder, or with the focus nowhere in particular
  // (after a drop); a text field of the browser keeps its own undo.
  const region = useRef<HTMLDivElement>(null);
  const activeDocId = active?.docId;
  useEffect(() => {
    if (!activeDocId) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      const target = event.target instanceof Node ? event.target : null;
      if (target && target !== document.body && !region.current?.contains(target)) return;
      event.preventDefault();
      dispatch(event.shiftKey ? redone(activeDocId) : undone(activeDocId));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [activeDocId, dispatch]);

  return (
    <Box ref={region}>
      {order.map((docId) => (
        <DocumentAutosave key={docId} docId={docId} allowed={allowed} />
      ))}
      <Stack direction="row" sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider', pr: 1 }}>
        <Tabs
          value={activeId ?? false}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('documents.label')}
          sx={{ flex: 1, minHeight: 44 }}
        >
          {order.map((docId) => {
            const doc = documents[docId];
            if (!doc) return null;
            const title = docTitle(doc, t('documents.untitled'));
            return (
              <Tab
                key={docId}
                value={docId}
                onClick={() => dispatch(documentActivated(docId))}
                // A close button inside a tab would be a control inside a control: the keyboard
                // closes the focused tab with Delete, the pointer with the cross.
                aria-keyshortcuts="Delete"
                aria-description={t('documents.closeHint')}
                onKeyDown={(event) => {
                  if (event.key !== 'Delete') return;
                  event.preventDefault();
                  requestClose(docId);
                }}
                sx={{ minHeight: 44, textTransform: 'none' }}
                label={
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <span>
                      <DocumentTabTitle doc={doc} title={title} />
                      {doc.fresh && <span aria-label={t('documents.fresh')}> •</span>}
                    </span>
                    <Box
                      component="span"
                      aria-hidden
                      title={t('documents.close', { title })}
                      data-testid="close-document"
                      onClick={(event) => {
                        event.stopPropagation();
                        requestClose(docId);
                      }}
                      sx={{ display: 'inline-flex', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
                    >
                      <CloseIcon sx={{ fontSize: 16 }} />
                    </Box>
                  </Stack>
                }
              />
            );
          })}
        </Tabs>
        <Tooltip title={t('documents.new')}>
          <IconButton aria-label={t('documents.new')} onClick={() => dispatch(documentOpened(newDocument(nanoid())))}>
            <AddIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <DraftsOffer allowed={allowed} />
      {closingDoc && (
        <ConfirmDialog
          open
          destructive
          title={t('documents.closeUnsavedTitle')}
          message={t('documents.closeUnsaved', { title: docTitle(closingDoc, t('documents.untitled')) })}
          confirmLabel={t('documents.closeAnyway')}
          onCancel={() => setClosing(null)}
          onConfirm={() => {
            setClosing(null);
            dispatch(documentClosed(closingDoc.docId));
          }}
        />
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {incoming.adding ? t('elements.adding') : incoming.announcement}
      </Box>
      {incoming.adding && <LinearProgress aria-label={t('elements.adding')} sx={{ height: 3 }} />}
      {active?.status === 'loading' ? (
        <LoadingState label={t('documents.loading')} />
      ) : active?.status === 'missing' ? (
        <Alert severity="warning" sx={{ m: 2 }}>
          {t('documents.missing')}
        </Alert>
      ) : active ? (
        <DocumentView key={active.docId} doc={active} draftsAllowed={allowed} />
      ) : (
        <EmptyDrop />
      )}
    </Box>
  );
}

function DocumentAutosave({ docId, allowed }: { docId: string; allowed: boolean }) {
  useAutosave(docId, allowed);
  return null;
}

function EmptyDrop() {
  const { t } = useTranslation(BUILDER_NS);
  const { setNodeRef, isOver } = useDroppable({ id: BUILDER_DROP_ID });
  return (
    <Box
      ref={setNodeRef}
      data-testid="set-builder-drop"
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: 300,
        m: 2,
        px: 4,
        textAlign: 'center',
        border: 2,
        borderStyle: 'dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        borderRadius: 2,
      }}
    >
      <Typography color="text.secondary" sx={{ maxWidth: 360 }}>
        {isOver ? t('elements.dropHere') : t('elements.empty')}
      </Typography>
    </Box>
  );
}

type Dialog = 'template' | 'assign' | 'history' | 'email' | null;

function DocumentView({ doc, draftsAllowed }: { doc: SetDocument; draftsAllowed: boolean }) {
  const { t } = useTranslation(BUILDER_NS);
  const dispatch = useAppDispatch();
  const { docId, content } = doc;
  const onEdit = useCallback((edit: ContentEdit) => dispatch(edited({ docId, edit })), [dispatch, docId]);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Shown or hidden for every set the clinician opens, and after a reload (per profile).
  const [presetsOpen, setPresetsOpen] = usePresetsOpen();
  const save = useSaveSet(docId);
  const openPoint = useOpenHistoryPoint();
  const { setNodeRef, isOver } = useDroppable({ id: BUILDER_DROP_ID });
  const exercises = content.elements.filter((element): element is SetExercise => element.type === 'setExercise');
  const count = exerciseCount(content);
  const title = docTitle(doc, t('documents.untitled'));
  const canSaveOver = Boolean(doc.setId && doc.setType === 'folderSet' && doc.fresh);

  return (
    <Box>
      <Stack
        role="toolbar"
        aria-label={t('toolbar.label')}
        data-undo={doc.undo.past.length}
        data-redo={doc.undo.future.length}
        direction="row"
        spacing={1}
        sx={{
          px: 2,
          py: 1,
          flexWrap: 'wrap',
          rowGap: 1,
          alignItems: 'center',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Button
          size="small"
          onClick={() => dispatch(undone(docId))}
          disabled={!doc.undo.past.length}
          aria-keyshortcuts="Control+Z"
        >
          {t('toolbar.undo')}
        </Button>
        <Button
          size="small"
          onClick={() => dispatch(redone(docId))}
          disabled={!doc.undo.future.length}
          aria-keyshortcuts="Control+Shift+Z"
        >
          {t('toolbar.redo')}
        </Button>
        <Button size="small" onClick={() => onEdit({ type: 'addDivider', key: nanoid() })}>
          {t('toolbar.addDivider')}
        </Button>
        <Button
          size="small"
          aria-expanded={presetsOpen}
          aria-controls="builder-presets"
          onClick={() => setPresetsOpen((open) => !open)}
        >
          {t('toolbar.presets')}
        </Button>
        <Button size="small" onClick={() => setDialog('history')} aria-haspopup="dialog">
          {t('toolbar.history')}
        </Button>
        <PdfActions doc={doc} title={title} />
        <EmailButton doc={doc} onOpen={() => setDialog('email')} />
        <Box sx={{ flex: 1 }} />
        {canSaveOver && (
          <Button size="small" variant="outlined" disabled={save.busy} onClick={() => void save.saveOver()}>
            {t('toolbar.save')}
          </Button>
        )}
        <Button
          size="small"
          variant="outlined"
          disabled={!count}
          onClick={() => setDialog('assign')}
          aria-haspopup="dialog"
        >
          {t('toolbar.assign')}
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={!count}
          onClick={() => setDialog('template')}
          aria-haspopup="dialog"
        >
          {t('toolbar.saveTemplate')}
        </Button>
      </Stack>

      <Stack
        direction="row"
        spacing={1}
        sx={{ px: 2, py: 0.75, alignItems: 'center', minHeight: 36, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('elements.count', { count })}
        </Typography>
        {doc.restored && (
          <Chip
            size="small"
            color="info"
            label={t('documents.restored')}
            title={t('documents.restoredHint')}
            data-testid="restored"
          />
        )}
        <Typography
          variant="body2"
          role="status"
          aria-live="polite"
          data-testid="draft-status"
          data-status={doc.draftStatus}
          sx={{ ml: 'auto', color: doc.draftStatus === 'error' ? 'error.dark' : 'text.secondary' }}
        >
          {draftsAllowed ? t(`draft.${doc.draftStatus}`) : t('draft.disabled')}
        </Typography>
      </Stack>

      {presetsOpen && (
        <Box id="builder-presets">
          <PresetsPanel exercises={exercises} selection={doc.selection} onEdit={onEdit} />
        </Box>
      )}

      <Box component="section" aria-label={t('coversheet.label')} sx={{ px: 2, pt: 1, pb: 2 }}>
        <Stack spacing={1.5}>
          <SafeTextField
            size="small"
            label={t('coversheet.title')}
            value={content.title}
            onChange={(value) => onEdit({ type: 'coversheet', title: value.slice(0, 200) })}
          />
          <SafeTextField
            size="small"
            multiline
            minRows={2}
            label={t('coversheet.instructions')}
            value={content.instructions}
            onChange={(value) => onEdit({ type: 'coversheet', instructions: value })}
          />
        </Stack>
      </Box>

      <Box
        ref={setNodeRef}
        data-testid="set-builder-drop"
        sx={{
          px: 2,
          pb: 2,
          minHeight: 160,
          outline: isOver ? 2 : 0,
          outlineColor: 'primary.main',
          outlineStyle: 'dashed',
          outlineOffset: -4,
        }}
      >
        {content.elements.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
            {isOver ? t('elements.dropHere') : t('elements.empty')}
          </Typography>
        ) : (
          <SortableContext
            items={content.elements.map((element) => element.key)}
            strategy={verticalListSortingStrategy}
          >
            <Stack component="ol" spacing={1} aria-label={t('elements.label')} sx={{ p: 0, m: 0 }}>
              {content.elements.map((element, index) => (
                <ElementCard
                  key={element.key}
                  element={element}
                  index={index}
                  selected={doc.selection.includes(element.key)}
                  onToggleSelect={() => dispatch(selectionToggled({ docId, key: element.key }))}
                  onEdit={onEdit}
                  viaSetId={mediaSetOf(doc)}
                />
              ))}
            </Stack>
          </SortableContext>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('shortcuts')}
        </Typography>
      </Box>

      <AttachedEducation
        education={content.education}
        onAttach={(education) => onEdit({ type: 'attachEducation', education })}
        onDetach={(id) => onEdit({ type: 'detachEducation', id })}
      />

      <Suspense fallback={null}>
        {dialog === 'template' && (
          <SaveTemplateDialog
            initialSavename={content.savename || content.title}
            exerciseCount={count}
            busy={save.busy}
            onCancel={() => setDialog(null)}
            onSave={async (destination) => {
              if (await save.saveTemplate(destination)) setDialog(null);
            }}
          />
        )}
        {dialog === 'assign' && (
          <AssignDialog
            currentClientId={doc.setType === 'clientSet' ? doc.clientId : null}
            initialClientId={doc.clientId}
            busy={save.busy}
            onCancel={() => setDialog(null)}
            onAssign={async (choice) => {
              if (await save.assign(choice)) setDialog(null);
            }}
          />
        )}
        {dialog === 'history' && (
          <HistoryDialog
            setId={doc.setId}
            title={title}
            onClose={() => setDialog(null)}
            onOpen={(point) => {
              setDialog(null);
              openPoint(point);
            }}
          />
        )}
        {dialog === 'email' && doc.setId && (
          <EmailSetDialog setId={doc.setId} title={title} unsaved={doc.fresh} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </Box>
  );
}
