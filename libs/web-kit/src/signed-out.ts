// The entry point `@openset/web-kit/signed-out`: what a page needs before the app has loaded
// (the shell's sign-in start-up): the run-time configuration, calling a route by its address,
// errors as ApiError, the interface language and the page's i18next instance without its React
// binding. Nothing here loads MUI, redux, react-i18next or zod. The main entry exports all of it
// too.
//
// Only the shell imports this entry. Within the shell's build it is the same modules as the main
// entry (one configuration, one language); a remote would get copies of its own: remotes import
// `@openset/web-kit`.
export { configure, webConfig, type WebConfig } from './config';
export { callRoute, type CallOptions } from './api/callRoute';
export { routeUrl, type RouteCall } from './api/routeRequest';
export { toApiError, isApiError, CONNECTION_MESSAGE, type ApiError } from './api/apiError';
export { initialLanguage, isLang, rememberLanguage } from './i18n/language';
export { addStrings, initTranslations, setLanguage, type Bundle } from './i18n/translations';
export type { CommonStrings, Strings } from './i18n/locales/en';
export { usePageTitle } from './ui/usePageTitle';
export { passwordStrength, type PasswordStrength } from './ui/passwordStrength';
