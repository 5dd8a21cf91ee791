import { describeAnswers } from '../testing/answers';
import { isPortlandAddress, normalisePersonName, normaliseZip } from './text';

describeAnswers(
  'normalisePersonName',
  [
    ['Robert', 'ROBERT'],
    ['  mary   ann ', 'MARY ANN'],
    ["O'Brien", 'OBRIEN'],
    ['O’Brien', 'OBRIEN'],
    ['Smith-Jones', 'SMITHJONES'],
    ['José', 'JOSE'],
    ['Zoë', 'ZOE'],
    ['J.R.', 'JR'],
    ['Smith, Jr', 'SMITH JR'],
    ['', ''],
  ],
  (name) => normalisePersonName(name),
);

describeAnswers(
  'normaliseZip',
  [
    ['97214', '97214'],
    ['97214-1234', '97214'],
    [' 97214 ', '97214'],
    ['972141234', '97214'],
    ['9721', '9721'],
    ['', ''],
    [null, ''],
  ],
  (zip) => normaliseZip(zip),
);

describeAnswers(
  'isPortlandAddress',
  [
    ['Portland', 'OR', true],
    ['PORTLAND', 'or', true],
    [' portland ', 'OR', true],
    ['Portland', 'ME', false],
    ['Beaverton', 'OR', false],
    ['', 'OR', false],
    [null, null, false],
  ],
  (city, state) => isPortlandAddress({ city, state }),
);
