import { appConfig } from '../libs/web-kit/build/rspack-app.mjs';

export default appConfig({
  dir: import.meta.dirname,
  name: 'mfe_portal',
  exposes: { './Routes': './src/Routes.tsx' },
  port: 4205,
  title: 'OpenSet portal (dev)',
});
