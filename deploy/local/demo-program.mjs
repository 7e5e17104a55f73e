// Demo data that spans services: the development client Jane Doe gets a program from `pro`, so
// the portal (jane.doe / 1987) shows exercises on a first visit. Written through the product's
// own API once the stack answers (each service seeds only its own tables), and only when Jane has
// no set yet: a second start, or a program changed since, is left as it is.
import { apiCall, signIn } from './api-session.mjs';

/** Stock exercises of the program, found by search: a neck and shoulder routine. */
const SEARCHES = ['chin tuck', 'shoulder blade squeeze', 'wall push up'];
const PROGRAM = {
  savename: 'Neck and shoulder, week 1',
  title: 'Neck and shoulder, week 1',
  instructions: 'Once a day, slowly and without pain. Stop and tell me if an exercise hurts.',
};
/** The stock library loads after the stack starts; it is waited for this long at most. */
const LIBRARY_WAIT_MS = 120_000;
const MEDIA_KINDS = new Set(['thumbnail', 'stockImage', 'userImage', 'stockVideo', 'userVideo']);

export async function ensureDemoProgram(baseUrl, log) {
  const session = await signIn(baseUrl, 'pro');
  const call = (method, path, body) => apiCall(baseUrl, session, method, path, body);
  const clients = await call('GET', `/clinician/clients?search=${encodeURIComponent('jane@example.test')}`);
  const jane = clients.items.find((client) => client.portalUsername === 'jane.doe');
  if (!jane) return log('no demo program: the development client jane.doe is not there');
  if ((await call('GET', `/clinician/sets?clientId=${jane.id}`)).total > 0) return;

  const ids = [];
  const deadline = Date.now() + LIBRARY_WAIT_MS;
  for (const search of SEARCHES) {
    let found;
    while (!(found = (await call('GET', `/clinician/exercises/stock?search=${encodeURIComponent(search)}&limit=1&kinds=exercise`)).items[0])) {
      if (Date.now() > deadline) return log(`no demo program: no stock exercise for "${search}" yet`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    ids.push(found.id);
  }
  const library = await call('GET', `/clinician/exercises/${ids.join(',')}?imgWidth=300`);
  const kinds = new Map(library.resources.map((resource) => [resource.id, resource.kind]));
  let key = 0;
  const nextKey = () => `demo-${++key}`;
  // Copies of the library exercises, as the designer makes them (its setExerciseFrom).
  const elements = library.items.map((exercise) => ({
    type: 'setExercise',
    key: nextKey(),
    stockId: exercise.id,
    customId: null,
    title: exercise.title,
    instructions: exercise.instructions,
    reflect: false,
    thumbnailId: exercise.thumbnailId,
    parameters: exercise.parameters.length
      ? exercise.parameters.map(({ title, value }) => ({ key: nextKey(), title, value }))
      : [
          { key: nextKey(), title: 'Sets', value: '2' },
          { key: nextKey(), title: 'Reps', value: '10' },
        ],
    resources: exercise.resources
      .filter((resource) => MEDIA_KINDS.has(kinds.get(resource.resourceId) ?? 'stockImage'))
      .map(({ resourceId, caption }) => ({ key: nextKey(), resourceId, caption })),
  }));
  await call('POST', '/clinician/sets', { type: 'clientSet', clientId: jane.id, enabled: true, ...PROGRAM, elements });
  log(`demo program "${PROGRAM.title}" (${elements.length} exercises) given to Jane Doe: sign in to /portal as jane.doe / 1987`);
}
