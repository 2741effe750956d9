import { defineOpenApiInputSuite } from '../support/openapi-inputs';

// A client generated from /api/openapi.json is never refused input the document allows: part 1 of 4 of the operations.
defineOpenApiInputSuite(1, 4);
