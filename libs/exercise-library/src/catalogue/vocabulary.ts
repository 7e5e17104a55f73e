/**
 * The shared bilingual sentences the variant generator composes around each base's own text:
 * how to get into a position, how to use a piece of equipment, which side works, support modes
 * and balance surfaces. Kept in one file so English and French stay side by side.
 */
import { t, type Bilingual, type EquipOption, type Limb, type Mode, type Position, type SideStyle, type Surface } from './base-exercise.js';

export type Side = 'left' | 'right';
export type BandLevel = 'light' | 'medium' | 'heavy';
/** An equipment option as it appears in a variant: bands carry their resistance level. */
export type EquipVariant = Exclude<EquipOption, 'band'> | `band-${BandLevel}`;

export const POSITION_SETUP: Record<Position, Bilingual> = {
  standing: t(
    'Stand tall with your feet hip-width apart and your weight even on both feet.',
    'Tenez-vous debout, bien droit, pieds écartés de la largeur des hanches, le poids réparti sur les deux pieds.',
  ),
  sitting: t(
    'Sit upright on a firm chair, feet flat on the floor, back away from the backrest.',
    'Asseyez-vous bien droit sur une chaise stable, pieds à plat au sol, dos décollé du dossier.',
  ),
  supine: t(
    'Lie on your back on a firm surface (bed or mat), head supported on a small pillow.',
    'Allongez-vous sur le dos sur une surface ferme (lit ou tapis), la tête posée sur un petit oreiller.',
  ),
  'hook-lying': t(
    'Lie on your back with your knees bent and your feet flat on the mat, hip-width apart.',
    'Allongez-vous sur le dos, genoux fléchis, pieds à plat sur le tapis, écartés de la largeur des hanches.',
  ),
  prone: t(
    'Lie on your stomach, forehead resting on your hands or on a folded towel.',
    'Allongez-vous sur le ventre, le front posé sur vos mains ou sur une serviette pliée.',
  ),
  'side-lying': t(
    'Lie on your side with hips and shoulders stacked, head supported on a pillow.',
    'Allongez-vous sur le côté, hanches et épaules alignées, la tête posée sur un oreiller.',
  ),
  quadruped: t(
    'Kneel on all fours, hands under your shoulders and knees under your hips, back flat.',
    'Placez-vous à quatre pattes, mains sous les épaules et genoux sous les hanches, dos plat.',
  ),
  kneeling: t(
    'Kneel upright on a cushion or mat, hips stacked over your knees.',
    'Mettez-vous à genoux sur un coussin ou un tapis, le buste droit, hanches au-dessus des genoux.',
  ),
  'half-kneeling': t(
    'Kneel on one knee on a cushion with the other foot flat on the floor in front of you, pelvis facing forward.',
    "Placez-vous en chevalier servant : un genou posé sur un coussin, l'autre pied à plat devant vous, le bassin face à l'avant.",
  ),
  'long-sitting': t(
    'Sit on the floor or bed with your legs straight out in front of you, back supported if needed.',
    'Asseyez-vous au sol ou sur le lit, jambes tendues devant vous, le dos appuyé si besoin.',
  ),
};

/** Short qualifiers used in titles: "Shoulder flexion (standing, light band, left)". */
export const POSITION_LABEL: Record<Position, Bilingual> = {
  standing: t('standing', 'debout'),
  sitting: t('sitting', 'assis'),
  supine: t('lying on back', 'sur le dos'),
  'hook-lying': t('lying on back, knees bent', 'sur le dos, genoux fléchis'),
  prone: t('lying on stomach', 'sur le ventre'),
  'side-lying': t('side-lying', 'sur le côté'),
  quadruped: t('on all fours', 'à quatre pattes'),
  kneeling: t('kneeling', 'à genoux'),
  'half-kneeling': t('half-kneeling', 'en chevalier servant'),
  'long-sitting': t('long sitting', 'assis jambes tendues'),
};

export const EQUIP_LABEL: Record<EquipVariant, Bilingual> = {
  none: t('no equipment', 'sans matériel'),
  'band-light': t('light band', 'élastique léger'),
  'band-medium': t('medium band', 'élastique moyen'),
  'band-heavy': t('heavy band', 'élastique fort'),
  dumbbell: t('dumbbell', 'haltère'),
  cuff: t('cuff weight', 'bracelet lesté'),
  ball: t('ball', 'ballon'),
  towel: t('towel', 'serviette'),
  wall: t('at a wall', 'au mur'),
  chair: t('chair support', 'appui sur une chaise'),
  step: t('on a step', 'sur une marche'),
  stick: t('with a stick', 'avec un bâton'),
};

