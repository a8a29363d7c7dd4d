import { ChevronDown } from 'lucide-react';
import type { FaqGroup } from './faq-entries';

/** Questions as disclosure widgets (native `details`: keyboard and screen-reader friendly, no script). */
export function FaqList({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="max-w-3xl">
      {groups.map((group, index) => (
        <section key={group.title} aria-labelledby={`faq-group-${index}`} className="mt-8 first:mt-0">
          <h2 id={`faq-group-${index}`} className="text-xl font-bold text-ink">
            {group.title}
          </h2>
          <div className="mt-3 divide-y divide-line rounded-card border border-line">
            {group.entries.map((entry) => (
              <details key={entry.question} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-ink hover:bg-surface [&::-webkit-details-marker]:hidden">
                  {entry.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  />
                </summary>
                <p className="px-4 pb-4 text-ink-soft">{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** schema.org FAQPage data for the same questions. */
export function faqJsonLd(groups: FaqGroup[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    ),
  };
}
