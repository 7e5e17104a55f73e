import { describe, expect, it } from '@jest/globals';
import type { SetElement } from '@openset/contracts';
import { pdfFilename, setEmailContent, type SetEmailInput } from './set-email-content.js';

const elements: SetElement[] = [
  { type: 'setDivider', key: 'd1', title: 'Warm-up', instructions: 'Gently.' },
  {
    type: 'setExercise',
    key: 'e1',
    stockId: null,
    customId: 'c1',
    title: 'Squat <deep>',
    instructions: '',
    reflect: false,
    thumbnailId: null,
    parameters: [
      { key: 'p1', title: 'Reps', value: '10' },
      { key: 'p2', title: 'Sets', value: '3' },
      { key: 'p3', title: '', value: '' },
    ],
    resources: [],
  },
  { type: 'setExercise', key: 'e2', stockId: null, customId: 'c2', title: 'Bridge', instructions: '', reflect: false, thumbnailId: null, parameters: [], resources: [] },
];

const input = (changes: Partial<SetEmailInput> = {}): SetEmailInput => ({
  lang: 'en',
  clientFirstname: 'Jane',
  body: 'Here is your program.\nDo it daily.',
  signature: 'Dr Who\nPhysio & Co',
  senderName: 'Pat Pro',
  set: { title: 'Knee', instructions: 'Twice a day.', elements },
  articles: [],
  portalUrl: 'https://openset.example/portal',
  portalUsername: 'jane.doe',
  pdfAttached: true,
  ...changes,
});

describe('the e-mail of a set', () => {
  it('says the same in text and HTML: greeting, message, program with parameters in order, portal link and username, PDF note, signature', () => {
    const { text, html } = setEmailContent(input());
    expect(text).toBe(
      [
        'Hello Jane,',
        '',
        'Here is your program.\nDo it daily.',
        '',
        'Your program: Knee',
        'Twice a day.',
        '',
        'Warm-up',
        'Gently.',
        '1. Squat <deep> (Reps: 10, Sets: 3)',
        '2. Bridge',
        '',
        'See your program, mark the exercises you did and send feedback in your client portal:',
        'https://openset.example/portal',
        'Your username: jane.doe',
        '',
        'Your program is also attached as a PDF.',
        '',
        '-- ',
        'Dr Who\nPhysio & Co',
        '',
      ].join('\n'),
    );
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<li style="margin:0 0 4px">Squat &lt;deep&gt; (Reps: 10, Sets: 3)</li>');
    expect(html).toContain('href="https://openset.example/portal"');
    expect(html).toContain('Dr Who<br>Physio &amp; Co');
    expect(html).not.toContain('<deep>');
  });

  it('writes French with its typography, a default message and the clinician’s name when the profile has none', () => {
    const { text } = setEmailContent(input({ lang: 'fr', body: '', signature: '', portalUsername: null, pdfAttached: false }));
    expect(text).toContain('Bonjour Jane,\n\nVotre programme d’exercices est prêt.');
    expect(text).toContain('Votre programme\u00a0: Knee');
    expect(text).toContain('1. Squat <deep> (Reps\u00a0: 10, Sets\u00a0: 3)');
    expect(text).toContain('portail client\u00a0:\nhttps://openset.example/portal\n');
    expect(text).not.toContain('utilisateur');
    expect(text).not.toContain('PDF');
    expect(text.endsWith('-- \nPat Pro\n')).toBe(true);
    expect(pdfFilename('fr')).toBe('programme-exercices.pdf');
  });

  it('lists the attached education, each title linked to the portal where the client reads it', () => {
    const articles = [{ title: 'Knee osteoarthritis <and you>', summary: 'Exercise helps.' }];
    const en = setEmailContent(input({ articles }));
    expect(en.text).toContain('\nTo read\n- Knee osteoarthritis <and you>: Exercise helps.\nRead them in your client portal.\nhttps://openset.example/portal\n');
    expect(en.html).toContain('<a href="https://openset.example/portal">Knee osteoarthritis &lt;and you&gt;</a>');
    const fr = setEmailContent(input({ lang: 'fr', articles: [{ title: 'Arthrose du genou', summary: 'Bouger aide.' }] }));
    expect(fr.text).toContain('\nÀ lire\n- Arthrose du genou\u00a0: Bouger aide.\n');
  });
});
