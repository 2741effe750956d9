import { defineFuzzSuite } from '../support/fuzz/fuzz-suite';

// Issue 9, item 9: fast-check fuzzing of every tRPC procedure of the app router (test/support/fuzz).
defineFuzzSuite('trpc', 76);
