import { defineFuzzSuite } from '../support/fuzz/fuzz-suite';

// fast-check fuzzing of every tRPC procedure of the app router (test/support/fuzz), second half.
defineFuzzSuite('trpc', 76, { part: 2, parts: 2 });
