import { type ComponentType, useEffect, useState } from 'react';
import { whenToastWanted } from '../../lib/toast';

const loadToaster = () => import('./toaster.loaded').then((module) => module.default);

/** The shell's toaster (product rules §8 rules in ./toaster.loaded); its code loads with the first toast. */
export function AppToaster() {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);

  useEffect(
    () =>
      whenToastWanted(() => {
        void loadToaster().then((component) => setLoaded(() => component));
      }),
    [],
  );

  return Loaded ? <Loaded /> : null;
}