/** Equipment ids stored on the item (the browser filters on them). */
export const EQUIP_ID: Record<EquipVariant, string | null> = {
  none: null,
  'band-light': 'resistance-band',
  'band-medium': 'resistance-band',
  'band-heavy': 'resistance-band',
  dumbbell: 'dumbbell',
  cuff: 'cuff-weight',
  ball: 'ball',
  towel: 'towel',
  wall: 'wall',
  chair: 'chair',
  step: 'step',
  stick: 'stick',
};

export const BAND_SENTENCE: Record<BandLevel, Bilingual> = {
  light: t('Use a light resistance band.', 'Utilisez un élastique de résistance légère.'),
  medium: t('Use a medium resistance band.', 'Utilisez un élastique de résistance moyenne.'),
  heavy: t(
    'Use a heavy resistance band (only once the medium band feels easy for all repetitions).',
    "Utilisez un élastique de résistance forte (seulement quand l'élastique moyen est facile sur toutes les répétitions).",
  ),
};

export const CHAIR_SENTENCE = t(
  'Hold the back of a sturdy chair with one or both hands for support.',
  "Tenez le dossier d'une chaise stable d'une ou des deux mains pour vous équilibrer.",
);

/** Default dumbbell and cuff-weight sentences, by the limb that works (undefined: both sides). */
export function dumbbellSentence(limb: Limb | undefined): Bilingual | null {
  switch (limb) {
    case 'arm':
    case 'hand':
      return t(
        'Hold a light dumbbell (0.5 to 2 kg to start) in the working hand.',
        'Tenez un haltère léger (0,5 à 2 kg pour commencer) dans la main qui travaille.',
      );
    case 'leg':
    case 'foot':
      return t(
        'Hold a dumbbell in the hand on the working side, arm relaxed by your side.',
        'Tenez un haltère dans la main du côté qui travaille, bras relâché le long du corps.',
      );
    case 'side':
      return null;
    case undefined:
      return t(
        'Hold a light dumbbell in each hand.',
        'Tenez un haltère léger dans chaque main.',
      );
  }
}

export function cuffSentence(limb: Limb | undefined): Bilingual | null {
  switch (limb) {
    case 'arm':
    case 'hand':
      return t(
        'Strap a light cuff weight (0.5 to 1 kg) around the working wrist.',
        'Fixez un bracelet lesté léger (0,5 à 1 kg) autour du poignet qui travaille.',
      );
    case 'leg':
    case 'foot':
      return t(
        'Strap a cuff weight (0.5 to 2 kg) around the working ankle.',
        'Fixez un bracelet lesté (0,5 à 2 kg) autour de la cheville qui travaille.',
      );
    default:
      return null;
  }
}

export const MODE_LABEL: Record<Mode, Bilingual> = {
  active: t('active', 'actif'),
  assisted: t('assisted', 'avec aide'),
  eccentric: t('eccentric', 'en excentrique'),
  hold: t('3-second hold', 'maintien 3 s'),
  'contract-relax': t('contract-relax', 'contracté-relâché'),
  dynamic: t('dynamic', 'dynamique'),
  strong: t('stronger effort', 'effort soutenu'),
  sustained: t('long hold', 'maintien long'),
  static: t('static hold', 'maintien statique'),
  power: t('power', 'explosif'),
  'dual-task': t('dual task', 'double tâche'),
};

