import { ERROR_MESSAGES } from '@openset/contracts/plain';

/** Namespace `common`: the kit's own labels and the flash/error catalogue of spec section 8. */
export const commonEn = {
  app: { name: 'OpenSet', tagline: 'Exercise programs and outcomes for rehab clinicians' },
  actions: {
    retry: 'Retry',
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    logout: 'Log out',
    dismiss: 'Dismiss',
  },
  loading: 'Loading…',
  password: { label: 'Password', show: 'Show password', hide: 'Hide password' },
  language: { label: 'Language', en: 'English', fr: 'Français' },
  list: {
    replacing: 'Updating the list…',
    pageRange: '{{from}}–{{to}} of {{count}}',
    page: { first: 'First page', last: 'Last page', next: 'Next page', previous: 'Previous page' },
  },
  /** A conversation read a page at a time (`OlderPagesFooter`): the clinician's and the portal's. */
  conversation: {
    shown: '{{shown}} of {{total}} messages',
    older: 'Show older messages',
    loadingOlder: 'Loading older messages…',
    olderFailed: 'The older messages could not be loaded. Try again.',
    olderOffline: 'Offline: ask for the older messages again when you are back online.',
  },
  /** One item of a questionnaire (`QuestionField`): the portal's form and the clinician's manual entry. */
  questionnaire: {
    prompt: '{{number}}. {{prompt}}',
    position: 'Question {{number}} of {{total}}',
    notAnswered: 'Not answered',
    clear: 'Clear answer',
    clearItem: 'Clear the answer to question {{number}}',
    value: 'Value ({{min}} to {{max}})',
  },
  flash: {
    instructionsSent: 'Instructions sent to email',
    passwordSet: 'Your new password is set. Sign in with it.',
    archived: 'Archived.',
    unarchived: 'Unarchived.',
    saved: 'Saved.',
    copied: 'Copied.',
    emailSent: 'E-mail sent.',
    scheduleStarted: 'Schedule started.',
    thanks: 'Thank you!',
    welcome: 'Welcome back, {{name}}!',
    welcomeAnonymous: 'Welcome back!',
    languageChanged: 'Language changed to English.',
    readOnlySetAsNew: 'This set is read-only: it was opened as a new document.',
    historyPointAsNew: 'This history point was opened as a new document.',
    idleSignedOut: 'You were signed out after a period of inactivity.',
    sessionEnded: 'Your session has ended. Please sign in again.',
  },
  errors: {
    connection: 'Cannot connect to server.',
    general: "We're really sorry, but something didn't work. Please try again.",
    permission: 'You are not allowed to do that.',
    rateLimit: 'Too many attempts. Please wait a few minutes and try again.',
    emrIntegration:
      'There is a problem with your EMR integration... Go to Settings > Integrations for more info.',
    onlyEmptyFolders: ERROR_MESSAGES.onlyEmptyFolders,
    maxFolderDepth: ERROR_MESSAGES.maxFolderDepth,
    maxSeats: `${ERROR_MESSAGES.maxSeats} Please contact support for more invitations.`,
    notInDemo: ERROR_MESSAGES.notInDemo,
    dailyMax: ERROR_MESSAGES.dailyMax,
    emailNotAvailable: ERROR_MESSAGES.emailNotAvailable,
    wrongPasswordTitle: 'Wrong Password',
    wrongPassword: ERROR_MESSAGES.wrongPassword,
    uploadErrorTitle: 'Upload Error',
    uploadError: ERROR_MESSAGES.uploadError,
    uploadQuota: ERROR_MESSAGES.uploadQuota,
    resourceInUse: ERROR_MESSAGES.resourceInUse,
    folderSetTooLarge: ERROR_MESSAGES.folderSetTooLarge,
    clientSetTooLarge: ERROR_MESSAGES.clientSetTooLarge,
    pdfTooLarge: ERROR_MESSAGES.pdfTooLarge,
    setChanged: ERROR_MESSAGES.setChanged,
    signatureRequired: ERROR_MESSAGES.signatureRequired,
    archivedClient: ERROR_MESSAGES.archivedClient,
    tooManyDrafts: ERROR_MESSAGES.tooManyDrafts,
    resetLinkInvalid: ERROR_MESSAGES.resetLinkInvalid,
    loadFailed: 'This part of the application could not be loaded.',
    loadFailedHint: 'Check your connection, then try again.',
    panelTitle: 'Something went wrong',
  },
  maintenance: {
    title: 'OpenSet is under maintenance',
    body: 'We are making improvements and will be back shortly. Thank you for your patience.',
    back: 'Try again',
  },
};

/** The same keys with any string values: the shape every translation must fill. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type CommonStrings = Strings<typeof commonEn>;
