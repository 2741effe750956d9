import { defineFuzzSuite } from '../support/fuzz/fuzz-suite';

// Issue 9, item 9: fast-check fuzzing of every REST path of the binding table (test/support/fuzz).
defineFuzzSuite('rest', 60);
