/**
 * Answers written from each route's response schema (decision 64): the zod schema, turned into JSON Schema
 * once (`z.toJSONSchema`, what the OpenAPI document shows), compiled by fast-json-stringify, which writes
 * only the declared properties (required ones first, then the optional ones present), straight from the
 * handler's objects. The zod type provider's serializer first encodes the whole answer (a validated deep
 * copy: 240 KB of the 1 MB a 24-product page allocated at a million products, 10–20 % of the server's CPU
 * per page) and then stringifies the copy.
 *
 * Outside production every answer is also encoded by zod and the two texts compared, so every API test
 * checks both that the answer matches its schema (a mismatch is a ResponseSerializationError, answered
 * 500) and that the compiled writer gives the same values. In production the answer is not validated
 * (as Fastify's own serializer), only shaped. A schema JSON Schema cannot express (a Date) keeps
 * the zod serializer.
 */
import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

const zodSerializerCompiler = createSerializerCompiler({});
type ZodSerializerCompiler = typeof zodSerializerCompiler;

/** A response schema's compiled writer, or null when JSON Schema cannot express it. */
function compiledWriter(schema: unknown): Serialize | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as Serialize;
  } catch {
    return null;
  }
}

/** The compiled writer and zod disagree on an answer: a test fails with both texts. */
class SerializerMismatchError extends Error {}

/**
 * The serializer compiler for `app.setSerializerCompiler`. Writers are compiled at a route's first answer,
 * not at start-up (about 150 response schemas; most routes are rarely asked).
 */
export function responseSerializerCompiler({ checked }: { checked: boolean }): ZodSerializerCompiler {
  return (route) => {
    const viaZod: Serialize = zodSerializerCompiler(route);
    let writer: Serialize | null | undefined;
    return (data: unknown) => {
      if (writer === undefined) writer = compiledWriter(route.schema);
      if (writer === null) return viaZod(data);
      if (!checked) return writer(data);
      const expected = viaZod(data);
      const written = writer(data);
      // The same values; the order of keys may differ (the writer puts required properties first).
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new SerializerMismatchError(
          `${route.method} ${route.url}: the compiled writer gave ${written.slice(0, 300)} where zod gave ${expected.slice(0, 300)}`,
        );
      }
      return written;
    };
  };
}
