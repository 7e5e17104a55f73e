import { lifecycleAddresses, MIN_PASSWORD_LENGTH, PROOF_MAX_BYTES, type Lang } from '@openset/contracts/plain';
import { callRoute, isApiError, routeUrl, toApiError } from '@openset/web-kit/signed-out';
import { useRef, useState } from 'react';
import { ErrorNotice } from './ErrorNotice';
import { NewPasswordFields } from './NewPasswordFields';
import { RequiredField } from './RequiredField';
import { SignedOutForm } from './SignedOutForm';
import { SubmitWithNotice } from './SubmitWithNotice';
import type { Translate } from './translate';
import { useNewPassword } from './useNewPassword';

const PROOF_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/**
 * Sign-up from the sign-in page (spec section 1): a 14-day trial, or a student account with a
 * proof of enrolment. Names, e-mail and a password twice (the strength meter of section 5); the
 * server answers the same whether or not the address is in use, and e-mails a link to confirm it.
 * `referral`: the code of the referral link the visitor came by, sent with a trial's sign-up.
 */
export function SignUpForm({ t, lang, referral = null, onBack }: { t: Translate; lang: Lang; referral?: string | null; onBack: () => void }) {
  const [fields, setFields] = useState({ firstname: '', lastname: '', email: '' });
  const newPassword = useNewPassword();
  const [student, setStudent] = useState(false);
  const [proof, setProof] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const field = (name: keyof typeof fields, label: string, type = 'text', autoComplete?: string) => (
    <RequiredField inputId={`signup-${name}`} label={label}>
      <input
        id={`signup-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={fields[name]}
        onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
        required
        maxLength={name === 'email' ? 254 : 100}
      />
    </RequiredField>
  );

  const problem = (): string | null => {
    if (!fields.firstname.trim() || !fields.lastname.trim() || !fields.email.trim() || !newPassword.password) return 'signup.required';
    if (newPassword.problem) return newPassword.problem;
    if (student && !proof) return 'signup.proofRequired';
    if (student && proof && (!PROOF_TYPES.includes(proof.type) || proof.size > PROOF_MAX_BYTES)) return 'signup.proofInvalid';
    return null;
  };

  const submit = async () => {
    if (busy) return;
    const found = problem();
    setError(found);
    if (found) return;
    setBusy(true);
    const body = { firstname: fields.firstname.trim(), lastname: fields.lastname.trim(), email: fields.email.trim(), password: newPassword.password, lang };
    try {
      if (student && proof) await sendStudent(body, proof);
      else await callRoute(lifecycleAddresses.trialSignUp, { body: referral ? { ...body, ref: referral } : body });
      setSentTo(body.email);
      requestAnimationFrame(() => heading.current?.focus());
    } catch (caught) {
      const code = isApiError(caught) ? caught.code : null;
      setError(code === 'ERRRATELIMIT' ? 'forgot.rateLimited' : code === 'ERRCONNECTION' ? 'common:errors.connection' : code === 'ERRVALIDATION' ? 'signup.proofInvalid' : 'signup.failed');
    } finally {
      setBusy(false);
    }
  };

  if (sentTo !== null) {
    return (
      <div className="sg-card" data-testid="signup-sent">
        <h1 ref={heading} tabIndex={-1}>
          {t('signup.sentTitle')}
        </h1>
        <p className="sg-subtitle" role="status">
          {t('signup.sent', { email: sentTo })}
        </p>
        <button type="button" className="sg-link" onClick={onBack}>
          {t('signup.back')}
        </button>
      </div>
    );
  }

  return (
    <SignedOutForm t={t} name="signup" title={t('signup.title')} intro={t('signup.intro')} busy={busy} withAppName={false} onSubmit={() => void submit()}>
      {field('firstname', t('signup.firstname'), 'text', 'given-name')}
      {field('lastname', t('signup.lastname'), 'text', 'family-name')}
      {field('email', t('signup.email'), 'email', 'email')}
      <NewPasswordFields t={t} id="signup" labels={{ password: t('signup.password'), confirm: t('signup.confirm') }} {...newPassword.fields} />
      <label className="sg-check">
        <input type="checkbox" checked={student} onChange={(event) => setStudent(event.target.checked)} data-testid="signup-student" /> {t('signup.student')}
      </label>
      {student && (
        <div className="sg-field">
          <label htmlFor="signup-proof">{t('signup.proof')}</label>
          <input id="signup-proof" type="file" accept={PROOF_TYPES.join(',')} onChange={(event) => setProof(event.target.files?.[0] ?? null)} />
        </div>
      )}
      <SubmitWithNotice
        notice={error && <ErrorNotice testId="signup-error">{t(error, { min: String(MIN_PASSWORD_LENGTH) })}</ErrorNotice>}
        busy={busy}
        label={t('signup.submit')}
        busyLabel={t('signup.submitting')}
      />
      <button type="button" className="sg-link" onClick={onBack}>
        {t('signup.back')}
      </button>
    </SignedOutForm>
  );
}

/** The student's sign-up is multipart (the proof is a file): the route's URL, the fields and the file. */
async function sendStudent(body: Record<string, string>, proof: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, value);
  form.append('proof', proof, proof.name);
  let response: Response;
  try {
    response = await fetch(routeUrl(lifecycleAddresses.studentSignUp), { method: 'POST', body: form, credentials: 'include' });
  } catch (error) {
    throw toApiError({ status: 'FETCH_ERROR', error: String(error) });
  }
  if (!response.ok) throw toApiError({ status: response.status, data: await response.json().catch(() => null) });
}
