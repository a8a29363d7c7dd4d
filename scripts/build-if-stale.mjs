// `npm start`'s first step (scripts/start.sh): build what is missing or older than its sources.
import { execSync } from 'node:child_process';
import { buildIsStale, repoRoot } from './build-state.mjs';

if (buildIsStale()) {
  console.log('Building the storefront and the API…');
  execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
}
