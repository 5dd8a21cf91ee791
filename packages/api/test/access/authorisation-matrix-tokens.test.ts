import { describeAuthorisationMatrix } from './authorisation-matrix';

/** A script with its user's API token may do exactly what the user may, and no more. */
describeAuthorisationMatrix('apiToken');
