import { appConfig } from '../libs/web-kit/build/rspack-app.mjs';

export default appConfig({
  dir: import.meta.dirname,
  name: 'mfe_outcomes',
  exposes: { './Routes': './src/Routes.tsx' },
  port: 4203,
  title: 'OpenSet outcomes (dev)',
});
