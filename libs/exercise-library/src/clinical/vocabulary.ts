// The clinical vocabulary: what clinicians type when they search by condition or region, in
// English and French (conditions, abbreviations, synonyms, region names), each mapped to the body
// regions of the library (`bodyRegions` of the elements) and the kinds of exercise (the second
// level of the categories: `<region>.<kind>`) it concerns. Sources: ./README.md.

/** A body region of the library, as elements hold it in `bodyRegions` and as a top-level category key. */
export type BodyRegion =
  | 'neck'
  | 'jaw'
  | 'shoulder'
  | 'elbow-forearm'
  | 'wrist-hand'
  | 'thoracic'
  | 'lumbar'
  | 'hip'
  | 'knee'
  | 'ankle-foot'
  | 'core'
  | 'pelvic-floor'
  | 'whole-body';

/** A kind of exercise: the second level of a region's categories (`knee.strengthening`). */
export type ExerciseKind = 'mobility' | 'stretching' | 'isometric' | 'strengthening' | 'functional' | 'return-to-sport' | 'neuro';

export interface ClinicalTerm {
  /** What it is called, first the name of the source, then synonyms and abbreviations as typed. */
  en: readonly string[];
  fr: readonly string[];
  regions: readonly BodyRegion[];
  /** The kinds of exercise usually prescribed first. */
  kinds: readonly ExerciseKind[];
  /** Movements usually prescribed first, as the library's English titles name them. */
  movements?: readonly string[];
  /** Where the names come from: an ICD-10 code (and its French CIM-10 name), or "region". */
  source: string;
}

/** The kinds of a region's first-line rehabilitation: a region's name ranks them before functional, return-to-sport and neuro work. */
const FIRST_LINE: readonly ExerciseKind[] = ['mobility', 'stretching', 'isometric', 'strengthening'];

/** Region names: a query naming a region ranks that region's exercises first. */
const REGIONS: ClinicalTerm[] = [
  { en: ['neck', 'cervical spine', 'cervical'], fr: ['cou', 'nuque', 'rachis cervical', 'cervical', 'cervicale', 'cervicales'], regions: ['neck'], kinds: FIRST_LINE, source: 'region' },
  { en: ['jaw', 'temporomandibular joint'], fr: ['mâchoire', 'articulation temporo-mandibulaire'], regions: ['jaw'], kinds: FIRST_LINE, source: 'region' },
  { en: ['shoulder', 'shoulders'], fr: ['épaule', 'épaules'], regions: ['shoulder'], kinds: FIRST_LINE, source: 'region' },
  { en: ['elbow', 'elbows', 'forearm', 'forearms'], fr: ['coude', 'coudes', 'avant-bras'], regions: ['elbow-forearm'], kinds: FIRST_LINE, source: 'region' },
  { en: ['wrist', 'wrists', 'hand', 'hands', 'finger', 'fingers', 'thumb'], fr: ['poignet', 'poignets', 'main', 'mains', 'doigt', 'doigts', 'pouce'], regions: ['wrist-hand'], kinds: FIRST_LINE, source: 'region' },
  { en: ['thoracic spine', 'thoracic', 'upper back', 'mid back'], fr: ['rachis thoracique', 'rachis dorsal', 'thoracique', 'haut du dos'], regions: ['thoracic'], kinds: FIRST_LINE, source: 'region' },
  { en: ['lower back', 'low back', 'lumbar spine', 'lumbar', 'back'], fr: ['bas du dos', 'rachis lombaire', 'lombaire', 'lombaires', 'dos'], regions: ['lumbar'], kinds: FIRST_LINE, source: 'region' },
  { en: ['hip', 'hips', 'groin'], fr: ['hanche', 'hanches', 'aine'], regions: ['hip'], kinds: FIRST_LINE, source: 'region' },
  { en: ['knee', 'knees'], fr: ['genou', 'genoux'], regions: ['knee'], kinds: FIRST_LINE, source: 'region' },
  { en: ['ankle', 'ankles', 'foot', 'feet', 'toes'], fr: ['cheville', 'chevilles', 'pied', 'pieds', 'orteils'], regions: ['ankle-foot'], kinds: FIRST_LINE, source: 'region' },
  { en: ['pelvic floor'], fr: ['plancher pelvien', 'périnée'], regions: ['pelvic-floor'], kinds: FIRST_LINE, source: 'region' },
];

