/**
 * What unit tests of the shell and the remotes use, and no page loads: kept out of the kit's main
 * entry, which every page shares.
 */
export { translatorOf } from './i18n/translatorOf';
