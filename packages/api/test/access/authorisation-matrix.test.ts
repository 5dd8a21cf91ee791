import { describeAuthorisationMatrix } from './authorisation-matrix';

describeAuthorisationMatrix('cookie');
