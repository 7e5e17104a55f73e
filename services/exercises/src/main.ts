import { startService } from '@openset/server-kit';
import { AppModule } from './app.module.js';

await startService('exercises', AppModule);
