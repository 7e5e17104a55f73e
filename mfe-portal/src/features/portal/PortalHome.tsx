import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { ConfirmDialog, useLang, usePageTitle } from '@openset/web-kit';
import { portalApi, usePortalMessagesInfiniteQuery } from './portalApi';
import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useParams, useSearchParams } from 'react-router';
import { NS } from '../../i18n/strings';
import { DiaryView } from '../diary/DiaryView';
import { FeedbackView } from '../feedback/FeedbackView';
import { DueQuestionnaires } from '../outcomes/DueQuestionnaires';
import { QuestionnaireView } from '../outcomes/QuestionnaireView';
import type { OutboxEntry } from '../outbox/outbox';
import { onOutboxFlushed, settleOutboxOf, useOutboxEntries, waitingOf } from '../outbox/portalOutbox';
import { describeEntries } from '../outbox/waitingSummary';
import { useSentAfterWait } from '../outbox/useSentAfterWait';
import { SetsView } from '../sets/SetsView';
import { LanguageSwitch } from './LanguageSwitch';
import { portalSignedOut, type PortalSession } from './portalSession';
import { endServerSession } from './serverSignOut';

const TABS = ['sets', 'diary', 'feedback'] as const;
type TabName = (typeof TABS)[number];
const PANELS: Record<TabName, ComponentType<{ online: boolean }>> = { sets: SetsView, diary: DiaryView, feedback: FeedbackView };
/**
 * Every button, toggle and checkbox of the portal at least 44 px square: clients tap them on
 * phones, often older hands (WCAG 2.5.5). MUI's small buttons are 31 px high, its checkboxes 42.
 */
const TOUCH_TARGETS = {
  '& .MuiButton-root, & .MuiToggleButton-root': { minHeight: 44, minWidth: 44 },
  '& .MuiCheckbox-root': { p: '10px' },
} as const;

const isTab = (value: string | null): value is TabName => TABS.some((name) => name === value);

/**
 * The tab shown, kept in the address (`?tab=diary`): a reload, or the phone opening the page
 * again, shows the same one. A tab's panel is made when first shown and kept after, hidden: a
 * message or a diary entry being written survives a look at another tab, and the charts'
 * library still loads only once the diary is opened.
 */
function useTabs(): { tab: TabName; opened: ReadonlySet<TabName>; choose: (next: TabName) => void } {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabName = isTab(asked) ? asked : 'sets';
  const [opened, setOpened] = useState<ReadonlySet<TabName>>(() => new Set([tab]));
  // The address can change by itself too (the browser's Back).
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
  const choose = (next: TabName) => setParams(next === 'sets' ? {} : { tab: next }, { replace: true });
  return { tab, opened, choose };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
}

/**
 * The signed-in portal: the client's programs, diary and a message to the clinician.
 * `focusHeading`: just signed in, the focus goes to the page's heading (it would be lost).
 */
