import { appConfig } from '../libs/web-kit/build/rspack-app.mjs';

export default appConfig({
  dir: import.meta.dirname,
  name: 'mfe_manager',
  exposes: { './Routes': './src/Routes.tsx' },
  port: 4204,
  title: 'OpenSet manager (dev)',
});
