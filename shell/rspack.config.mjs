import { appConfig } from '../libs/web-kit/build/rspack-app.mjs';

export default appConfig({ dir: import.meta.dirname, name: 'shell', host: true, port: 4200, title: 'OpenSet' });
