/** User-visible texts of the exercises domain, in both languages (spec sections 5 and 8). */
export const EXERCISE_MESSAGES = {
  en: {
    onlyEmptyFolders: 'Only empty folders can be deleted.',
    maxFolderDepth: 'Max folder depth exceeded.',
    uploadErrorTitle: 'Upload Error',
    uploadError: 'File is either the wrong type, or too big.',
    readOnly: 'This element is read-only for you.',
    copiedToCustom: 'A personal copy was saved.',
  },
  fr: {
    onlyEmptyFolders: 'Seuls les dossiers vides peuvent être supprimés.',
    maxFolderDepth: 'Profondeur maximale de dossiers dépassée.',
    uploadErrorTitle: 'Erreur de téléversement',
    uploadError: 'Le fichier n’est pas du bon type ou il est trop volumineux.',
    readOnly: 'Cet élément est en lecture seule pour vous.',
    copiedToCustom: 'Une copie personnelle a été enregistrée.',
  },
} as const;