/** Conditions, by region. */
const CONDITIONS: ClinicalTerm[] = [
  // Knee
  { en: ['gonarthrosis', 'knee osteoarthritis', 'osteoarthritis of the knee', 'knee arthritis', 'knee OA'], fr: ['gonarthrose', 'arthrose du genou', 'arthrose de genou'], regions: ['knee'], kinds: ['strengthening', 'mobility', 'functional'], movements: ['quad set', 'straight leg raise', 'sit to stand', 'heel slide', 'terminal knee extension', 'step-up'], source: 'ICD-10 M17' },
  { en: ['anterior cruciate ligament', 'cruciate ligament', 'ACL', 'ACL reconstruction', 'ACLR'], fr: ['ligament croisé antérieur', 'ligament croisé', 'LCA', 'ligamentoplastie'], regions: ['knee'], kinds: ['strengthening', 'isometric', 'functional', 'return-to-sport'], movements: ['quad set', 'straight leg raise', 'heel slide', 'terminal knee extension', 'step-down', 'balance'], source: 'ICD-10 S83.5' },
  { en: ['patellofemoral pain syndrome', 'patellofemoral pain', 'patellofemoral', 'anterior knee pain', 'runner’s knee', "runner's knee", 'PFPS', 'PFP'], fr: ['syndrome fémoro-patellaire', 'syndrome rotulien', 'douleur fémoro-patellaire', 'SFP', 'SDFP'], regions: ['knee'], kinds: ['strengthening', 'isometric', 'functional'], movements: ['step-down', 'wall sit', 'clamshell', 'terminal knee extension', 'straight leg raise'], source: 'ICD-10 M22.2' },
  { en: ['patellar tendinopathy', 'patellar tendinitis', 'jumper’s knee', "jumper's knee"], fr: ['tendinopathie rotulienne', 'tendinopathie patellaire', 'tendinite rotulienne'], regions: ['knee'], kinds: ['isometric', 'strengthening'], movements: ['wall sit', 'decline squat', 'spanish squat', 'knee extension'], source: 'ICD-10 M76.5' },
  { en: ['meniscus tear', 'meniscal tear', 'meniscus', 'meniscectomy'], fr: ['lésion méniscale', 'déchirure du ménisque', 'ménisque', 'méniscectomie'], regions: ['knee'], kinds: ['mobility', 'strengthening', 'functional'], source: 'ICD-10 S83.2' },
  { en: ['total knee arthroplasty', 'total knee replacement', 'knee replacement', 'knee arthroplasty', 'TKA', 'TKR'], fr: ['prothèse totale de genou', 'prothèse de genou', 'PTG'], regions: ['knee'], kinds: ['mobility', 'isometric', 'strengthening', 'functional'], movements: ['heel slide', 'quad set', 'ankle pumps', 'straight leg raise', 'hip abduction', 'sit to stand'], source: 'ICD-10 Z96.6' },
  { en: ['iliotibial band syndrome', 'ITB syndrome', 'ITBS'], fr: ['syndrome de la bandelette ilio-tibiale', 'syndrome de l’essuie-glace', "syndrome de l'essuie-glace"], regions: ['knee'], kinds: ['stretching', 'strengthening'], source: 'ICD-10 M76.3' },
  { en: ['Osgood-Schlatter'], fr: ['maladie d’Osgood-Schlatter', "maladie d'Osgood-Schlatter", 'Osgood-Schlatter'], regions: ['knee'], kinds: ['stretching', 'isometric'], source: 'ICD-10 M92.5' },
  // Hip
  { en: ['coxarthrosis', 'hip osteoarthritis', 'osteoarthritis of the hip', 'hip arthritis', 'hip OA'], fr: ['coxarthrose', 'arthrose de hanche', 'arthrose de la hanche'], regions: ['hip'], kinds: ['strengthening', 'mobility', 'functional'], movements: ['bridge', 'clamshell', 'hip abduction', 'sit to stand', 'hip flexor stretch'], source: 'ICD-10 M16' },
  { en: ['total hip arthroplasty', 'total hip replacement', 'hip replacement', 'hip arthroplasty', 'THA', 'THR'], fr: ['prothèse totale de hanche', 'prothèse de hanche', 'PTH'], regions: ['hip'], kinds: ['isometric', 'strengthening', 'functional'], movements: ['heel slide', 'quad set', 'ankle pumps', 'straight leg raise', 'hip abduction', 'sit to stand'], source: 'ICD-10 Z96.6' },
  { en: ['trochanteric bursitis', 'greater trochanteric pain syndrome', 'gluteal tendinopathy', 'GTPS'], fr: ['bursite trochantérienne', 'tendinopathie glutéale', 'tendinopathie du moyen fessier'], regions: ['hip'], kinds: ['isometric', 'strengthening'], source: 'ICD-10 M70.6' },
  { en: ['femoroacetabular impingement', 'hip impingement', 'FAI'], fr: ['conflit fémoro-acétabulaire', 'CFA'], regions: ['hip'], kinds: ['mobility', 'strengthening'], source: 'MeSH Femoracetabular Impingement' },
  { en: ['hamstring strain', 'pulled hamstring'], fr: ['lésion des ischio-jambiers', 'élongation des ischio-jambiers', 'claquage des ischio-jambiers'], regions: ['hip', 'knee'], kinds: ['isometric', 'strengthening', 'return-to-sport'], source: 'ICD-10 S76.3' },
  // Lumbar and thoracic spine
  { en: ['low back pain', 'lower back pain', 'back pain', 'lumbago', 'LBP'], fr: ['lombalgie', 'lombalgies', 'lumbago', 'mal de dos', 'douleur lombaire'], regions: ['lumbar'], kinds: ['mobility', 'stretching', 'isometric', 'strengthening'], movements: ['pelvic tilt', 'knee to chest', 'cat', 'bird dog', 'bridge', 'prone press-up'], source: 'ICD-10 M54.5' },
  { en: ['sciatica', 'lumbar radiculopathy', 'radiculopathy'], fr: ['sciatique', 'lombosciatique', 'lombosciatalgie', 'radiculopathie lombaire', 'cruralgie'], regions: ['lumbar'], kinds: ['mobility', 'neuro'], movements: ['sciatic nerve glide', 'nerve glide', 'prone press-up', 'knee to chest'], source: 'ICD-10 M54.3, M54.1' },
  { en: ['herniated disc', 'disc herniation', 'slipped disc', 'disc prolapse'], fr: ['hernie discale', 'discopathie'], regions: ['lumbar'], kinds: ['mobility', 'isometric', 'neuro'], source: 'ICD-10 M51.2' },
  { en: ['lumbar spinal stenosis', 'spinal stenosis'], fr: ['canal lombaire étroit', 'sténose du canal lombaire'], regions: ['lumbar'], kinds: ['mobility', 'stretching'], source: 'ICD-10 M48.0' },
  { en: ['spondylolisthesis'], fr: ['spondylolisthésis'], regions: ['lumbar'], kinds: ['isometric', 'strengthening'], source: 'ICD-10 M43.1' },
  { en: ['thoracic spine pain', 'thoracic pain', 'kyphosis', 'hyperkyphosis'], fr: ['dorsalgie', 'dorsalgies', 'cyphose', 'hypercyphose'], regions: ['thoracic'], kinds: ['mobility', 'stretching', 'strengthening'], source: 'ICD-10 M54.6, M40' },
  { en: ['ankylosing spondylitis'], fr: ['spondylarthrite ankylosante'], regions: ['thoracic', 'lumbar'], kinds: ['mobility', 'stretching'], source: 'ICD-10 M45' },
  // Neck and jaw
  { en: ['cervicalgia', 'neck pain', 'stiff neck'], fr: ['cervicalgie', 'cervicalgies', 'douleur cervicale', 'torticolis'], regions: ['neck'], kinds: ['mobility', 'isometric', 'strengthening'], movements: ['chin tuck', 'neck rotation', 'cranio-cervical flexion', 'scapular retraction'], source: 'ICD-10 M54.2, M43.6' },
  { en: ['whiplash', 'whiplash-associated disorder', 'whiplash injury', 'WAD'], fr: ['coup du lapin', 'entorse cervicale', 'traumatisme cervical en coup de fouet'], regions: ['neck'], kinds: ['mobility', 'isometric', 'neuro'], movements: ['chin tuck', 'neck rotation', 'cranio-cervical flexion', 'isometric'], source: 'ICD-10 S13.4' },
  { en: ['cervical radiculopathy'], fr: ['névralgie cervico-brachiale', 'NCB', 'radiculopathie cervicale'], regions: ['neck'], kinds: ['mobility', 'neuro'], source: 'ICD-10 M54.1' },
  { en: ['cervicogenic headache', 'tension headache'], fr: ['céphalée cervicogénique', 'céphalée de tension'], regions: ['neck'], kinds: ['mobility', 'isometric'], source: 'ICD-10 G44.2' },
  { en: ['temporomandibular disorder', 'temporomandibular joint disorder', 'TMD', 'TMJ'], fr: ['dysfonction temporo-mandibulaire', 'dysfonctionnement de l’articulation temporo-mandibulaire', 'DTM', 'ATM'], regions: ['jaw'], kinds: ['mobility', 'isometric'], source: 'ICD-10 K07.6' },
  // Shoulder
  { en: ['adhesive capsulitis', 'frozen shoulder', 'stiff shoulder'], fr: ['capsulite rétractile', 'capsulite', 'épaule gelée', 'épaule bloquée'], regions: ['shoulder'], kinds: ['mobility', 'stretching'], movements: ['pendulum', 'external rotation', 'table slide', 'wall slide', 'flexion', 'cross-body stretch'], source: 'ICD-10 M75.0' },
  { en: ['rotator cuff syndrome', 'rotator cuff tendinopathy', 'rotator cuff tear', 'rotator cuff repair', 'rotator cuff', 'supraspinatus tendinopathy', 'cuff tendinopathy'], fr: ['tendinopathie de la coiffe des rotateurs', 'tendinopathie de la coiffe', 'rupture de la coiffe', 'coiffe des rotateurs', 'tendinite du sus-épineux', 'coiffe'], regions: ['shoulder'], kinds: ['isometric', 'strengthening', 'mobility'], movements: ['external rotation', 'internal rotation', 'scapular', 'isometric', 'side-lying'], source: 'ICD-10 M75.1' },
  { en: ['impingement syndrome', 'shoulder impingement', 'subacromial pain syndrome', 'subacromial impingement', 'impingement'], fr: ['conflit sous-acromial', 'syndrome sous-acromial', 'conflit'], regions: ['shoulder'], kinds: ['strengthening', 'mobility', 'stretching'], movements: ['external rotation', 'scapular', 'wall slide', 'sleeper stretch'], source: 'ICD-10 M75.4' },
  { en: ['calcific tendinitis', 'calcific tendinopathy'], fr: ['tendinopathie calcifiante', 'tendinite calcifiante'], regions: ['shoulder'], kinds: ['mobility', 'strengthening'], source: 'ICD-10 M75.3' },
  { en: ['shoulder dislocation', 'shoulder instability', 'Bankart'], fr: ['luxation de l’épaule', "luxation de l'épaule", 'instabilité de l’épaule', "instabilité de l'épaule", 'Latarjet'], regions: ['shoulder'], kinds: ['isometric', 'strengthening', 'functional'], source: 'ICD-10 S43.0' },
  // Elbow, wrist and hand
  { en: ['lateral epicondylitis', 'lateral epicondylalgia', 'tennis elbow'], fr: ['épicondylite', 'épicondylite latérale', 'épicondylalgie', 'tennis-elbow', 'tennis elbow'], regions: ['elbow-forearm'], kinds: ['isometric', 'strengthening', 'stretching'], movements: ['wrist extension', 'tennis elbow', 'supination', 'grip'], source: 'ICD-10 M77.1' },
  { en: ['medial epicondylitis', 'golfer’s elbow', "golfer's elbow", 'golfers elbow'], fr: ['épitrochléite', 'épicondylite médiale', 'épitrochléalgie'], regions: ['elbow-forearm'], kinds: ['isometric', 'strengthening', 'stretching'], movements: ['wrist flexion', 'golfer', 'pronation', 'grip'], source: 'ICD-10 M77.0' },
  { en: ['carpal tunnel syndrome', 'carpal tunnel', 'CTS'], fr: ['syndrome du canal carpien', 'canal carpien'], regions: ['wrist-hand'], kinds: ['mobility', 'neuro'], movements: ['median nerve glide', 'tendon glide', 'wrist flexion stretch', 'wrist extension stretch', 'nerve glide'], source: 'ICD-10 G56.0' },
  { en: ['De Quervain’s tenosynovitis', "De Quervain's tenosynovitis", 'De Quervain', 'radial styloid tenosynovitis'], fr: ['ténosynovite de De Quervain', 'De Quervain'], regions: ['wrist-hand'], kinds: ['mobility', 'isometric', 'strengthening'], movements: ['thumb', 'radial deviation', 'wrist'], source: 'ICD-10 M65.4' },
  { en: ['trigger finger'], fr: ['doigt à ressaut', 'doigt à ressort'], regions: ['wrist-hand'], kinds: ['mobility'], source: 'ICD-10 M65.3' },
  { en: ['distal radius fracture', 'wrist fracture', 'Colles fracture'], fr: ['fracture du radius distal', 'fracture du poignet', 'fracture de Pouteau-Colles'], regions: ['wrist-hand'], kinds: ['mobility', 'strengthening'], source: 'ICD-10 S52.5' },
  { en: ['hand osteoarthritis', 'thumb osteoarthritis', 'rhizarthrosis'], fr: ['rhizarthrose', 'arthrose de la main', 'arthrose digitale'], regions: ['wrist-hand'], kinds: ['mobility', 'strengthening'], source: 'ICD-10 M18, M15' },
  // Ankle and foot
  { en: ['plantar fasciitis', 'plantar fasciopathy', 'plantar heel pain', 'heel spur'], fr: ['fasciite plantaire', 'aponévrosite plantaire', 'talalgie', 'épine calcanéenne'], regions: ['ankle-foot'], kinds: ['stretching', 'strengthening'], movements: ['plantar fascia', 'calf stretch', 'towel scrunch', 'calf raise', 'toe'], source: 'ICD-10 M72.2' },
  { en: ['ankle sprain', 'sprained ankle', 'lateral ankle sprain', 'ankle instability', 'chronic ankle instability'], fr: ['entorse de cheville', 'entorse de la cheville', 'entorse externe de la cheville', 'instabilité de cheville', 'entorse'], regions: ['ankle-foot'], kinds: ['mobility', 'strengthening', 'functional', 'neuro'], movements: ['ankle alphabet', 'eversion', 'balance', 'single-leg stance', 'calf raise'], source: 'ICD-10 S93.4' },
  { en: ['Achilles tendinopathy', 'Achilles tendinitis', 'Achilles tendon', 'Achilles'], fr: ['tendinopathie d’Achille', "tendinopathie d'Achille", 'tendinite d’Achille', "tendinite d'Achille", 'tendon d’Achille', "tendon d'Achille", 'tendinopathie achilléenne'], regions: ['ankle-foot'], kinds: ['isometric', 'strengthening'], movements: ['calf raise', 'eccentric', 'heel drop', 'calf stretch'], source: 'ICD-10 M76.6' },
  { en: ['ankle fracture'], fr: ['fracture de cheville', 'fracture de la cheville', 'fracture bimalléolaire'], regions: ['ankle-foot'], kinds: ['mobility', 'strengthening', 'functional'], source: 'ICD-10 S82.8' },
  { en: ['shin splints', 'medial tibial stress syndrome'], fr: ['périostite tibiale', 'syndrome de stress tibial médial'], regions: ['ankle-foot'], kinds: ['strengthening', 'stretching'], source: 'ICD-10 M76.8' },
  // Pelvic floor
  { en: ['stress urinary incontinence', 'urinary incontinence', 'incontinence'], fr: ['incontinence urinaire d’effort', "incontinence urinaire d'effort", 'incontinence urinaire', 'incontinence'], regions: ['pelvic-floor'], kinds: [], source: 'ICD-10 N39.3, R32' },
];

export const CLINICAL_VOCABULARY: readonly ClinicalTerm[] = [...CONDITIONS, ...REGIONS];
