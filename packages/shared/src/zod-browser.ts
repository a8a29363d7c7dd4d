/**
 * Imported first by every contract module, before any schema is built: zod decides at schema
 * construction whether to compile parsers with `new Function`, and that probe is reported as a violation
 * by the pages' CSP (no 'unsafe-eval'). Browsers check a few form fields, so they use the plain parser;
 * the server keeps the compiled one.
 */
import { z } from 'zod';

if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });
