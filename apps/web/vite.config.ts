import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * react-router's package exports always point at its development build, which keeps dev-only warnings
 * (ENABLE_DEV_WARNINGS = true). The browser bundle uses its production build, identical but for that flag;
 * the server keeps the default so it shares one copy with @react-router/node.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'shop:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      return { ...resolved, id: resolved.id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2') };
    },
  };
}

interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
}

/** Every module `from` imports statically, directly or not. */
function staticImports(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return seen;
}

const shellEntry = /(entry\.client\.tsx|[\\/]app[\\/]root\.tsx\?.*)$/;
const productPageEntry = /[\\/]app[\\/]routes[\\/]single-product\.tsx\?/;

/**
 * First-load JavaScript: the product page's first load was ~45 files, most of them tiny shared chunks (an icon, a helper),
 * each paying its own gzip and module wrapper overhead. Group the browser code in two chunks every page loads:
 * `vendor` (React, React DOM, React Router) and `shell` (what the client entry and root layout import, plus
 * the modules the product page shares with other routes, e.g. product cards). Route-only code stays in its
 * route's chunk and menus, dialogs and toasts stay lazy (dynamic imports are not followed).
 */
function shellChunkGroups() {
  const candidates = new Set<string>();
  let shell: Set<string> | undefined;

  function shellModules(graph: ModuleGraph): Set<string> {
    const entries = [...candidates].filter((id) => graph.getModuleInfo(id)?.isEntry);
    const reach = new Map(entries.map((entry) => [entry, staticImports(graph, entry)]));
    const entriesUsing = new Map<string, number>();
    for (const modules of reach.values())
      for (const id of modules) entriesUsing.set(id, (entriesUsing.get(id) ?? 0) + 1);
    const modules = new Set<string>();
    for (const [entry, imported] of reach) {
      if (shellEntry.test(entry)) for (const id of imported) modules.add(id);
      if (productPageEntry.test(entry))
        for (const id of imported) if ((entriesUsing.get(id) ?? 0) > 1) modules.add(id);
    }
    for (const entry of entries) modules.delete(entry);
    return modules;
  }

  return [
    {
      // The chart library (visx and the d3 modules under it) in a chunk of its own, which only the
      // dashboards' overview routes import; a test of the build checks no shop page loads it. Lowest
      // priority: a group takes its members' dependencies along, and React must stay in `vendor`.
      name: 'charts',
      test: /node_modules[\\/](@visx|d3-[a-z-]+|internmap)[\\/]/,
      priority: 0,
    },
    {
      name: 'vendor',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
      priority: 2,
    },
    {
      name: (id: string, graph: ModuleGraph) => {
        shell ??= shellModules(graph);
        return shell.has(id) ? 'shell' : null;
      },
      // Called for every module before `name`: collects the ids so `name` can find the entries.
      test: (id: string) => {
        shell = undefined; // a new chunking pass (e.g. a rebuild) recomputes the shell
        candidates.add(id);
        return true;
      },
      priority: 1,
    },
  ];
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouterProductionBuild(), reactRouter()],
  resolve: {
    // The same icons without lucide-react's runtime (first-load JavaScript); server and browser both render this module.
    alias: {
      'lucide-react': fileURLToPath(new URL('./app/components/ui/lucide-icons.tsx', import.meta.url)),
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: shellChunkGroups() } } },
      },
    },
  },
});
