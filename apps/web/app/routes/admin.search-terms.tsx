import {
  parseSynonymText,
  type SearchFigures,
  type SynonymGroups,
  synonymText,
} from '@shop/shared/search.contract';
import { Form } from 'react-router';
import { buttonClass, FormMessage } from '../components/ui/form-field';
import { adminCall, bodyOrThrow } from '../features/admin/admin.server';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.search-terms';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [figures, synonyms] = await Promise.all([
    api<SearchFigures>('/api/admin/search/figures'),
    api<SynonymGroups>('/api/admin/search/synonyms'),
  ]);
  return {
    figures: bodyOrThrow(figures, 'The search figures'),
    synonyms: bodyOrThrow(synonyms, 'The synonyms'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return adminCall(
    apiFor(context, request),
    '/api/admin/search/synonyms',
    { method: 'PUT', body: { groups: parseSynonymText(formText(form, 'synonyms')) } },
    'Synonyms saved. Searches use them now.',
  );
}

function FigureTable({
  id,
  title,
  rows,
  empty,
}: {
  id: string;
  title: string;
  rows: SearchFigures['frequent'];
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-white p-4">
      <h3 id={id} className="mb-2 font-semibold">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted">
              <th scope="col">Search</th>
              <th scope="col" className="text-right">
                Searches
              </th>
              <th scope="col" className="text-right">
                Found nothing
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.query} className="border-t border-line">
                <td className="py-1">{row.query}</td>
                <td className="py-1 text-right">{row.searches}</td>
                <td className="py-1 text-right">{row.zeroResults}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Admin → Search terms: what shoppers searched for in the last 30 days, and the synonym list. */
export default function AdminSearchPage({ loaderData, actionData }: Route.ComponentProps) {
  const { figures, synonyms } = loaderData;
  return (
    <section aria-labelledby="search-heading" className="grid gap-6">
      <h2 id="search-heading" className="text-xl font-semibold">
        Search
      </h2>
      <p className="text-sm text-muted">Searches since {figures.since} (the last 30 days).</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <FigureTable
          id="frequent-searches"
          title="Most frequent searches"
          rows={figures.frequent}
          empty="No searches yet."
        />
        <FigureTable
          id="zero-result-searches"
          title="Searches that found nothing"
          rows={figures.zeroResults}
          empty="Every search found something."
        />
      </div>
      <Form
        method="post"
        className="grid max-w-2xl gap-3 rounded-card border border-line bg-white p-4 sm:p-6"
      >
        <FormMessage result={actionData} />
        <label htmlFor="synonyms" className="font-semibold">
          Synonyms
        </label>
        <p id="synonyms-hint" className="text-sm text-muted">
          One group per line, its words separated by commas: a search for any of them also finds the others
          (for example “tee, t-shirt”).
        </p>
        <textarea
          id="synonyms"
          name="synonyms"
          rows={12}
          aria-describedby="synonyms-hint"
          defaultValue={synonymText(synonyms.groups)}
          className="rounded-card border border-line p-2 font-mono text-sm"
        />
        <div>
          <button type="submit" className={buttonClass}>
            Save synonyms
          </button>
        </div>
      </Form>
    </section>
  );
}
