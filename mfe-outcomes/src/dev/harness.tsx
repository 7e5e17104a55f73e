import { renderStandalone } from '@openset/web-kit';
import Routes from '../Routes';

// Mounted at the same path as in the shell, so relative links behave the same.
renderStandalone({ mountPath: '/clinician/outcomes', Routes });
