import { Button, Menu, MenuItem } from '@mui/material';
import type { ClinicianProfile, ManagerProfile } from '@openset/contracts';
import { addAppStrings } from '@openset/web-kit';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutDialog } from './AboutDialog';
import { FeedbackDialog } from './FeedbackDialog';
import { HELP_NS, helpStrings } from './strings';
import { TipsDialog } from './TipsDialog';
import { WelcomeTips } from './WelcomeTips';

addAppStrings(HELP_NS, helpStrings);

type Opened = 'tips' | 'feedback' | 'about' | null;

interface HelpMenuProps {
  role: 'clinician' | 'manager';
  profile: ClinicianProfile | ManagerProfile;
}

/**
 * The Help menu of the frame's bar: the tips (clinicians: they are about the clinician's
 * screens), feedback and about, each a dialog. Focus goes back to the Help button when one closes.
 */
export function HelpMenu({ role, profile }: HelpMenuProps) {
  const { t } = useTranslation(HELP_NS);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState<Opened>(null);
  const button = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = (which: Opened) => {
    setAnchor(null);
    setOpened(which);
  };
  // The menu item that opened the dialog is gone: the keyboard goes back to the Help button.
  const close = () => {
    setOpened(null);
    button.current?.focus();
  };
  const clinician = role === 'clinician' ? (profile as ClinicianProfile) : null;

  return (
    <>
      <Button
        ref={button}
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('menu.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {clinician && <MenuItem onClick={() => open('tips')}>{t('menu.tips')}</MenuItem>}
        <MenuItem onClick={() => open('feedback')}>{t('menu.feedback')}</MenuItem>
        <MenuItem onClick={() => open('about')}>{t('menu.about')}</MenuItem>
      </Menu>
      {clinician && <TipsDialog open={opened === 'tips'} showWelcome={clinician.showWelcome} onClose={close} />}
      <FeedbackDialog open={opened === 'feedback'} role={role} onClose={close} />
      <AboutDialog open={opened === 'about'} role={role} onClose={close} />
    </>
  );
}

/** The tips after a clinician's sign-in, under the frame's bar; nothing for a manager. */
export function HelpAfterSignIn({ role, profile }: HelpMenuProps) {
  return role === 'clinician' ? <WelcomeTips profile={profile as ClinicianProfile} /> : null;
}
