import { defineFuzzSuite } from '../support/fuzz/fuzz-suite';

// fast-check fuzzing of every REST path of the binding table (test/support/fuzz), first half.
defineFuzzSuite('rest', 60, { part: 1, parts: 2 });
