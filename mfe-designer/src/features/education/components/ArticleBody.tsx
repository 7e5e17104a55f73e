import { Box, Link, Stack, Typography } from '@mui/material';
import type { EducationArticle } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { resourceImageUrl } from '../../exercise-browser/model/thumbnails';
import { EDUCATION_NS } from '../i18n/strings';

/**
 * An article to read: its body is HTML the server made (a stock article's blocks, escaped) or
 * sanitised to its allow-list (a custom one), so it is shown as it came.
 */
export function ArticleBody({ article, headingLevel = 2 }: { article: EducationArticle; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(EDUCATION_NS);
  return (
    <Box lang={article.lang} sx={{ '& h2, & h3': { fontSize: '1.15rem', fontWeight: 600, mt: 2, mb: 1 }, '& p': { my: 1 }, lineHeight: 1.6 }}>
      {article.summary && (
        <Typography sx={{ fontStyle: 'italic', mb: 1 }}>{article.summary}</Typography>
      )}
      <div data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
      {article.attachmentIds.length > 0 && (
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mt: 2 }}>
          {article.attachmentIds.map((id, index) => (
            <Box key={id} component="img" src={resourceImageUrl(id, 300)} alt={t('view.picture', { n: index + 1 })} sx={{ maxWidth: '100%', width: 300, borderRadius: 1 }} />
          ))}
        </Stack>
      )}
      {article.sources.length > 0 && (
        <Box component="section" aria-label={t('view.sources')} sx={{ mt: 3 }}>
          <Typography variant="h6" component={headingLevel === 2 ? 'h2' : 'h3'} sx={{ fontSize: '1rem' }}>
            {t('view.sources')}
          </Typography>
          <Box component="ul" sx={{ pl: 3, fontSize: '0.875rem' }}>
            {article.sources.map((source) => (
              <li key={`${source.title}-${source.year}`}>
                {source.url ? (
                  <Link href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.title}
                  </Link>
                ) : (
                  source.title
                )}
                {`. ${source.publisher}, ${source.year}.`}
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
