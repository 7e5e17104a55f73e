import { migrateService, serviceLogger } from '@openset/server-kit';
import { exercisesData } from './exercises.data.js';
import { loadStockEducation } from './education/stock-education.js';
import { loadLibraries } from './stock-library/startup-load.js';

const logger = serviceLogger('exercises');
await migrateService(exercisesData, logger);
// The stock library is data, not schema, but it must be there before the service answers.
await loadLibraries(logger);
await loadStockEducation(logger);
