/** What the seller's and the admin's variants routes answer alike: a CSV download, and an import's problems. */
import type { FastifyReply } from 'fastify';
import type { CsvProblem } from './seller-variants.csv.ts';

export { VARIANT_CSV_COLUMNS } from './seller-variants.csv.ts';

export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name.replace(/[^a-z0-9-]/gi, '-')}.csv"`)
    .header('x-content-type-options', 'nosniff')
    .send(csv);
}

/** The 400 body of a refused import: the usual error fields plus every problem by row. */
export function importProblems(problems: CsvProblem[]) {
  const count = problems.length;
  return {
    statusCode: 400 as const,
    error: 'Bad Request',
    message: `The file has ${count} problem${count === 1 ? '' : 's'}; nothing was imported. ${problems
      .slice(0, 5)
      .map((problem) => problem.message)
      .join(' ')}`,
    code: 'invalid_csv' as const,
    problems,
  };
}
