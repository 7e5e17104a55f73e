import { appConfig } from '../libs/web-kit/build/rspack-app.mjs';

export default appConfig({
  dir: import.meta.dirname,
  name: 'mfe_clients',
  exposes: { './Routes': './src/Routes.tsx' },
  port: 4202,
  title: 'OpenSet clients (dev)',
});
