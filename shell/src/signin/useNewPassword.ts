import { MIN_PASSWORD_LENGTH } from '@openset/contracts/plain';
import { useState } from 'react';

/** Why a new password cannot be sent yet, as the message key the forms show (`min` is the length). */
export type NewPasswordProblem = 'reset.tooShort' | 'reset.mismatch';

/**
 * A new password typed twice (reset, invitation, sign-up): what `NewPasswordFields` draws, and
 * the check each form makes before it sends: long enough (spec section 5), and the same twice.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const problem: NewPasswordProblem | null = password.length < MIN_PASSWORD_LENGTH ? 'reset.tooShort' : password !== confirm ? 'reset.mismatch' : null;
  return { password, problem, fields: { password, confirm, onPassword: setPassword, onConfirm: setConfirm } };
}
