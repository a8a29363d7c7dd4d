/**
 * Fuzzing of every admin route of the OpenAPI document (SECURITY.md), as a visitor and as a signed-in admin so
 * the handlers are reached. How the requests are made and judged: fuzz.test-support.ts.
 */
import { fuzzRoutes } from './fuzz.test-support.ts';

fuzzRoutes('fuzz (admin routes)', (route) => route.path.startsWith('/api/admin/'), 90);
