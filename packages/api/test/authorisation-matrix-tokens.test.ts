import { describeAuthorisationMatrix } from './authorisation-matrix';

/** Issue 15: a script with its user's API token may do exactly what the user may, and no more. */
describeAuthorisationMatrix('apiToken');