export function PortalHome({ session, focusHeading = false }: { session: PortalSession; focusHeading?: boolean }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const dispatch = useDispatch();
  const online = useOnline();
  const waiting = useOutboxEntries();
  const { tab, opened, choose } = useTabs();
  // `/portal/outcomes/<id>` (the invitation e-mail's link): that questionnaire instead of the tabs.
  const questionnaireId = /^outcomes\/([^/]+)$/.exec(useParams()['*'] ?? '')?.[1] ?? null;
  usePageTitle(questionnaireId ? t('questionnaire.title') : t(`tabs.${tab}`), t('title'));
  const [refused, setRefused] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // Entries still waiting when "Sign out" was pressed (offline): the client is asked first.
  const [unsent, setUnsent] = useState<readonly OutboxEntry[]>([]);
  const sentAfterWait = useSentAfterWait(online);
  // The clinicians' replies not read yet, on any page of the conversation, show on the Message tab.
  const newReplies = usePortalMessagesInfiniteQuery().data?.pages[0]?.newReplies ?? 0;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  useEffect(
    () =>
      onOutboxFlushed((result) => {
        if (result.sent.length > 0 || result.dropped.length > 0) {
          dispatch(portalApi.util.invalidateTags(['PortalAdherence', 'PortalDiaries', 'PortalFeedback', 'PortalOutcomes']));
        }
        if (result.dropped.length > 0) setRefused(true);
      }),
    [dispatch],
  );

  // PortalPage then forgets the cached answers and the sets kept for offline.
  const signOut = async (anyway = false) => {
    setLeaving(true);
    setUnsent([]);
    // What this client still has waiting goes first if it can; nobody else may send the rest.
    await settleOutboxOf(session.clientId);
    const left = waitingOf(session.clientId);
    if (left.length > 0 && !anyway) {
      setLeaving(false);
      setUnsent(left);
      return;
    }
    await endServerSession();
    portalSignedOut();
  };

  return (
    // A long word or web address the clinician wrote wraps instead of widening the phone's page.
    <Box component="main" sx={{ px: 2, py: 2, maxWidth: 720, mx: 'auto', overflowWrap: 'break-word', ...TOUCH_TARGETS }}>
      {/* Gaps, not margins: a row that wraps on a small phone starts at the left edge. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography ref={heading} tabIndex={-1} variant="h1" component="h1" sx={{ fontSize: '1.4rem' }}>
          {t('hello', { name: session.firstname })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LanguageSwitch />
          <Button disabled={leaving} onClick={() => void signOut()}>
            {t('signOut')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={unsent.length > 0}
        title={t('unsent.title')}
        message={t('unsent.message', { what: describeEntries(t, lang, unsent) })}
        confirmLabel={t('unsent.confirm')}
        destructive
        onConfirm={() => void signOut(true)}
        onCancel={() => setUnsent([])}
      />
      <Box role="status" aria-live="polite">
        {/* The region announces these: an alert's own role would interrupt, twice. */}
        {!online && (
          <Alert role="none" severity="warning" sx={{ mb: 1 }}>
            {t('offlineBanner')}
          </Alert>
        )}
        {waiting.length > 0 ? (
          <Alert role="none" severity="info" sx={{ mb: 1 }} data-testid="outbox-count">
            {t('waitingCount', { what: describeEntries(t, lang, waiting) })}
          </Alert>
        ) : (
          sentAfterWait.length > 0 && (
            <Alert role="none" severity="success" sx={{ mb: 1 }}>
              {t('sentAfterWait', { what: describeEntries(t, lang, sentAfterWait) })}
            </Alert>
          )
        )}
      </Box>
      {refused && (
        <Alert severity="error" onClose={() => setRefused(false)} sx={{ mb: 1 }}>
          {t('refused')}
        </Alert>
      )}
      {questionnaireId ? (
        <QuestionnaireView outcomeId={decodeURIComponent(questionnaireId)} owner={session.clientId} online={online} />
      ) : (
        <DueQuestionnaires />
      )}
      <Box hidden={questionnaireId !== null}>
      <Tabs value={tab} onChange={(_event, next: TabName) => choose(next)} variant="fullWidth" aria-label={t('title')} sx={{ mb: 2 }}>
        {TABS.map((name) => {
          const counted = name === 'feedback' && newReplies > 0;
          return (
            <Tab
              key={name}
              value={name}
              label={counted ? <CountedLabel label={t('tabs.feedback')} count={newReplies} /> : t(`tabs.${name}`)}
              aria-label={counted ? t('tabs.feedbackNew', { count: newReplies }) : undefined}
              id={`tab-${name}`}
              aria-controls={`panel-${name}`}
            />
          );
        })}
      </Tabs>
      {TABS.filter((name) => opened.has(name)).map((name) => {
        const Panel = PANELS[name];
        return (
          <Box key={name} role="tabpanel" id={`panel-${name}`} aria-labelledby={`tab-${name}`} hidden={name !== tab}>
            <Panel online={online} />
          </Box>
        );
      })}
      </Box>
    </Box>
  );
}

/**
 * New replies on the Message tab: a count beside the word, so the three tabs stay on one line on
 * a phone; the tab's name says it in words ("Message (1 new reply)").
 */
function CountedLabel({ label, count }: { label: string; count: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {label}
      <Box
        component="span"
        aria-hidden
        sx={{ minWidth: 22, height: 22, px: 0.75, borderRadius: 11, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.8rem', fontWeight: 700, lineHeight: '22px' }}
      >
        {count}
      </Box>
    </Box>
  );
}