/** The sentence of each progression mode that does not depend on the limb. */
export const MODE_SENTENCE: Partial<Record<Mode, Bilingual>> = {
  hold: t(
    'Hold variation: pause for 3 seconds at the end of the movement before returning slowly.',
    'Variante avec maintien : marquez une pause de 3 secondes en fin de mouvement avant de revenir lentement.',
  ),
  'contract-relax': t(
    'Contract-relax: once in the stretch, push gently against it (about 20% of your strength) for 5 seconds without moving, relax, then ease a little further into the stretch. Do this 3 times per repetition.',
    "Contracté-relâché : une fois en position d'étirement, poussez doucement contre l'étirement (environ 20 % de votre force) pendant 5 secondes sans bouger, relâchez, puis gagnez un peu d'amplitude. Faites-le 3 fois par répétition.",
  ),
  dynamic: t(
    'Dynamic: instead of holding the stretch, move slowly into it and out again in a smooth, steady rhythm.',
    "Dynamique : au lieu de tenir l'étirement, entrez-y et sortez-en lentement, à un rythme fluide et régulier.",
  ),
  strong: t(
    'Stronger effort: build up over 3 seconds to about 70% of your maximum effort, staying pain-free.',
    'Effort soutenu : montez progressivement en 3 secondes jusqu’à environ 70 % de votre effort maximal, sans douleur.',
  ),
  sustained: t(
    'Long hold: build up the effort slowly and hold for 30 to 45 seconds, then release slowly. This often eases tendon pain.',
    "Maintien long : augmentez l'effort lentement et tenez 30 à 45 secondes, puis relâchez lentement. Cela soulage souvent la douleur tendineuse.",
  ),
  static: t(
    'Static hold: move to the middle of the movement and hold that position still for 20 to 30 seconds, breathing normally, then return slowly.',
    "Maintien statique : allez jusqu'au milieu du mouvement et tenez cette position sans bouger 20 à 30 secondes en respirant normalement, puis revenez lentement.",
  ),
  power: t(
    'Power: do the lifting part as fast as you can while staying in control, then return slowly over 3 seconds. Use this only once the slow version is easy and pain-free.',
    "Explosif : faites la phase de montée aussi vite que possible en gardant le contrôle, puis revenez lentement en 3 secondes. Seulement quand la version lente est facile et indolore.",
  ),
  'dual-task': t(
    'Dual task: while you do the exercise, count backwards aloud from 100 in threes, or name as many animals as you can.',
    "Double tâche : pendant l'exercice, comptez à voix haute à rebours à partir de 100 en retirant 3 à chaque fois, ou citez le plus de noms d'animaux possible.",
  ),
};

export function assistSentence(limb: Limb | undefined): Bilingual | null {
  switch (limb) {
    case 'arm':
    case 'hand':
      return t(
        'Assisted: help the movement with your other hand, only as much as needed, and let the working arm do the rest.',
        "Mouvement aidé : accompagnez le mouvement avec l'autre main, juste autant que nécessaire, et laissez le bras qui travaille faire le reste.",
      );
    case 'leg':
    case 'foot':
      return t(
        'Assisted: loop a towel or strap around your foot and help the leg with your hands, only as much as needed.',
        'Mouvement aidé : passez une serviette ou une sangle autour du pied et aidez la jambe avec les mains, juste autant que nécessaire.',
      );
    default:
      return null;
  }
}

export const ECCENTRIC_SENTENCE = t(
  'Eccentric: take about 1 second to lift and 4 seconds to lower, braking the movement all the way down. Help the lifting phase with the other side if needed.',
  "Excentrique : montez en 1 seconde environ et redescendez en 4 secondes en freinant le mouvement jusqu'en bas. Aidez la montée avec l'autre côté si besoin.",
);

export const SURFACE_LABEL: Record<Surface, Bilingual> = {
  firm: t('firm floor', 'sol ferme'),
  foam: t('on foam', 'sur mousse'),
  'eyes-closed': t('eyes closed', 'yeux fermés'),
  'foam-eyes-closed': t('on foam, eyes closed', 'sur mousse, yeux fermés'),
};

export const SURFACE_SENTENCE: Record<Surface, Bilingual> = {
  firm: t('Stand on a firm, flat floor, eyes open and fixed on a point ahead.', 'Tenez-vous sur un sol ferme et plat, les yeux ouverts fixant un point devant vous.'),
  foam: t(
    'Stand on a firm foam pad or a folded cushion, which makes the support less stable, eyes fixed on a point ahead.',
    "Tenez-vous sur un coussin de mousse ferme ou un coussin plié, ce qui rend l'appui moins stable, les yeux fixant un point devant vous.",
  ),
  'eyes-closed': t(
    'Stand on a firm, flat floor. Once you are steady, close your eyes; open them at once if you start to lose your balance.',
    "Tenez-vous sur un sol ferme et plat. Une fois stable, fermez les yeux ; rouvrez-les dès que vous commencez à perdre l'équilibre.",
  ),
  'foam-eyes-closed': t(
    'Stand on a firm foam pad or a folded cushion. Once you are steady, close your eyes; open them at once if you start to lose your balance. Have someone close by.',
    "Tenez-vous sur un coussin de mousse ferme ou un coussin plié. Une fois stable, fermez les yeux ; rouvrez-les dès que vous commencez à perdre l'équilibre. Faites-vous accompagner.",
  ),
};

export const SIDE_LABEL: Record<Side, Bilingual> = {
  left: t('left', 'côté gauche'),
  right: t('right', 'côté droit'),
};

const OTHER: Record<Side, Side> = { left: 'right', right: 'left' };

