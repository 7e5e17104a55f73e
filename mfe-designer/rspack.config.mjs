import { appConfig } from '../libs/web-kit/build/rspack-app.mjs';

export default appConfig({
  dir: import.meta.dirname,
  name: 'mfe_designer',
  exposes: { './Routes': './src/Routes.tsx', './Templates': './src/features/templates/Templates.tsx', './Education': './src/features/education/Education.tsx' },
  port: 4201,
  title: 'OpenSet designer (dev)',
});
