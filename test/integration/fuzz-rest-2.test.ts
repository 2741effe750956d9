import { defineFuzzSuite } from '../support/fuzz/fuzz-suite';

// fast-check fuzzing of every REST path of the binding table (test/support/fuzz), second half.
defineFuzzSuite('rest', 60, { part: 2, parts: 2 });
