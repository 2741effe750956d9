import { defineOpenApiInputSuite } from '../support/openapi-inputs';

// A client generated from /api/openapi.json is never refused input the document allows: part 3 of 4 of the operations.
defineOpenApiInputSuite(3, 4);
