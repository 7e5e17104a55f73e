import { migrateService, seedingAllowed, serviceLogger } from '@openset/server-kit';
import { seedTeams } from './seed.js';
import { teamsData } from './teams.data.js';

const logger = serviceLogger('teams');
await migrateService(teamsData, logger);
if (seedingAllowed() && process.env.OPENSET_SEED !== '0') {
  await seedTeams(logger);
}
