import { Avatar } from '@mui/material';
import type { ManagerTeam } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { teamLogoUrl } from '../manager-api/managerApi';

/** The team's logo, or its initial on its colour when it has none. */
export function TeamLogo({ team, size = 56 }: { team: Pick<ManagerTeam, 'id' | 'title' | 'colour' | 'logoResourceId'>; size?: number }) {
  const { t } = useTranslation(NS);
  if (team.logoResourceId) {
    // Keyed by the logo: a replaced logo is a new image, not the browser's copy of the old one.
    return <Avatar key={team.logoResourceId} variant="rounded" src={`${teamLogoUrl(team.id)}#${team.logoResourceId}`} alt={t('teams.logoAlt', { title: team.title })} sx={{ width: size, height: size, bgcolor: 'background.paper', '& img': { objectFit: 'contain' } }} />;
  }
  return (
    <Avatar variant="rounded" aria-hidden="true" sx={{ width: size, height: size, bgcolor: team.colour, color: '#fff', fontWeight: 700 }}>
      {team.title.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
