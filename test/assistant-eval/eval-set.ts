// The whole evaluation set, three languages, and the fixed subset `npm test` runs.
import { ARABIC_CASES } from './cases-ar';
import { ENGLISH_CASES, type EvalCase } from './cases';
import { SWAHILI_CASES } from './cases-sw';

export const EVAL_CASES: EvalCase[] = [...ENGLISH_CASES, ...SWAHILI_CASES, ...ARABIC_CASES];

/** Every third case of each language, always the same ones: a quick check with every test run. */
export const EVAL_SUBSET: EvalCase[] = [ENGLISH_CASES, SWAHILI_CASES, ARABIC_CASES].flatMap((cases) => cases.filter((_, index) => index % 3 === 0));
