import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** The standard page frame: centred column with the page's visible title. */
export function PageContainer({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageTitle>{title}</PageTitle>
      {children}
    </div>
  );
}