/** "left arm" / "le bras gauche" (French adjectives agree with the noun's gender). */
export function limbNoun(limb: Exclude<Limb, 'side'>, side: Side): Bilingual {
  const nouns: Record<Exclude<Limb, 'side'>, { en: string; fr: string; fem: boolean }> = {
    arm: { en: 'arm', fr: 'bras', fem: false },
    leg: { en: 'leg', fr: 'jambe', fem: true },
    hand: { en: 'hand', fr: 'main', fem: true },
    foot: { en: 'foot', fr: 'pied', fem: false },
  };
  const n = nouns[limb];
  const frSide = side === 'left' ? 'gauche' : n.fem ? 'droite' : 'droit';
  return t(`${side} ${n.en}`, `${n.fem ? 'la' : 'le'} ${n.fr} ${frSide}`);
}

/** What "left" means for a whole-body or trunk exercise, in both languages. */
const SIDE_STYLE: Record<SideStyle, (side: Side) => Bilingual> = {
  turn: (s) => (s === 'left' ? t('Left side: turn to the left.', 'Côté gauche : tournez vers la gauche.') : t('Right side: turn to the right.', 'Côté droit : tournez vers la droite.')),
  tilt: (s) =>
    s === 'left' ? t('Left side: tilt or lean to the left.', 'Côté gauche : inclinez-vous vers la gauche.') : t('Right side: tilt or lean to the right.', 'Côté droit : inclinez-vous vers la droite.'),
  stretch: (s) =>
    s === 'left'
      ? t('Left side: the left side is stretched.', "Côté gauche : c'est le côté gauche qui est étiré.")
      : t('Right side: the right side is stretched.', "Côté droit : c'est le côté droit qui est étiré."),
  support: (s) =>
    s === 'left'
      ? t('Left side: you are supported on your left side.', 'Côté gauche : vous êtes en appui sur le côté gauche.')
      : t('Right side: you are supported on your right side.', 'Côté droit : vous êtes en appui sur le côté droit.'),
  anchor: (s) =>
    s === 'left'
      ? t('Left side: the band is anchored on your left.', "Côté gauche : l'élastique est fixé à votre gauche.")
      : t('Right side: the band is anchored on your right.', "Côté droit : l'élastique est fixé à votre droite."),
  diagonal: (s) =>
    s === 'left'
      ? t('Left side: move the left arm and the right leg.', 'Côté gauche : bougez le bras gauche et la jambe droite.')
      : t('Right side: move the right arm and the left leg.', 'Côté droit : bougez le bras droit et la jambe gauche.'),
  'leg-arm': (s) =>
    s === 'left'
      ? t('Left side: move the left leg and the right arm.', 'Côté gauche : bougez la jambe gauche et le bras droit.')
      : t('Right side: move the right leg and the left arm.', 'Côté droit : bougez la jambe droite et le bras gauche.'),
  carry: (s) =>
    s === 'left'
      ? t('Left side: the weight is in your left hand.', 'Côté gauche : la charge est dans la main gauche.')
      : t('Right side: the weight is in your right hand.', 'Côté droit : la charge est dans la main droite.'),
};

/** The sentence that opens a left or right variant. */
export function sideSentence(limb: Limb, side: Side, style?: SideStyle): Bilingual {
  if (limb === 'side') {
    if (style) {
      return SIDE_STYLE[style](side);
    }
    return side === 'left'
      ? t('Left side: do the exercise on or towards your left side.', "Côté gauche : faites l'exercice sur le côté gauche ou vers la gauche.")
      : t('Right side: do the exercise on or towards your right side.', "Côté droit : faites l'exercice sur le côté droit ou vers la droite.");
  }
  const noun = limbNoun(limb, side);
  const heading = side === 'left' ? t('Left side', 'Côté gauche') : t('Right side', 'Côté droit');
  return t(`${heading.en}: your ${noun.en} does the exercise.`, `${heading.fr} : c'est ${noun.fr} qui travaille.`);
}

/** Side-lying with a side: which side to lie on so that the working limb is on top (or underneath). */
export function sideLyingSentence(limb: Limb, side: Side, working: 'top' | 'bottom'): Bilingual {
  const lieOn = working === 'top' ? OTHER[side] : side;
  const lieEn = `Lie on your ${lieOn} side, hips and shoulders stacked, head on a pillow`;
  const lieFr = `Allongez-vous sur le côté ${lieOn === 'left' ? 'gauche' : 'droit'}, hanches et épaules alignées, la tête sur un oreiller`;
  if (limb === 'side') {
    return t(`${lieEn}.`, `${lieFr}.`);
  }
  const noun = limbNoun(limb, side);
  return working === 'top'
    ? t(`${lieEn}, so that your ${noun.en} is on top.`, `${lieFr}, ${noun.fr} au-dessus.`)
    : t(`${lieEn}; your ${noun.en}, underneath, does the work.`, `${lieFr} ; c'est ${noun.fr}, en dessous, qui travaille.`)
}
