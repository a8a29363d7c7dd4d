/**
 * Fuzzing of every shop, account and seller route of the OpenAPI document (issue 7); the admin routes are in
 * fuzz-admin.test.ts. How the requests are made and judged: fuzz.test-support.ts.
 */
import { fuzzRoutes } from './fuzz.test-support.ts';

fuzzRoutes('fuzz (shop routes)', (route) => !route.path.startsWith('/api/admin/'), 60);
