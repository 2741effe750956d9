import { defineFuzzSuite } from '../support/fuzz/fuzz-suite';

// fast-check fuzzing of every tRPC procedure of the app router (test/support/fuzz), first half.
defineFuzzSuite('trpc', 76, { part: 1, parts: 2 });
