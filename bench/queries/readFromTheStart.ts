/**
 * Sets 8 on, in the order they were written: four new writers a round on held-out 5's brief, each
 * round after the previous one's fixes, read from the start (search/DESIGN.md, "Set 8"). Each is a
 * half of its own in the bench, named by its file (`eighthSet` is `eighthSet.ts`).
 */
import type {DeveloperQuery, ReadFromTheStartHalf} from './developerQueries';
import {EIGHTH_SET} from './eighthSet';
import {NINTH_SET} from './ninthSet';
import {TENTH_SET} from './tenthSet';
import {ELEVENTH_SET} from './eleventhSet';
import {TWELFTH_SET} from './twelfthSet';
import {THIRTEENTH_SET} from './thirteenthSet';
import {FOURTEENTH_SET} from './fourteenthSet';
import {FIFTEENTH_SET} from './fifteenthSet';
import {SIXTEENTH_SET} from './sixteenthSet';
import {SEVENTEENTH_SET} from './seventeenthSet';
import {EIGHTEENTH_SET} from './eighteenthSet';
import {NINETEENTH_SET} from './nineteenthSet';
import {TWENTIETH_SET} from './twentiethSet';
import {TWENTY_FIRST_SET} from './twentyFirstSet';
import {TWENTY_SECOND_SET} from './twentySecondSet';

export const READ_FROM_THE_START: ReadonlyArray<{half: ReadFromTheStartHalf; queries: readonly DeveloperQuery[]}> = [
  {half: 'eighthSet', queries: EIGHTH_SET},
  {half: 'ninthSet', queries: NINTH_SET},
  {half: 'tenthSet', queries: TENTH_SET},
  {half: 'eleventhSet', queries: ELEVENTH_SET},
  {half: 'twelfthSet', queries: TWELFTH_SET},
  {half: 'thirteenthSet', queries: THIRTEENTH_SET},
  {half: 'fourteenthSet', queries: FOURTEENTH_SET},
  {half: 'fifteenthSet', queries: FIFTEENTH_SET},
  {half: 'sixteenthSet', queries: SIXTEENTH_SET},
  {half: 'seventeenthSet', queries: SEVENTEENTH_SET},
  {half: 'eighteenthSet', queries: EIGHTEENTH_SET},
  {half: 'nineteenthSet', queries: NINETEENTH_SET},
  {half: 'twentiethSet', queries: TWENTIETH_SET},
  {half: 'twentyFirstSet', queries: TWENTY_FIRST_SET},
  {half: 'twentySecondSet', queries: TWENTY_SECOND_SET},
];
