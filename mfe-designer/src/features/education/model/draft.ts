import type { EducationArticle, Lang } from '@openset/contracts';

/** What the article form holds; `scope` matters only for a new article. */
export interface ArticleDraft {
  title: string;
  summary: string;
  body: string;
  lang: Lang;
  scope: 'user' | 'team' | 'org';
  attachmentIds: string[];
}

export const emptyDraft = (lang: Lang): ArticleDraft => ({ title: '', summary: '', body: '', lang, scope: 'user', attachmentIds: [] });

export const draftOf = (article: EducationArticle): ArticleDraft => ({
  title: article.title,
  summary: article.summary,
  body: article.html,
  lang: article.lang,
  scope: article.scope === 'team' || article.scope === 'org' ? article.scope : 'user',
  attachmentIds: article.attachmentIds,
});

/** Has the form changed since it was opened? (The editor may write the same body back differently: compared as written.) */
export const isDirty = (draft: ArticleDraft, initial: ArticleDraft): boolean =>
  draft.title !== initial.title || draft.summary !== initial.summary || draft.body !== initial.body || draft.lang !== initial.lang || draft.scope !== initial.scope ||
  draft.attachmentIds.join() !== initial.attachmentIds.join();
