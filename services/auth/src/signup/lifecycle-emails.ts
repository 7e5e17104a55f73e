import type { Lang } from '@openset/contracts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Email {
  subject: string;
  body: string;
  action: string;
  after: string;
}

const TEXT: Record<'trial' | 'student' | 'accountReady' | 'studentApproved', Record<Lang, Email>> = {
  trial: {
    en: {
      subject: 'Confirm your e-mail to start your OpenSet trial',
      body: 'Open this link within a day to confirm your address; your 14-day trial starts then. It works once:',
      action: 'Confirm my e-mail',
      after: 'If you did not sign up, ignore this e-mail: nothing is created.',
    },
    fr: {
      subject: 'Confirmez votre courriel pour commencer l’essai OpenSet',
      body: 'Ouvrez ce lien d’ici un jour pour confirmer votre adresse ; votre essai de 14 jours commence alors. Il ne sert qu’une fois :',
      action: 'Confirmer mon courriel',
      after: 'Si vous ne vous êtes pas inscrit, ignorez ce courriel : rien n’est créé.',
    },
  },
  student: {
    en: {
      subject: 'Confirm your e-mail for your OpenSet student account',
      body: 'Open this link within a day to confirm your address. We then check your proof of enrolment and e-mail you when your account is ready. It works once:',
      action: 'Confirm my e-mail',
      after: 'If you did not sign up, ignore this e-mail: nothing is created and your file is deleted.',
    },
    fr: {
      subject: 'Confirmez votre courriel pour votre compte étudiant OpenSet',
      body: 'Ouvrez ce lien d’ici un jour pour confirmer votre adresse. Nous vérifions ensuite votre preuve d’inscription et vous écrivons quand votre compte est prêt. Il ne sert qu’une fois :',
      action: 'Confirmer mon courriel',
      after: 'Si vous ne vous êtes pas inscrit, ignorez ce courriel : rien n’est créé et votre fichier est supprimé.',
    },
  },
  accountReady: {
    en: {
      subject: 'Your OpenSet account is ready',
      body: 'An OpenSet account was made for you. Open this link within a day to choose your password; it works once:',
      action: 'Choose my password',
      after: 'Your username is this e-mail address.',
    },
    fr: {
      subject: 'Votre compte OpenSet est prêt',
      body: 'Un compte OpenSet a été créé pour vous. Ouvrez ce lien d’ici un jour pour choisir votre mot de passe ; il ne sert qu’une fois :',
      action: 'Choisir mon mot de passe',
      after: 'Votre nom d’utilisateur est cette adresse courriel.',
    },
  },
  studentApproved: {
    en: {
      subject: 'Your OpenSet student account is ready',
      body: 'Your proof of enrolment was approved. Sign in with your e-mail address and the password you chose:',
      action: 'Sign in',
      after: '',
    },
    fr: {
      subject: 'Votre compte étudiant OpenSet est prêt',
      body: 'Votre preuve d’inscription a été approuvée. Connectez-vous avec votre adresse courriel et le mot de passe choisi :',
      action: 'Se connecter',
      after: '',
    },
  },
};

/** The e-mails of getting in, in the person's language: a greeting, what to do, the link, a last word. */
export function lifecycleEmail(kind: keyof typeof TEXT, lang: Lang, firstname: string, link: string): { subject: string; text: string; html: string } {
  const t = TEXT[kind][lang];
  const name = firstname.trim();
  const greeting = lang === 'fr' ? (name ? `Bonjour ${name},` : 'Bonjour,') : name ? `Hello ${name},` : 'Hello,';
  const text = `${greeting}\n\n${t.body}\n\n${link}\n${t.after ? `\n${t.after}\n` : ''}`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(link)}</p>${t.after ? `<p>${escapeHtml(t.after)}</p>` : ''}`;
  return { subject: t.subject, text, html };
}
