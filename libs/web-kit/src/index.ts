// Public surface of @openset/web-kit. Host and remotes share this module as a singleton, so
// everything here (the api, the store's reducer, i18next) exists once per page.
export { configure, webConfig, type WebConfig } from './config';
export { newUuid } from './ids';
export { localDay, localMidnight, ownTimeZone, startOfLocalDay } from './dates';
export { dayAxisBounds, diaryAxisRange, diarySeries, diaryTickFormat, diaryValueFormat, isDailyTotal, type DiarySeries } from './diary/diarySeries';
// Questionnaires (outcome measures): the answers' model and one item's field, for the portal and manual entry.
export {
  acceptsAnswer,
  answerKey,
  askedQuestions,
  firstUnanswered,
  fittedAnswers,
  isAnswerable,
  isAnswered,
  missingRequired,
  progressOf,
  sliderChoices,
  toInstrumentAnswers,
  toSubmission,
  withAnswer,
  type AnswerMap,
  type AskedQuestion,
} from './outcomes/questionnaire';
export { QuestionField, questionPrompt, type QuestionFieldProps } from './outcomes/QuestionField';
export { bandOf, changeVerdict, latestScored, scoreSeries, type ChangeVerdict, type ScoreInput, type ScorePoint, type ScoreSeries } from './outcomes/scoreSeries';
export { api, signedOutLocally, LOCALISED_TAG } from './api/api';
export { createBaseQuery, type ApiBaseQuery, type ApiExtraOptions } from './api/baseQuery';
export { routeQuery, routeEveryPageQuery, routeInfiniteQuery, routeMutation, type RouteArg } from './api/routeEndpoint';
export { routeUrl, type RouteCall, type UploadCall } from './api/routeRequest';
export { callRoute, type CallOptions } from './api/callRoute';
export { downloadRoute, type DownloadOptions, type DownloadProgress } from './api/downloadRoute';
export { toApiError, errorFlashKey, isApiError, refusedFields, CONNECTION_MESSAGE, type ApiError } from './api/errors';
export * from './api/authApi';
export * from './session/sessionSlice';
export * from './flash/flashSlice';
export * from './store/store';
export * from './i18n/i18n';
export { useLang, dateFormat, useDateFormat } from './i18n/formats';
export { commonEn, type CommonStrings, type Strings } from './i18n/locales/en';
export { commonFr } from './i18n/locales/fr';
export { theme } from './ui/theme';
export * from './ui/icons';
export { FlashMessages } from './ui/FlashMessages';
export { ErrorPanel, type ErrorPanelProps } from './ui/ErrorPanel';
export { LoadingState } from './ui/LoadingState';
export { usePageTitle, usePageTitleDetail } from './ui/usePageTitle';
export { visuallyHidden } from './ui/visuallyHidden';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/ConfirmDialog';
export { PasswordField } from './ui/PasswordField';
export { PasswordChangeForm } from './ui/PasswordChangeForm';
export { UnsavedChangesPrompt } from './ui/UnsavedChangesPrompt';
export { QueryContent, type QueryLike } from './ui/QueryContent';
export { SettingsLayout, type SettingsSectionLink } from './settings/SettingsLayout';
export { PageLayout, type PageLayoutProps } from './ui/PageLayout';
export { WebKitProvider } from './ui/WebKitProvider';
export { Redirect } from './routing/Redirect';
export { useStillHere } from './routing/useStillHere';
export { renderStandalone, type StandaloneOptions } from './dev/renderStandalone';
// List screens (templates, clients): search, sort cycle, capped selection, text inputs.
export { LIST_SELECTION_CAP, toggleSelection, addToSelection, type SelectionChange } from './list/selection';
export { stripAngleBrackets, cleanText } from './list/text';
export { useSearchText, SEARCH_DEBOUNCE_MS } from './list/useSearchText';
export { useSearchInUrl } from './list/useSearchInUrl';
export { SearchField, type SearchFieldLabels } from './list/SearchField';
export { SortHeader } from './list/SortHeader';
export { PageSelectCell, RowSelectCell } from './list/PageSelectCell';
export { SelectionToolbar, type SelectionToolbarLabels } from './list/SelectionToolbar';
export { ListBody, RefreshBar, type ListBodyProps, type ListQueryState } from './list/ListBody';
export { ListTable, ColumnTitles, ActionsColumnTitle, type ListTableProps } from './list/ListTable';
export { ListPagination, type ListPaginationProps } from './list/ListPagination';
export { conversationTotal, lastPageOf, nextBefore } from './list/paging';
export { useLastPageWhenEmptied } from './list/useLastPageWhenEmptied';
export { useCappedSelection } from './list/useCappedSelection';
export { OlderPagesFooter, useOlderPages, type OlderPagesQuery } from './list/OlderPages';
export { nextSort, ariaSort, parseSort, type ListSort, type SortDirection } from './list/sort';
export { actionErrorKey } from './list/actionErrors';
export { useRunAction } from './list/useRunAction';
// Settings > Security of both modes: two-step sign-in and the recognised networks.
export { SecondaryAuthSwitch } from './security/SecondaryAuthSwitch';
export { RecognisedNetworks } from './security/RecognisedNetworks';
// Preferences remembered per profile in this browser (spec section 9).
export { useProfilePreference } from './preferences/useProfilePreference';
export { profilePreferences, ProfilePreferences, preferenceKey, type PreferenceParse, type PreferenceStorage } from './preferences/profilePreferences';
