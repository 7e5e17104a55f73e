import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { TEAM_COLOURS, type TeamColour } from '@openset/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';

/**
 * The six fixed team colours (spec section 9) as a radio group: each a swatch with its name, so
 * the choice never rests on colour alone; arrows move between them as in any radio group.
 */
export function ColourPicker({ value, onChange, disabled }: { value: TeamColour; onChange: (colour: TeamColour) => void; disabled?: boolean }) {
  const { t } = useTranslation(NS);
  const legendId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" id={legendId}>
        {t('colours.legend')}
      </FormLabel>
      <RadioGroup row aria-labelledby={legendId} value={value} onChange={(event) => onChange(event.target.value as TeamColour)}>
        {TEAM_COLOURS.map((colour) => (
          <FormControlLabel
            key={colour}
            value={colour}
            control={<Radio />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                <ColourSwatch colour={colour} />
                {t(`colours.${colour}`)}
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** A team's colour as a small square (decorative: its name is always beside it). */
export function ColourSwatch({ colour, size = 16 }: { colour: string; size?: number }) {
  return <Box component="span" aria-hidden="true" sx={{ display: 'inline-block', width: size, height: size, borderRadius: 0.5, bgcolor: colour, flexShrink: 0 }} />;
}
