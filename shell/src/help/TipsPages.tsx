import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Stack, Typography } from '@mui/material';
import { useRunAction, useUpdateClinicianProfileMutation } from '@openset/web-kit';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_NS, TIP_KEYS } from './strings';

interface TipsPagesProps {
  /** The id the surrounding dialog or panel is labelled by: the heading of the tips. */
  titleId: string;
  /** The profile's showWelcome, which the "don't show" box is the opposite of. */
  showWelcome: boolean;
  onClose: () => void;
}

/**
 * The six tips (spec section 2, tips welcome dialog), one at a time with Previous and Next and
 * where the reader is ("Tip 2 of 6", announced as it changes). The box saves the profile's
 * showWelcome at once (flash saved), as the switch of Settings > Personal does.
 */
export function TipsPages({ titleId, showWelcome, onClose }: TipsPagesProps) {
  const { t } = useTranslation(HELP_NS);
  const [page, setPage] = useState(0);
  const [dontShow, setDontShow] = useState(!showWelcome);
  const [update, saving] = useUpdateClinicianProfileMutation();
  const runAction = useRunAction();
  const hintId = useId();
  const key = TIP_KEYS[page]!;
  const last = TIP_KEYS.length - 1;
  // A button that becomes disabled under the keyboard's focus would drop it to the page: the
  // focus moves on to the button that still leads somewhere.
  const next = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const go = (to: number) => {
    setPage(to);
    if (to === last) close.current?.focus();
    else if (to === 0) next.current?.focus();
  };

  const choose = async (checked: boolean) => {
    setDontShow(checked);
    const saved = await runAction(() => update({ showWelcome: !checked }).unwrap(), 'common:flash.saved');
    if (!saved) setDontShow(!checked);
  };

  return (
    <Stack spacing={2}>
      <Typography id={titleId} variant="h2" component="h2">
        {t('tips.title')}
      </Typography>
      <Box>
        <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" data-testid="tips-count">
          {t('tips.count', { current: page + 1, total: TIP_KEYS.length })}
        </Typography>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.125rem', mt: 1 }}>
          {t(`tips.items.${key}.title`)}
        </Typography>
        <Typography sx={{ mt: 1, maxWidth: '65ch' }}>{t(`tips.items.${key}.text`)}</Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => go(page - 1)} disabled={page === 0}>
          {t('tips.previous')}
        </Button>
        <Button ref={next} variant="contained" onClick={() => go(page + 1)} disabled={page === last}>
          {t('tips.next')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button ref={close} onClick={onClose}>
          {t('tips.close')}
        </Button>
      </Stack>
      <Box>
        <FormControlLabel
          control={<Checkbox checked={dontShow} disabled={saving.isLoading} onChange={(event) => void choose(event.target.checked)} slotProps={{ input: { 'aria-describedby': hintId } }} />}
          label={saving.isLoading ? `${t('tips.dontShow')} (${t('tips.saving')})` : t('tips.dontShow')}
        />
        <FormHelperText id={hintId} sx={{ mt: 0 }}>
          {t('tips.dontShowHint')}
        </FormHelperText>
      </Box>
    </Stack>
  );
}
